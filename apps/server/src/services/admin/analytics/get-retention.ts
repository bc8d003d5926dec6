import { sql } from 'drizzle-orm';
import type { TAdminRetentionCohort } from '@acclaim/contracts';
import { bucketStarts, cohortUnitFor, isoDateStart, nextBucketStart, RETENTION_COHORTS, RETENTION_PERIODS, type CohortUnit } from '@acclaim/domain';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { activitySince } from './activity-sql';
import { bucketOf, selectRows } from './analytics-sql';
import type { AnalyticsWindow } from './analytics-window';

/**
 * Retention by sign-up cohort: the latest RETENTION_COHORTS weeks (or months, for a monthly view) of the window,
 * each followed for RETENTION_PERIODS later periods. A cohort is everyone who signed up in that whole week or
 * month; a period counts those of them seen in it (ACTIVITY_DEFINITION), up to now.
 */
export async function getRetention(db: Db, window: AnalyticsWindow): Promise<{ unit: CohortUnit; cohorts: TAdminRetentionCohort[] }> {
  const unit = cohortUnitFor(window.interval);
  const starts = bucketStarts(window.from, window.to, unit).slice(-RETENTION_COHORTS);
  const firstAt = isoDateStart(starts[0]!).toISOString();
  const endAt = isoDateStart(nextBucketStart(starts.at(-1)!, unit)).toISOString();
  const cohortOf = bucketOf(users.createdAt, unit);

  const [sizes, seen] = await Promise.all([
    selectRows<{ cohort: unknown; size: unknown }>(
      db,
      sql`select ${cohortOf} as "cohort", count(*)::float8 as "size" from ${users}
          where ${users.createdAt} >= ${firstAt}::timestamptz and ${users.createdAt} < ${endAt}::timestamptz group by 1`,
    ),
    selectRows<{ cohort: unknown; period: unknown; seen: unknown }>(
      db,
      sql`
        with members as (
          select ${users.id} as user_id, ${cohortOf} as cohort from ${users}
          where ${users.createdAt} >= ${firstAt}::timestamptz and ${users.createdAt} < ${endAt}::timestamptz
        ),
        visits as (
          select distinct members.user_id, members.cohort, ${bucketOf(sql`activity.at`, unit)} as period
          from members join ${activitySince(firstAt)} on activity.user_id = members.user_id
        )
        select cohort as "cohort", period as "period", count(*)::float8 as "seen" from visits where period > cohort group by 1, 2`,
    ),
  ]);

  const sizeOf = new Map(sizes.map((row) => [String(row.cohort), Number(row.size)]));
  const seenIn = new Map(seen.map((row) => [`${String(row.cohort)} ${String(row.period)}`, Number(row.seen)]));
  const periods = RETENTION_PERIODS[unit];
  return {
    unit,
    cohorts: starts.map((cohort) => {
      const size = sizeOf.get(cohort) ?? 0;
      let period = cohort;
      return {
        cohort,
        size,
        periods: Array.from({ length: periods }, (_, index) => {
          period = nextBucketStart(period, unit);
          const offset = index + 1;
          if (isoDateStart(period) > window.now) return { offset, seen: null, share: null };
          const count = seenIn.get(`${cohort} ${period}`) ?? 0;
          return { offset, seen: count, share: size > 0 ? count / size : null };
        }),
      };
    }),
  };
}
