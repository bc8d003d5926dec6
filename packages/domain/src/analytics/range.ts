import { ANALYTICS_INTERVALS, bucketStarts, type AnalyticsInterval } from './buckets';
import { addIsoDays, addIsoMonths, isoDaysInclusive, isIsoDate, todayIso, type IsoDate } from './dates';

/** A range of whole UTC days, both ends counted, and how its charts group them. */
export interface AnalyticsRange {
  from: IsoDate;
  to: IsoDate;
  interval: AnalyticsInterval;
}

/** Without a range the screens show the last 90 days by week. */
export const DEFAULT_ANALYTICS_DAYS = 90;
export const DEFAULT_ANALYTICS_INTERVAL: AnalyticsInterval = 'week';
/** About three years: enough for year-on-year views, small enough to aggregate on every request. */
export const MAX_ANALYTICS_DAYS = 3 * 366;
/** A chart of more points than this is unreadable and its table unusable; a longer range needs a coarser interval. */
export const MAX_ANALYTICS_BUCKETS = 400;

export const ANALYTICS_PRESETS = ['30d', '90d', '12m'] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];

export const ANALYTICS_PRESET_LABELS: Record<AnalyticsPreset, string> = { '30d': '30 days', '90d': '90 days', '12m': '12 months' };

/**
 * The range a preset stands for on `today`, with the interval that reads best at its length: the last 30 days by
 * day, the last 90 by week, or the last 12 calendar months (this one so far included) by month.
 */
export function presetRange(preset: AnalyticsPreset, today: IsoDate = todayIso()): AnalyticsRange {
  if (preset === '30d') return { from: addIsoDays(today, -29), to: today, interval: 'day' };
  if (preset === '90d') return { from: addIsoDays(today, -(DEFAULT_ANALYTICS_DAYS - 1)), to: today, interval: 'week' };
  return { from: addIsoMonths(today, -11), to: today, interval: 'month' };
}

/** What is wrong with a requested range, naming the field to show it next to; null when it is fine. */
export interface AnalyticsRangeProblem {
  field: 'from' | 'to' | 'interval';
  message: string;
}

/**
 * Fills in what was left out: no dates means the last 90 days; only `from` runs to today; only `to` covers the 90
 * days up to it. Dates are assumed valid `YYYY-MM-DD` here (see `analyticsRangeProblem`).
 */
export function resolveAnalyticsRange(input: { from?: IsoDate; to?: IsoDate; interval?: AnalyticsInterval }, today: IsoDate = todayIso()): AnalyticsRange {
  const to = input.to ?? today;
  const from = input.from ?? addIsoDays(to, -(DEFAULT_ANALYTICS_DAYS - 1));
  return { from, to, interval: input.interval ?? DEFAULT_ANALYTICS_INTERVAL };
}

/** The one check of a requested range, shared by the API's validation and the custom range form. */
export function analyticsRangeProblem(input: { from?: string; to?: string; interval?: string }, today: IsoDate = todayIso()): AnalyticsRangeProblem | null {
  if (input.from !== undefined && !isIsoDate(input.from)) return { field: 'from', message: 'Enter the start date as YYYY-MM-DD.' };
  if (input.to !== undefined && !isIsoDate(input.to)) return { field: 'to', message: 'Enter the end date as YYYY-MM-DD.' };
  if (input.interval !== undefined && !(ANALYTICS_INTERVALS as readonly string[]).includes(input.interval)) {
    return { field: 'interval', message: 'Choose day, week or month.' };
  }
  const range = resolveAnalyticsRange(input as { from?: IsoDate; to?: IsoDate; interval?: AnalyticsInterval }, today);
  if (range.from > range.to) return { field: 'from', message: 'The start date must be on or before the end date.' };
  if (isoDaysInclusive(range.from, range.to) > MAX_ANALYTICS_DAYS) {
    return { field: 'from', message: 'Choose a range of at most 3 years.' };
  }
  if (bucketStarts(range.from, range.to, range.interval).length > MAX_ANALYTICS_BUCKETS) {
    return { field: 'interval', message: `That is more than ${MAX_ANALYTICS_BUCKETS} points: choose a weekly or monthly interval for this range.` };
  }
  return null;
}

/** The range of the same length that ends the day before `range` starts, to compare against. */
export function previousRange(range: AnalyticsRange): AnalyticsRange {
  const days = isoDaysInclusive(range.from, range.to);
  const to = addIsoDays(range.from, -1);
  return { from: addIsoDays(to, -(days - 1)), to, interval: range.interval };
}

/** The preset a range matches on `today`, or null for a custom range. */
export function matchingPreset(range: AnalyticsRange, today: IsoDate = todayIso()): AnalyticsPreset | null {
  return (
    ANALYTICS_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}
