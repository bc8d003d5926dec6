import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAccessible } from '@/test/axe';
import { DataTable, type TableColumn } from './data-table';

interface Person {
  id: string;
  name: string;
  cases: number | null;
  note: string;
}

const PEOPLE: Person[] = [
  { id: 'b', name: 'Émile Brun', cases: 12, note: 'b' },
  { id: 'a', name: 'ada Lovelace', cases: null, note: 'a' },
  { id: 'c', name: 'Chen Wei', cases: 3, note: 'c' },
];

const COLUMNS: TableColumn<Person>[] = [
  { id: 'name', header: 'Name', sortValue: (p) => p.name, cell: (p) => p.name },
  { id: 'cases', header: 'Cases', isNumeric: true, sortValue: (p) => p.cases, cell: (p) => p.cases ?? '—' },
  { id: 'note', header: 'Note', cell: (p) => p.note },
  { id: 'actions', header: 'Actions', isHeaderHidden: true, cell: (p) => <button type="button">Open {p.name}</button> },
];

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('shows the rows as given, with named columns, row headings and a scroll region keyboard users can reach', async () => {
    const { container } = render(<DataTable caption="People" rows={PEOPLE} rowKey={(p) => p.id} columns={COLUMNS} hasRowHeader />);
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'People' })).toHaveAttribute('tabindex', '0');
    expect(names()).toEqual(['Émile Brun', 'ada Lovelace', 'Chen Wei']);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    await expectAccessible(container);
  });

  it('sorts a column by its value when its header is pressed: text alphabetically, numbers by size, missing values last', async () => {
    const user = userEvent.setup();
    render(<DataTable caption="People" rows={PEOPLE} rowKey={(p) => p.id} columns={COLUMNS} hasRowHeader />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['ada Lovelace', 'Chen Wei', 'Émile Brun']);
    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Émile Brun', 'Chen Wei', 'ada Lovelace']);

    const casesHeader = screen.getByRole('columnheader', { name: /Cases/ });
    await user.click(within(casesHeader).getByRole('button', { name: /Cases/ }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Chen Wei', 'Émile Brun', 'ada Lovelace']);
  });

  it('opens in the order asked for', () => {
    render(<DataTable caption="People" rows={PEOPLE} rowKey={(p) => p.id} columns={COLUMNS} hasRowHeader initialSort={{ id: 'cases', desc: true }} />);
    expect(screen.getByRole('columnheader', { name: /Cases/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Émile Brun', 'Chen Wei', 'ada Lovelace']);
  });

  it('shows each row as a card on a phone, every value under its column’s name', () => {
    render(<DataTable caption="People" rows={PEOPLE} rowKey={(p) => p.id} columns={COLUMNS} hasRowHeader phoneLayout="cards" />);
    const row = screen.getByRole('row', { name: /Chen Wei/ });
    const cells = within(row).getAllByRole('cell');
    // Cases and Note carry their names for the phone; the hidden-header actions column and the row heading do not.
    expect(cells.map((cell) => cell.querySelector('.md\\:hidden')?.textContent ?? null)).toEqual(['Cases', 'Note', null]);
    expect(within(row).getByRole('rowheader').querySelector('.md\\:hidden')).toBeNull();
  });
});
