import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildFinding } from '../test-builders';
import { FindingsChart } from './findings-chart';
import { bodyCellTexts } from '@/test/table';

const findings = [
  buildFinding({ id: 'eb1a-i', label: 'Awards', score: 85, level: 'strong' }),
  buildFinding({ id: 'eb1a-ii', label: 'Membership', score: 45, level: 'borderline' }),
  buildFinding({ id: 'eb1a-vii', label: 'Display', score: 0, level: 'no_evidence' }),
];

describe('FindingsChart', () => {
  it('is a named figure whose bars are hidden from screen readers and whose numbers are in a table', () => {
    render(<FindingsChart title="The ten EB-1A criteria" findings={findings} threshold={60} />);
    const figure = screen.getByRole('figure', { name: 'The ten EB-1A criteria' });
    const table = within(figure).getByRole('table');
    expect(table).toHaveAccessibleName(/a finding counts as likely met from 60/);
    expect(bodyCellTexts(table)).toEqual([
      ['85', 'Strong'],
      ['45', 'Borderline'],
      ['0', 'No evidence'],
    ]);
    expect(within(within(table).getAllByRole('row')[1]!).getByRole('rowheader')).toHaveTextContent('(i) Awards');
    // The visual bars are decoration: hidden from the accessibility tree.
    expect(figure.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('draws the threshold line at the likely-met score on every bar', () => {
    const { container } = render(<FindingsChart title="Criteria" findings={findings} threshold={60} />);
    const lines = [...container.querySelectorAll<HTMLElement>('[style*="calc(60% - 1px)"]')];
    expect(lines).toHaveLength(findings.length);
  });

  it('switches to a visible table and back', async () => {
    render(<FindingsChart title="Criteria" findings={findings} threshold={60} />);
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('table').parentElement).toHaveClass('sr-only');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table').parentElement).not.toHaveClass('sr-only');
  });
});
