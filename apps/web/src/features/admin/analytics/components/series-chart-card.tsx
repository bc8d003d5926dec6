import type * as React from 'react';
import type { AnalyticsInterval } from '@acclaim/domain';
import type { FigureUnit } from '../format';
import type { ChartSeries } from './chart-parts';
import { ChartCard } from './chart-card';
import { seriesTable, type SeriesColumn } from './series-table';
import { TimeSeriesChart } from './time-series-chart';

/**
 * A time-series chart on its card, with the table behind it (one row per bucket): the title names both. The table's
 * columns may go beyond the drawn series, e.g. a count beside the amounts.
 */
export function SeriesChartCard<Row extends { bucket: string }>({
  title,
  description,
  data,
  interval,
  columns,
  ...chart
}: {
  title: string;
  description: React.ReactNode;
  data: readonly Row[];
  interval: AnalyticsInterval;
  columns: readonly SeriesColumn<Row>[];
  unit: FigureUnit;
  kind?: 'line' | 'area' | 'bar';
  series: readonly ChartSeries[];
}) {
  return (
    <ChartCard title={title} description={description} table={seriesTable(title, data, interval, columns)}>
      <TimeSeriesChart data={data} interval={interval} {...chart} />
    </ChartCard>
  );
}
