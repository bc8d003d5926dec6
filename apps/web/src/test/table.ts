import { within } from '@testing-library/react';

/** The text of each data cell of a table row (its row heading left out), to compare a row as a list. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** `cellTexts` of every row of a table but its heading row. */
export const bodyCellTexts = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map(cellTexts);
