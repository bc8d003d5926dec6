import { sql } from 'drizzle-orm';
import { USAGE_METRICS, type TAdminUsageAnalytics, type UsageMetric } from '@acclaim/contracts';
import { PLAN_IDS } from '@acclaim/domain';
import type { Db } from '../../../db/client';
import { assessments, cases, chatUsage, documents, letters, users } from '../../../db/schema/index';
import { dayStart, perGroup, sum } from './analytics-sql';
import type { AnalyticsWindow } from './analytics-window';
import { usagePerBucket } from './metric-series';

/**
 * The window's usage by the plan each account is on now: the ledger could tell the plan at the time, but the
 * question staff ask here is which plans' customers use what, so the current plan is used (and said on screen).
 */
async function usageByPlan(db: Db, window: AnalyticsWindow): Promise<Record<UsageMetric, Map<string, number>>> {
  const plan = sql`${users.planId}`;
  const [uploads, requested, started, asked] = await Promise.all([
    perGroup(db, window, {
      at: documents.createdAt,
      group: plan,
      from: sql`${documents} join ${cases} on ${cases.id} = ${documents.caseId} join ${users} on ${users.id} = ${cases.ownerId}`,
      value: sql`count(*)`,
    }),
    perGroup(db, window, {
      at: assessments.createdAt,
      group: plan,
      from: sql`${assessments} join ${users} on ${users.id} = ${assessments.requestedBy}`,
      value: sql`count(*)`,
    }),
    perGroup(db, window, {
      at: letters.createdAt,
      group: plan,
      from: sql`${letters} join ${users} on ${users.id} = ${letters.requestedBy}`,
      value: sql`count(*)`,
    }),
    perGroup(db, window, {
      at: dayStart(chatUsage.day),
      group: plan,
      from: sql`${chatUsage} join ${users} on ${users.id} = ${chatUsage.userId}`,
      value: sql`sum(${chatUsage.queries})`,
    }),
  ]);
  return { uploads, assessments: requested, letters: started, chatQuestions: asked };
}

/** Uploads, assessments, letters and chat questions per bucket, in total, and by current plan. */
export async function getUsageAnalytics(db: Db, window: AnalyticsWindow): Promise<TAdminUsageAnalytics> {
  const [series, byPlan] = await Promise.all([usagePerBucket(db, window), usageByPlan(db, window)]);
  const counts = (pick: (metric: UsageMetric) => number) =>
    Object.fromEntries(USAGE_METRICS.map((metric) => [metric, pick(metric)])) as Record<UsageMetric, number>;
  return {
    totals: counts((metric) => sum(series[metric])),
    series: window.starts.map((bucket, index) => ({ bucket, ...counts((metric) => series[metric][index]!) })),
    byPlan: PLAN_IDS.map((planId) => ({ planId, ...counts((metric) => byPlan[metric].get(planId) ?? 0) })),
  };
}
