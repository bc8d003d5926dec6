import { Area, AreaChart, BarChart, Line, LineChart, ResponsiveContainer, XAxis } from 'recharts';
import type { AnalyticsInterval } from '@acclaim/domain';
import { formatBucket, formatBucketTick, type FigureUnit } from '../format';
import { AXIS_TICK, chartGrid, chartLegend, chartTooltip, seriesBars, valueAxis, type ChartSeries } from './chart-parts';

/** Grid, axes, tooltip and legend shared by every kind of time chart, the x axis reading the buckets. */
function chartAxes(interval: AnalyticsInterval, unit: FigureUnit, series: readonly ChartSeries[]) {
  return (
    <>
      {chartGrid()}
      <XAxis
        dataKey="bucket"
        tickFormatter={(bucket: string) => formatBucketTick(bucket, interval)}
        tick={AXIS_TICK}
        minTickGap={16}
        tickLine={false}
        axisLine={false}
      />
      {valueAxis(unit)}
      {chartTooltip(unit, { labelFormatter: (bucket) => formatBucket(String(bucket), interval) })}
      {chartLegend(series)}
    </>
  );
}

/** How a line and an area draw one series. */
const curveProps = (s: ChartSeries) => ({
  type: 'monotone' as const,
  dataKey: s.key,
  name: s.label,
  stroke: s.color,
  strokeWidth: 2,
  isAnimationActive: false,
});

/**
 * Figures per bucket as lines, a filled area or bars, sized by its container (down to a 390 px phone). Recharts'
 * own keyboard layer is off: the card hides the drawing from assistive technology and offers the table instead.
 */
export function TimeSeriesChart<Row extends { bucket: string }>({
  data,
  series,
  interval,
  unit,
  kind = 'line',
  height = 256,
}: {
  data: readonly Row[];
  series: readonly ChartSeries[];
  interval: AnalyticsInterval;
  unit: FigureUnit;
  kind?: 'line' | 'area' | 'bar';
  height?: number;
}) {
  const common = { data: data as Row[], accessibilityLayer: false, margin: { top: 8, right: 8, bottom: 0, left: 0 } };
  const axes = chartAxes(interval, unit, series);
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'bar' ? (
        <BarChart {...common}>
          {axes}
          {seriesBars(series)}
        </BarChart>
      ) : kind === 'area' ? (
        <AreaChart {...common}>
          {axes}
          {series.map((s) => (
            <Area key={s.key} {...curveProps(s)} fill={s.color} fillOpacity={0.15} />
          ))}
        </AreaChart>
      ) : (
        <LineChart {...common}>
          {axes}
          {series.map((s) => (
            <Line key={s.key} {...curveProps(s)} dot={data.length <= 1} />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
