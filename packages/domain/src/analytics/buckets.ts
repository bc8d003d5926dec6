import { addIsoDays, addIsoMonths, isoDateStart, isoDateOf, type IsoDate } from './dates';

/** How the analytics charts group time. */
export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

/**
 * The first day of the bucket holding `day`: the day itself, the Monday of its week (ISO weeks, as PostgreSQL's
 * `date_trunc('week', …)` counts them) or the first of its month.
 */
export function bucketStart(day: IsoDate, interval: AnalyticsInterval): IsoDate {
  if (interval === 'day') return day;
  const date = isoDateStart(day);
  if (interval === 'month') return isoDateOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return addIsoDays(day, -daysSinceMonday);
}

/** The first day of the bucket after the one starting on `start`. */
export function nextBucketStart(start: IsoDate, interval: AnalyticsInterval): IsoDate {
  if (interval === 'day') return addIsoDays(start, 1);
  if (interval === 'week') return addIsoDays(start, 7);
  return addIsoMonths(start, 1);
}

/**
 * Every bucket that holds a day of `from`…`to`, by its first day. The first may begin before `from` and the last
 * end after `to`; the figures in them count only the days of the range.
 */
export function bucketStarts(from: IsoDate, to: IsoDate, interval: AnalyticsInterval): IsoDate[] {
  const starts: IsoDate[] = [];
  for (let start = bucketStart(from, interval); start <= to; start = nextBucketStart(start, interval)) starts.push(start);
  return starts;
}

/**
 * One value per bucket in order, zero where the database returned no row (nothing happened in that bucket).
 * `rows` maps a bucket's first day to its value.
 */
export function fillBuckets(starts: readonly IsoDate[], rows: ReadonlyMap<IsoDate, number>): number[] {
  return starts.map((start) => rows.get(start) ?? 0);
}

/** Running totals: the value before the first bucket plus everything up to and including each bucket. */
export function runningTotals(values: readonly number[], before = 0): number[] {
  let total = before;
  return values.map((value) => (total += value));
}
