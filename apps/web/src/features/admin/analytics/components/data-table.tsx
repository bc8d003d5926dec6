import * as React from 'react';
import { DataTable as KitTable } from '@/components/ui/data-table';

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
 * sighted reader opens to see exact figures. The first column names the row. Scrolls within a fixed height.
 */
export function DataTable<Row extends object>({ caption, rows, rowKey, columns, isShown = true }: DataTableProps<Row> & { isShown?: boolean }) {
  const kitColumns = React.useMemo(
    () =>
      columns.map((column) => ({ id: column.label, header: column.label, cell: column.value, isNumeric: column.isNumeric, className: 'whitespace-nowrap' })),
    [columns],
  );
  return (
    <KitTable
      caption={caption}
      rows={rows}
      rowKey={rowKey}
      columns={kitColumns}
      hasRowHeader
      regionLabel={`Table: ${caption}`}
      frameClassName="max-h-96"
      isVisuallyHidden={!isShown}
    />
  );
}
