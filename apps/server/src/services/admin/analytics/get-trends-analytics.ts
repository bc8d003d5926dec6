import { TREND_METRICS, type TAdminTrend, type TAdminTrendsAnalytics, type TrendMetric } from '@acclaim/contracts';
import { percentChange, previousRange } from '@acclaim/domain';
import type { Db } from '../../../db/client';
import { sum } from './analytics-sql';
import { analyticsWindow, type AnalyticsWindow } from './analytics-window';
import { activeUsers, moneyPerBucket, mrrPerBucket, newSubscriptionsPerBucket, signupsPerBucket, usagePerBucket } from './metric-series';

interface Figures {
  series: Record<TrendMetric, number[]>;
  /** The window's figure: mostly the sum of its series, but distinct accounts and MRR are not sums. */
  value: Record<TrendMetric, number>;
}

const UNITS: Record<TrendMetric, TAdminTrend['unit']> = {
  signups: 'count',
  activeUsers: 'count',
  newSubscriptions: 'count',
  mrrCents: 'cents',
  netRevenueCents: 'cents',
  refundsCents: 'cents',
  uploads: 'count',
  assessments: 'count',
  letters: 'count',
  chatQuestions: 'count',
};

async function figuresOf(db: Db, window: AnalyticsWindow): Promise<Figures> {
  const [signups, active, started, mrr, money, usage] = await Promise.all([
    signupsPerBucket(db, window),
    activeUsers(db, window),
    newSubscriptionsPerBucket(db, window),
    mrrPerBucket(db, window),
    moneyPerBucket(db, window),
    usagePerBucket(db, window),
  ]);
  const series: Record<TrendMetric, number[]> = {
    signups,
    activeUsers: active.series,
    newSubscriptions: started,
    mrrCents: mrr,
    netRevenueCents: money.netCents,
    refundsCents: money.refundsCents,
    ...usage,
  };
  const value = Object.fromEntries(Object.entries(series).map(([metric, values]) => [metric, sum(values)])) as Record<TrendMetric, number>;
  value.activeUsers = active.total;
  // MRR is a level, not a flow: the range's figure is where it stood at the end.
  value.mrrCents = mrr.at(-1) ?? 0;
  return { series, value };
}

/** Each headline figure for the window against the window of equal length just before it, with its sparkline. */
export async function getTrendsAnalytics(db: Db, window: AnalyticsWindow): Promise<TAdminTrendsAnalytics> {
  const before = previousRange(window);
  const [current, previous] = await Promise.all([figuresOf(db, window), figuresOf(db, analyticsWindow(before, window.now))]);
  return {
    previous: { from: before.from, to: before.to },
    metrics: TREND_METRICS.map((metric) => ({
      metric,
      unit: UNITS[metric],
      value: current.value[metric],
      previous: previous.value[metric],
      changePercent: percentChange(current.value[metric], previous.value[metric]),
      series: window.starts.map((bucket, index) => ({ bucket, value: current.series[metric][index]! })),
    })),
  };
}
