import { formatCents, formatPercentChange, type AnalyticsInterval } from '@acclaim/domain';

const count = new Intl.NumberFormat('en-US');
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

export type FigureUnit = 'count' | 'cents' | 'share';

/** A figure as the key figures and tables show it: dollars from cents (the billing helper), counts, shares. */
export function formatFigure(value: number, unit: FigureUnit): string {
  if (unit === 'cents') return formatCents(value);
  if (unit === 'share') return `${Math.round(value * 1000) / 10}%`;
  return count.format(value);
}

/** Axis ticks are short: "$1.2K", "3.4K". */
/**
 * The value axis of money charts: whole cents would make ticks of $0, $0, $0 on an empty chart, so the axis spans at
 * least $100 (and below zero when refunds outweigh payments).
 */
export const moneyAxisDomain: [(min: number) => number, (max: number) => number] = [(min) => Math.min(min, 0), (max) => Math.max(max, 10_000)];

export function formatTick(value: number, unit: FigureUnit): string {
  if (unit === 'cents') return compactUsd.format(value / 100);
  if (unit === 'share') return `${Math.round(value * 100)}%`;
  return compactCount.format(value);
}

export { formatPercentChange };

const day = (iso: string, options: Intl.DateTimeFormatOptions) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

/** A bucket in full, for tables and tooltips: "Mar 2, 2026", "Week of Mar 2, 2026", "March 2026". */
export function formatBucket(bucket: string, interval: AnalyticsInterval): string {
  if (interval === 'month') return day(bucket, { month: 'long', year: 'numeric' });
  const date = day(bucket, { month: 'short', day: 'numeric', year: 'numeric' });
  return interval === 'week' ? `Week of ${date}` : date;
}

/** A bucket on an axis: "Mar 2" or "Mar 2026". */
export function formatBucketTick(bucket: string, interval: AnalyticsInterval): string {
  return interval === 'month' ? day(bucket, { month: 'short', year: 'numeric' }) : day(bucket, { month: 'short', day: 'numeric' });
}

/** "Mar 1, 2026 – Mar 31, 2026". */
export function formatRange(from: string, to: string): string {
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
  return `${day(from, options)} – ${day(to, options)}`;
}

/** "week", "day", "month": how a per-bucket chart names its bucket. */
export const INTERVAL_NOUNS: Record<AnalyticsInterval, string> = { day: 'day', week: 'week', month: 'month' };
export const INTERVAL_LABELS: Record<AnalyticsInterval, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };
