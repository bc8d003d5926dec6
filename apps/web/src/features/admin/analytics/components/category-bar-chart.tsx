import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatFigure, formatTick, moneyAxisDomain, type FigureUnit } from '../format';
import type { ChartSeries } from './time-series-chart';

const AXIS_TICK = { fontSize: 12, fill: 'var(--color-muted-foreground)' };

/** Bars per category (a plan, say), one bar per series side by side. */
export function CategoryBarChart<Row extends { name: string }>({
  data,
  series,
  unit,
  height = 256,
}: {
  data: readonly Row[];
  series: readonly ChartSeries[];
  unit: FigureUnit;
  height?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data as Row[]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--color-border)" vertical={false} />
        <XAxis dataKey="name" tick={AXIS_TICK} tickLine={false} axisLine={false} interval={0} />
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
          formatter={(value) => formatFigure(Number(value), unit)}
          cursor={{ fill: 'var(--color-muted)' }}
          contentStyle={{ borderRadius: 8, borderColor: 'var(--color-border)', fontSize: 13 }}
        />
        {series.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} />}
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
