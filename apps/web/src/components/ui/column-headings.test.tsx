import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ColumnHeadings } from './column-headings';

describe('ColumnHeadings', () => {
  it('heads each column for screen readers, with the shared spacing and each column’s own classes', () => {
    render(
      <table>
        <thead>
          <ColumnHeadings
            cellClassName="py-2"
            columns={['Name', { label: 'Cases', className: 'text-right' }, { label: <span className="sr-only">Actions</span> }]}
          />
        </thead>
        <tbody>
          <tr>
            <td>Ada</td>
            <td>3</td>
            <td>Open</td>
          </tr>
        </tbody>
      </table>,
    );
    const headings = screen.getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Name', 'Cases', 'Actions']);
    for (const heading of headings) expect(heading).toHaveAttribute('scope', 'col');
    expect(headings[0]).toHaveClass('py-2', 'font-medium');
    expect(headings[1]).toHaveClass('py-2', 'font-medium', 'text-right');
    expect(within(headings[2]!).getByText('Actions')).toHaveClass('sr-only');
  });
});
