import type { TAdminOverview } from '@acclaim/contracts';
import { PLANS, daysAfter } from '@acclaim/domain';
import { count, eq, gte } from 'drizzle-orm';
import { countFailedJobs } from '../../db/job-stats';
import { assessments, cases, documents, letters, subscriptions, users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';

/** The dashboard's key figures, counted fresh on each request. */
export async function getAdminOverview(deps: AppDeps, now = new Date()): Promise<TAdminOverview> {
  const { db } = deps.database;
  const [userCount, newSignups, activeByPlan, caseCount, documentCount, assessmentCount, letterCount, failedJobs] = await Promise.all([
    db.$count(users),
    db.$count(users, gte(users.createdAt, daysAfter(now, -30))),
    db.select({ planId: subscriptions.planId, count: count() }).from(subscriptions).where(eq(subscriptions.status, 'active')).groupBy(subscriptions.planId),
    db.$count(cases),
    db.$count(documents),
    db.$count(assessments),
    db.$count(letters),
    countFailedJobs(deps.database),
  ]);
  return {
    users: userCount,
    newSignupsLast30Days: newSignups,
    activeSubscriptions: activeByPlan.reduce((total, row) => total + row.count, 0),
    // The plan table holds monthly dollar prices; every subscription is monthly.
    mrrCents: activeByPlan.reduce((total, row) => total + row.count * Math.round(PLANS[row.planId].priceMonthly * 100), 0),
    cases: caseCount,
    documents: documentCount,
    assessments: assessmentCount,
    letters: letterCount,
    failedJobs,
    generatedAt: now.toISOString(),
  };
}
