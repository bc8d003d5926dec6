import { z } from 'zod';
import { ANALYTICS_INTERVALS, analyticsRangeProblem, PAID_PLAN_IDS, PLAN_IDS } from '@acclaim/domain';

// Contracts of the admin analytics API (/admin/analytics/{revenue,users,usage,trends}). Money is in cents, dates
// are UTC calendar days written YYYY-MM-DD, and every series has one entry per bucket, zero where nothing happened.

// ---- the range every analytics request takes ---------------------------------------------------------------

/**
 * `from`/`to` are whole UTC days, both counted; left out they default to the last 90 days, by week. At most about
 * three years, and at most 400 buckets (a daily chart of a long range needs a weekly or monthly interval).
 */
export const ZAdminAnalyticsQuery = z
  .object({
    from: z.string().optional(),
    to: z.string().optional(),
    interval: z.enum(ANALYTICS_INTERVALS, { error: 'Choose day, week or month.' }).optional(),
  })
  .superRefine((query, ctx) => {
    const problem = analyticsRangeProblem(query);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type TAdminAnalyticsQuery = z.input<typeof ZAdminAnalyticsQuery>;

export const ZAdminAnalyticsRange = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(ANALYTICS_INTERVALS),
  /** Days in the range, both ends counted. */
  days: z.number().int(),
});
export type TAdminAnalyticsRange = z.infer<typeof ZAdminAnalyticsRange>;

/** What every analytics answer carries besides its figures. */
const analyticsEnvelope = {
  success: z.literal(true),
  range: ZAdminAnalyticsRange,
  generatedAt: z.string(),
};

/** A bucket is named by its first day; the first and last may reach past the range, but count only its days. */
const bucket = z.string();

// ---- revenue -----------------------------------------------------------------------------------------------

export const ZAdminRevenueBucket = z.object({
  bucket,
  /** Monthly recurring revenue at the end of the bucket (or now, for the bucket in progress), from the ledger. */
  mrrCents: z.number().int(),
  paymentsCents: z.number().int(),
  paymentCount: z.number().int(),
  refundsCents: z.number().int(),
  refundCount: z.number().int(),
  /** Payments less refunds. */
  netCents: z.number().int(),
});
export type TAdminRevenueBucket = z.infer<typeof ZAdminRevenueBucket>;

export const ZAdminRevenueByPlan = z.object({
  planId: z.enum(PAID_PLAN_IDS),
  /** Active subscriptions on the plan now. */
  subscriptions: z.number().int(),
  priceCents: z.number().int(),
  mrrCents: z.number().int(),
});
export type TAdminRevenueByPlan = z.infer<typeof ZAdminRevenueByPlan>;

export const ZAdminRevenueAnalytics = z.object({
  /** Now: active subscriptions × their plan's monthly price. */
  mrrCents: z.number().int(),
  activeSubscriptions: z.number().int(),
  byPlan: z.array(ZAdminRevenueByPlan),
  /** Over the whole range. */
  totals: z.object({
    paymentsCents: z.number().int(),
    paymentCount: z.number().int(),
    refundsCents: z.number().int(),
    refundCount: z.number().int(),
    netCents: z.number().int(),
  }),
  series: z.array(ZAdminRevenueBucket),
});
export type TAdminRevenueAnalytics = z.infer<typeof ZAdminRevenueAnalytics>;

export const ZAdminRevenueAnalyticsResponse = z.object({ ...analyticsEnvelope, revenue: ZAdminRevenueAnalytics });
export type TAdminRevenueAnalyticsResponse = z.infer<typeof ZAdminRevenueAnalyticsResponse>;

// ---- users -------------------------------------------------------------------------------------------------

export const ZAdminUsersBucket = z.object({
  bucket,
  signups: z.number().int(),
  /** Accounts that exist and had signed up by the end of the bucket. */
  totalUsers: z.number().int(),
  /** Of this bucket's sign-ups, those activated (see `activation.definition`). */
  activated: z.number().int(),
});
export type TAdminUsersBucket = z.infer<typeof ZAdminUsersBucket>;

export const ZAdminRetentionCohort = z.object({
  /** The first day of the week or month the cohort signed up in. */
  cohort: z.string(),
  size: z.number().int(),
  /**
   * For the 1st, 2nd, … period after the sign-up period: how many of the cohort were seen then and their share
   * (0-1). Both null for a period that has not begun yet.
   */
  periods: z.array(z.object({ offset: z.number().int(), seen: z.number().int().nullable(), share: z.number().nullable() })),
});
export type TAdminRetentionCohort = z.infer<typeof ZAdminRetentionCohort>;

export const ZAdminUsersAnalytics = z.object({
  /** Accounts now. */
  totalUsers: z.number().int(),
  byPlan: z.array(z.object({ planId: z.enum(PLAN_IDS), users: z.number().int() })),
  /** Sign-ups in the range, and how many of them activated. */
  signups: z.number().int(),
  activation: z.object({
    activated: z.number().int(),
    /** activated / signups, 0-1; null without sign-ups. */
    rate: z.number().nullable(),
    days: z.number().int(),
    definition: z.string(),
  }),
  series: z.array(ZAdminUsersBucket),
  retention: z.object({
    unit: z.enum(['week', 'month']),
    definition: z.string(),
    cohorts: z.array(ZAdminRetentionCohort),
  }),
});
export type TAdminUsersAnalytics = z.infer<typeof ZAdminUsersAnalytics>;

export const ZAdminUsersAnalyticsResponse = z.object({ ...analyticsEnvelope, users: ZAdminUsersAnalytics });
export type TAdminUsersAnalyticsResponse = z.infer<typeof ZAdminUsersAnalyticsResponse>;

// ---- usage -------------------------------------------------------------------------------------------------

export const USAGE_METRICS = ['uploads', 'assessments', 'letters', 'chatQuestions'] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];

const usageCounts = {
  /** Documents uploaded (and still kept). */
  uploads: z.number().int(),
  /** Eligibility assessments requested. */
  assessments: z.number().int(),
  /** Petition letters started. */
  letters: z.number().int(),
  /** Chat questions asked. */
  chatQuestions: z.number().int(),
};

export const ZAdminUsageBucket = z.object({ bucket, ...usageCounts });
export type TAdminUsageBucket = z.infer<typeof ZAdminUsageBucket>;

export const ZAdminUsageAnalytics = z.object({
  totals: z.object(usageCounts),
  series: z.array(ZAdminUsageBucket),
  /** The range's usage by the plan each account is on now (not the plan it was on at the time). */
  byPlan: z.array(z.object({ planId: z.enum(PLAN_IDS), ...usageCounts })),
});
export type TAdminUsageAnalytics = z.infer<typeof ZAdminUsageAnalytics>;

export const ZAdminUsageAnalyticsResponse = z.object({ ...analyticsEnvelope, usage: ZAdminUsageAnalytics });
export type TAdminUsageAnalyticsResponse = z.infer<typeof ZAdminUsageAnalyticsResponse>;

// ---- trends ------------------------------------------------------------------------------------------------

export const TREND_METRICS = [
  'signups',
  'activeUsers',
  'newSubscriptions',
  'mrrCents',
  'netRevenueCents',
  'refundsCents',
  'uploads',
  'assessments',
  'letters',
  'chatQuestions',
] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

export const ZAdminTrend = z.object({
  metric: z.enum(TREND_METRICS),
  unit: z.enum(['count', 'cents']),
  /** The range's figure: a total, or for MRR its value at the end of the range. */
  value: z.number().int(),
  /** The same figure for the range of equal length just before. */
  previous: z.number().int(),
  /** Percent, one decimal; null when the previous figure was zero and this one is not. */
  changePercent: z.number().nullable(),
  /** The range's figure per bucket, for the sparkline. */
  series: z.array(z.object({ bucket, value: z.number().int() })),
});
export type TAdminTrend = z.infer<typeof ZAdminTrend>;

export const ZAdminTrendsAnalytics = z.object({
  previous: z.object({ from: z.string(), to: z.string() }),
  metrics: z.array(ZAdminTrend),
});
export type TAdminTrendsAnalytics = z.infer<typeof ZAdminTrendsAnalytics>;

export const ZAdminTrendsAnalyticsResponse = z.object({ ...analyticsEnvelope, trends: ZAdminTrendsAnalytics });
export type TAdminTrendsAnalyticsResponse = z.infer<typeof ZAdminTrendsAnalyticsResponse>;
