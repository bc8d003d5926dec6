import { BarChart, ResponsiveContainer, XAxis } from 'recharts';
import type { FigureUnit } from '../format';
import { AXIS_TICK, chartGrid, chartLegend, chartTooltip, seriesBars, valueAxis, type ChartSeries } from './chart-parts';

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
        {chartGrid()}
        <XAxis dataKey="name" tick={AXIS_TICK} tickLine={false} axisLine={false} interval={0} />
        {valueAxis(unit)}
        {chartTooltip(unit, { cursor: { fill: 'var(--color-muted)' } })}
        {chartLegend(series)}
        {seriesBars(series)}
      </BarChart>
    </ResponsiveContainer>
  );
}
