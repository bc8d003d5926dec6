import type { ComponentProps } from 'react';
import { Bar, CartesianGrid, Legend, Tooltip, YAxis } from 'recharts';
import { formatFigure, formatTick, moneyAxisDomain, type FigureUnit } from '../format';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export const AXIS_TICK = { fontSize: 12, fill: 'var(--color-muted-foreground)' };

/*
 * The parts every analytics chart draws alike. Plain functions rather than components: Recharts finds its axes
 * among the chart's direct children (fragments included) by type.
 */

export function chartGrid() {
  return <CartesianGrid stroke="var(--color-border)" vertical={false} />;
}

/** The figures' axis: whole numbers, money kept to round amounts. */
export function valueAxis(unit: FigureUnit) {
  return (
    <YAxis
      tickFormatter={(value: number) => formatTick(value, unit)}
      tick={AXIS_TICK}
      width={56}
      tickLine={false}
      axisLine={false}
      allowDecimals={false}
      domain={unit === 'cents' ? moneyAxisDomain : undefined}
    />
  );
}

/** The hover box; `labelFormatter` names the point (a bucket's date, say). */
export function chartTooltip(unit: FigureUnit, extra: Pick<ComponentProps<typeof Tooltip>, 'labelFormatter' | 'cursor'> = {}) {
  return (
    <Tooltip
      {...extra}
      formatter={(value) => formatFigure(Number(value), unit)}
      contentStyle={{ borderRadius: 8, borderColor: 'var(--color-border)', fontSize: 13 }}
    />
  );
}

/** A legend only where there is more than one series to tell apart. */
export function chartLegend(series: readonly ChartSeries[]) {
  return series.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} />;
}

export function seriesBars(series: readonly ChartSeries[]) {
  return series.map((s) => <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[3, 3, 0, 0]} isAnimationActive={false} />);
}
