import { count, eq } from 'drizzle-orm';
import type { TAdminRevenueAnalytics } from '@acclaim/contracts';
import { PAID_PLAN_IDS, planPriceCents } from '@acclaim/domain';
import type { Db } from '../../../db/client';
import { subscriptions } from '../../../db/schema/index';
import { sum } from './analytics-sql';
import type { AnalyticsWindow } from './analytics-window';
import { moneyPerBucket, mrrPerBucket } from './metric-series';

/** MRR now and by plan, MRR over the window from the ledger, and payments, refunds and net revenue per bucket. */
export async function getRevenueAnalytics(db: Db, window: AnalyticsWindow): Promise<TAdminRevenueAnalytics> {
  const [activeByPlan, money, mrr] = await Promise.all([
    db.select({ planId: subscriptions.planId, count: count() }).from(subscriptions).where(eq(subscriptions.status, 'active')).groupBy(subscriptions.planId),
    moneyPerBucket(db, window),
    mrrPerBucket(db, window),
  ]);
  // Every paid plan is listed, with zero where nobody is on it, so the chart keeps its shape.
  const byPlan = PAID_PLAN_IDS.map((planId) => {
    const active = activeByPlan.find((row) => row.planId === planId)?.count ?? 0;
    return { planId, subscriptions: active, priceCents: planPriceCents(planId), mrrCents: active * planPriceCents(planId) };
  });
  return {
    mrrCents: sum(byPlan.map((plan) => plan.mrrCents)),
    activeSubscriptions: sum(byPlan.map((plan) => plan.subscriptions)),
    byPlan,
    totals: {
      paymentsCents: sum(money.paymentsCents),
      paymentCount: sum(money.paymentCount),
      refundsCents: sum(money.refundsCents),
      refundCount: sum(money.refundCount),
      netCents: sum(money.netCents),
    },
    series: window.starts.map((bucket, index) => ({
      bucket,
      mrrCents: mrr[index]!,
      paymentsCents: money.paymentsCents[index]!,
      paymentCount: money.paymentCount[index]!,
      refundsCents: money.refundsCents[index]!,
      refundCount: money.refundCount[index]!,
      netCents: money.netCents[index]!,
    })),
  };
}
