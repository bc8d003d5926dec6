import type { AnalyticsInterval } from '@acclaim/domain';
import { formatBucket, formatFigure, INTERVAL_NOUNS, type FigureUnit } from '../format';
import type { DataColumn, DataTableProps } from './data-table';

export interface SeriesColumn<Row> {
  key: keyof Row & string;
  label: string;
  unit: FigureUnit;
}

/** The table behind a time-series chart: one row per bucket, named in full ("Week of Mar 2, 2026"). */
export function seriesTable<Row extends { bucket: string }>(
  caption: string,
  rows: readonly Row[],
  interval: AnalyticsInterval,
  columns: readonly SeriesColumn<Row>[],
): DataTableProps<Row> {
  const first: DataColumn<Row> = {
    label: INTERVAL_NOUNS[interval][0]!.toUpperCase() + INTERVAL_NOUNS[interval].slice(1),
    value: (row) => formatBucket(row.bucket, interval),
  };
  return {
    caption,
    rows,
    rowKey: (row) => row.bucket,
    columns: [
      first,
      ...columns.map((column) => ({ label: column.label, isNumeric: true, value: (row: Row) => formatFigure(Number(row[column.key]), column.unit) })),
    ],
  };
}
