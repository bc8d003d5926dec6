import * as React from 'react';
import { cn } from '@/lib/utils';

export interface DataColumn<Row> {
  label: string;
  value: (row: Row) => React.ReactNode;
  /** Right-aligned, tabular figures. */
  isNumeric?: boolean;
}

export interface DataTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly DataColumn<Row>[];
}

/**
 * The numbers behind a chart as a plain table: what a screen reader reads instead of the drawing, and what a
 * sighted reader opens to see exact figures. The first column names the row. Scrolls sideways on a phone.
 */
export function DataTable<Row>({ caption, rows, rowKey, columns, isShown = true }: DataTableProps<Row> & { isShown?: boolean }) {
  const [first, ...rest] = columns;
  // Shown, a long table scrolls in a region that keyboard users can reach (it takes focus and a name); hidden for
  // screen readers only, it must not take focus at all.
  const frame = isShown
    ? { role: 'region', 'aria-label': `Table: ${caption}`, tabIndex: 0, className: 'max-h-96 overflow-auto rounded-md border border-border' }
    : { className: 'sr-only' };
  return (
    <div {...frame}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 border-b border-border bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn('px-3 py-2 font-medium whitespace-nowrap', column.isNumeric && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {first && (
                <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                  {first.value(row)}
                </th>
              )}
              {rest.map((column) => (
                <td key={column.label} className={cn('px-3 py-2 whitespace-nowrap', column.isNumeric && 'text-right tabular-nums')}>
                  {column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
