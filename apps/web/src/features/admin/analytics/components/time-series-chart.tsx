import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsInterval } from '@acclaim/domain';
import { formatBucket, formatBucketTick, formatFigure, formatTick, moneyAxisDomain, type FigureUnit } from '../format';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

const AXIS_TICK = { fontSize: 12, fill: 'var(--color-muted-foreground)' };

/**
 * Grid, axes, tooltip and legend shared by every chart kind. A plain function rather than a component: Recharts
 * finds its axes among the chart's direct children (fragments included) by type.
 */
function chartAxes(interval: AnalyticsInterval, unit: FigureUnit, hasLegend: boolean) {
  return (
    <>
      <CartesianGrid stroke="var(--color-border)" vertical={false} />
      <XAxis
        dataKey="bucket"
        tickFormatter={(bucket: string) => formatBucketTick(bucket, interval)}
        tick={AXIS_TICK}
        minTickGap={16}
        tickLine={false}
        axisLine={false}
      />
      <YAxis
        tickFormatter={(value: number) => formatTick(value, unit)}
        tick={AXIS_TICK}
        width={56}
        tickLine={false}
        axisLine={false}
        allowDecimals={false}
        domain={unit === 'cents' ? moneyAxisDomain : undefined}
      />
      <Tooltip
        labelFormatter={(bucket) => formatBucket(String(bucket), interval)}
        formatter={(value) => formatFigure(Number(value), unit)}
        contentStyle={{ borderRadius: 8, borderColor: 'var(--color-border)', fontSize: 13 }}
      />
      {hasLegend && <Legend wrapperStyle={{ fontSize: 13 }} />}
    </>
  );
}

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
  const axes = chartAxes(interval, unit, series.length > 1);
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'bar' ? (
        <BarChart {...common}>
          {axes}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          ))}
        </BarChart>
      ) : kind === 'area' ? (
        <AreaChart {...common}>
          {axes}
          {series.map((s) => (
            <Area
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={s.color}
              fill={s.color}
              fillOpacity={0.15}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      ) : (
        <LineChart {...common}>
          {axes}
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={s.color}
              strokeWidth={2}
              dot={data.length <= 1}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
