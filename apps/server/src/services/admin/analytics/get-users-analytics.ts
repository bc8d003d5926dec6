import { count } from 'drizzle-orm';
import type { TAdminUsersAnalytics } from '@acclaim/contracts';
import { ACTIVATION_DAYS, ACTIVATION_DEFINITION, ACTIVITY_DEFINITION, PLAN_IDS, runningTotals } from '@acclaim/domain';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { sum } from './analytics-sql';
import type { AnalyticsWindow } from './analytics-window';
import { getRetention } from './get-retention';
import { activatedPerBucket, signupsPerBucket, usersBefore } from './metric-series';

/**
 * Sign-ups, the running total of accounts, activation and retention by cohort over the window, and accounts by
 * plan now. Deleted accounts are gone from the users table, so the running total counts the accounts that remain.
 */
export async function getUsersAnalytics(db: Db, window: AnalyticsWindow): Promise<TAdminUsersAnalytics> {
  const [totalUsers, byPlanRows, signups, activated, before, retention] = await Promise.all([
    db.$count(users),
    db.select({ planId: users.planId, count: count() }).from(users).groupBy(users.planId),
    signupsPerBucket(db, window),
    activatedPerBucket(db, window),
    usersBefore(db, window),
    getRetention(db, window),
  ]);
  const totals = runningTotals(signups, before);
  const signupCount = sum(signups);
  const activatedCount = sum(activated);
  return {
    totalUsers,
    byPlan: PLAN_IDS.map((planId) => ({ planId, users: byPlanRows.find((row) => row.planId === planId)?.count ?? 0 })),
    signups: signupCount,
    activation: {
      activated: activatedCount,
      rate: signupCount > 0 ? activatedCount / signupCount : null,
      days: ACTIVATION_DAYS,
      definition: ACTIVATION_DEFINITION,
    },
    series: window.starts.map((bucket, index) => ({ bucket, signups: signups[index]!, totalUsers: totals[index]!, activated: activated[index]! })),
    retention: { ...retention, definition: ACTIVITY_DEFINITION },
  };
}
