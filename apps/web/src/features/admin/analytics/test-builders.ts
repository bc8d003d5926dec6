import type {
  TAdminRevenueAnalyticsResponse,
  TAdminTrendsAnalyticsResponse,
  TAdminUsageAnalyticsResponse,
  TAdminUsersAnalyticsResponse,
} from '@acclaim/contracts';
import { ACTIVATION_DEFINITION, ACTIVITY_DEFINITION, presetRange, type AnalyticsRange } from '@acclaim/domain';
import { analyticsPath, type AnalyticsArea } from './api/query-keys';

/** The key a stubbed server answers for an area and range, as the screens ask for it. */
export const analyticsRoute = (area: AnalyticsArea, range: AnalyticsRange = presetRange('90d')) => `GET /api${analyticsPath(area, range)}`;

const envelope = {
  success: true as const,
  range: { from: '2026-03-01', to: '2026-03-21', interval: 'week' as const, days: 21 },
  generatedAt: '2026-03-21T12:00:00.000Z',
};

export function buildRevenueAnalytics(): TAdminRevenueAnalyticsResponse {
  return {
    ...envelope,
    revenue: {
      mrrCents: 1_100_00,
      activeSubscriptions: 4,
      byPlan: [
        { planId: 'ANALYSIS', subscriptions: 1, priceCents: 100_00, mrrCents: 100_00 },
        { planId: 'COMPLETE', subscriptions: 2, priceCents: 500_00, mrrCents: 1_000_00 },
        { planId: 'ATTORNEY', subscriptions: 0, priceCents: 100_00, mrrCents: 0 },
      ],
      totals: { paymentsCents: 1_600_00, paymentCount: 5, refundsCents: 525_00, refundCount: 2, netCents: 1_075_00 },
      series: [
        { bucket: '2026-02-23', mrrCents: 700_00, paymentsCents: 700_00, paymentCount: 3, refundsCents: 0, refundCount: 0, netCents: 700_00 },
        { bucket: '2026-03-02', mrrCents: 600_00, paymentsCents: 400_00, paymentCount: 1, refundsCents: 500_00, refundCount: 1, netCents: -100_00 },
        { bucket: '2026-03-09', mrrCents: 1_100_00, paymentsCents: 500_00, paymentCount: 1, refundsCents: 25_00, refundCount: 1, netCents: 475_00 },
      ],
    },
  };
}

/** A range in which nothing happened: every bucket zero, MRR included. */
export function buildEmptyRevenueAnalytics(): TAdminRevenueAnalyticsResponse {
  const full = buildRevenueAnalytics();
  return {
    ...full,
    revenue: {
      ...full.revenue,
      mrrCents: 0,
      activeSubscriptions: 0,
      totals: { paymentsCents: 0, paymentCount: 0, refundsCents: 0, refundCount: 0, netCents: 0 },
      series: full.revenue.series.map((row) => ({ ...row, mrrCents: 0, paymentsCents: 0, paymentCount: 0, refundsCents: 0, refundCount: 0, netCents: 0 })),
    },
  };
}

export function buildUsersAnalytics(): TAdminUsersAnalyticsResponse {
  return {
    ...envelope,
    users: {
      totalUsers: 1_234,
      byPlan: [
        { planId: 'FREE_TRIAL', users: 1_000 },
        { planId: 'ANALYSIS', users: 150 },
        { planId: 'COMPLETE', users: 80 },
        { planId: 'ATTORNEY', users: 4 },
      ],
      signups: 3,
      activation: { activated: 1, rate: 1 / 3, days: 7, definition: ACTIVATION_DEFINITION },
      series: [
        { bucket: '2026-02-23', signups: 2, totalUsers: 1_233, activated: 1 },
        { bucket: '2026-03-02', signups: 0, totalUsers: 1_233, activated: 0 },
        { bucket: '2026-03-09', signups: 1, totalUsers: 1_234, activated: 0 },
      ],
      retention: {
        unit: 'week',
        definition: ACTIVITY_DEFINITION,
        cohorts: [
          {
            cohort: '2026-02-23',
            size: 2,
            periods: [
              { offset: 1, seen: 1, share: 0.5 },
              { offset: 2, seen: 2, share: 1 },
              { offset: 3, seen: null, share: null },
            ],
          },
          {
            cohort: '2026-03-02',
            size: 0,
            periods: [
              { offset: 1, seen: 0, share: null },
              { offset: 2, seen: null, share: null },
              { offset: 3, seen: null, share: null },
            ],
          },
        ],
      },
    },
  };
}

export function buildUsageAnalytics(): TAdminUsageAnalyticsResponse {
  return {
    ...envelope,
    usage: {
      totals: { uploads: 4, assessments: 1, letters: 1, chatQuestions: 6 },
      series: [
        { bucket: '2026-02-23', uploads: 3, assessments: 1, letters: 1, chatQuestions: 4 },
        { bucket: '2026-03-02', uploads: 1, assessments: 0, letters: 0, chatQuestions: 2 },
      ],
      byPlan: [
        { planId: 'FREE_TRIAL', uploads: 1, assessments: 0, letters: 0, chatQuestions: 0 },
        { planId: 'ANALYSIS', uploads: 0, assessments: 0, letters: 0, chatQuestions: 0 },
        { planId: 'COMPLETE', uploads: 3, assessments: 1, letters: 1, chatQuestions: 6 },
        { planId: 'ATTORNEY', uploads: 0, assessments: 0, letters: 0, chatQuestions: 0 },
      ],
    },
  };
}

export function buildTrendsAnalytics(): TAdminTrendsAnalyticsResponse {
  const series = (values: number[]) => values.map((value, index) => ({ bucket: ['2026-02-23', '2026-03-02', '2026-03-09'][index]!, value }));
  return {
    ...envelope,
    trends: {
      previous: { from: '2026-02-08', to: '2026-02-28' },
      metrics: [
        { metric: 'signups', unit: 'count', value: 3, previous: 2, changePercent: 50, series: series([1, 1, 1]) },
        { metric: 'activeUsers', unit: 'count', value: 3, previous: 2, changePercent: 50, series: series([1, 2, 1]) },
        { metric: 'newSubscriptions', unit: 'count', value: 1, previous: 1, changePercent: 0, series: series([0, 1, 0]) },
        { metric: 'mrrCents', unit: 'cents', value: 500_00, previous: 100_00, changePercent: 400, series: series([100_00, 500_00, 500_00]) },
        { metric: 'netRevenueCents', unit: 'cents', value: 190_00, previous: 100_00, changePercent: 90, series: series([0, 190_00, 0]) },
        { metric: 'refundsCents', unit: 'cents', value: 10_00, previous: 0, changePercent: null, series: series([0, 10_00, 0]) },
        { metric: 'uploads', unit: 'count', value: 4, previous: 8, changePercent: -50, series: series([1, 2, 1]) },
        { metric: 'assessments', unit: 'count', value: 0, previous: 0, changePercent: 0, series: series([0, 0, 0]) },
        { metric: 'letters', unit: 'count', value: 0, previous: 0, changePercent: 0, series: series([0, 0, 0]) },
        { metric: 'chatQuestions', unit: 'count', value: 0, previous: 0, changePercent: 0, series: series([0, 0, 0]) },
      ],
    },
  };
}
