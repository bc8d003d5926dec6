import {
  bucketStarts,
  isoDateStart,
  isoDaysInclusive,
  nextBucketStart,
  addIsoDays,
  resolveAnalyticsRange,
  todayIso,
  type AnalyticsInterval,
  type AnalyticsRange,
  type IsoDate,
} from '@acclaim/domain';
import type { TAdminAnalyticsQuery, TAdminAnalyticsRange } from '@acclaim/contracts';

/** A resolved range with everything the queries need: its buckets and its bounds as instants. */
export interface AnalyticsWindow extends AnalyticsRange {
  days: number;
  /** The first day of each bucket, in order. */
  starts: IsoDate[];
  /** Midnight UTC at the start of `from`, and at the end of `to` (exclusive), as ISO timestamps for SQL. */
  startAt: string;
  endAt: string;
  now: Date;
}

export function analyticsWindow(range: AnalyticsRange, now: Date = new Date()): AnalyticsWindow {
  return {
    ...range,
    days: isoDaysInclusive(range.from, range.to),
    starts: bucketStarts(range.from, range.to, range.interval),
    startAt: isoDateStart(range.from).toISOString(),
    endAt: isoDateStart(addIsoDays(range.to, 1)).toISOString(),
    now,
  };
}

/** The window a validated request asks for, its missing parts filled with the defaults (last 90 days, weekly). */
export function windowOfQuery(query: TAdminAnalyticsQuery, now: Date = new Date()): AnalyticsWindow {
  const interval = query.interval as AnalyticsInterval | undefined;
  return analyticsWindow(resolveAnalyticsRange({ from: query.from, to: query.to, interval }, todayIso(now)), now);
}

/**
 * The instant each bucket is measured at for point-in-time figures (MRR): the bucket's end, but no later than the
 * end of the range or than now, so the bucket in progress shows the figure as it stands.
 */
export function bucketMoments(window: AnalyticsWindow): Date[] {
  const limit = Math.min(new Date(window.endAt).getTime(), window.now.getTime());
  return window.starts.map((start) => new Date(Math.min(isoDateStart(nextBucketStart(start, window.interval)).getTime(), limit)));
}

export function presentRange(window: AnalyticsWindow): TAdminAnalyticsRange {
  return { from: window.from, to: window.to, interval: window.interval, days: window.days };
}
