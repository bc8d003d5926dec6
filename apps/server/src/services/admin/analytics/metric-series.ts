import { sql } from 'drizzle-orm';
import { ACTIVATION_DAYS, planPriceCents, type PlanId } from '@acclaim/domain';
import type { Db } from '../../../db/client';
import { assessments, billingEvents, cases, chatUsage, documents, letters, users } from '../../../db/schema/index';
import { activitySince } from './activity-sql';
import { bucketOf, dayStart, inWindow, perBucket, selectRows } from './analytics-sql';
import { bucketMoments, type AnalyticsWindow } from './analytics-window';

// One function per figure that is charted over time, each answering one value per bucket of the window. The
// analytics screens and the trends comparison both read these, so a figure means the same thing everywhere.

export async function signupsPerBucket(db: Db, window: AnalyticsWindow) {
  return (await perBucket(db, window, { at: users.createdAt, from: sql`${users}`, values: { signups: sql`count(*)` } })).signups;
}

/** Of each bucket's sign-ups, those that uploaded a document within ACTIVATION_DAYS of signing up. */
export async function activatedPerBucket(db: Db, window: AnalyticsWindow) {
  const uploadedSoon = sql`exists (
    select 1 from ${documents} join ${cases} on ${cases.id} = ${documents.caseId}
    where ${cases.ownerId} = ${users.id}
      and ${documents.createdAt} < ${users.createdAt} + make_interval(days => ${sql.raw(String(ACTIVATION_DAYS))})
  )`;
  return (await perBucket(db, window, { at: users.createdAt, from: sql`${users}`, where: uploadedSoon, values: { activated: sql`count(*)` } })).activated;
}

/** Accounts that signed up before the window and still exist: the base the running total of users starts from. */
export async function usersBefore(db: Db, window: AnalyticsWindow): Promise<number> {
  const [row] = await selectRows<{ count: unknown }>(
    db,
    sql`select count(*)::float8 as "count" from ${users} where ${users.createdAt} < ${window.startAt}::timestamptz`,
  );
  return Number(row?.count ?? 0);
}

/** Money in and out per bucket from the billing ledger: payments, refunds, their counts and the net. */
export async function moneyPerBucket(db: Db, window: AnalyticsWindow) {
  const series = await perBucket(db, window, {
    at: billingEvents.occurredAt,
    from: sql`${billingEvents}`,
    where: sql`${billingEvents.kind} in ('payment', 'refund')`,
    values: {
      paymentsCents: sql`sum(${billingEvents.amountCents}) filter (where ${billingEvents.kind} = 'payment')`,
      paymentCount: sql`count(*) filter (where ${billingEvents.kind} = 'payment')`,
      refundsCents: sql`sum(${billingEvents.amountCents}) filter (where ${billingEvents.kind} = 'refund')`,
      refundCount: sql`count(*) filter (where ${billingEvents.kind} = 'refund')`,
    },
  });
  return { ...series, netCents: series.paymentsCents.map((paid, index) => paid - series.refundsCents[index]!) };
}

export async function newSubscriptionsPerBucket(db: Db, window: AnalyticsWindow) {
  return (
    await perBucket(db, window, {
      at: billingEvents.occurredAt,
      from: sql`${billingEvents}`,
      where: sql`${billingEvents.kind} = 'subscription_started'`,
      values: { started: sql`count(*)` },
    })
  ).started;
}

/**
 * MRR at the end of each bucket, rebuilt from the billing ledger: at each moment, each subscriber's newest
 * `subscription_started` / `plan_changed` / `subscription_ended` entry before it says which plan they were paying
 * for (an ended one counts nothing), and each plan counts its monthly price from packages/domain plans. Entries are
 * keyed by account (or, once an account is deleted, by the provider's subscription id kept in `details`). A
 * subscription that is past due still counts until the provider ends it, as the ledger records no in-between state.
 */
export async function mrrPerBucket(db: Db, window: AnalyticsWindow): Promise<number[]> {
  const moments = bucketMoments(window);
  const rows = await selectRows<{ bucket: unknown; plan_id: unknown; subscriptions: unknown }>(
    db,
    sql`
      with points as (
        select point.bucket, point.at::timestamptz as at
        from unnest(string_to_array(${window.starts.join(',')}, ','), string_to_array(${moments.map((m) => m.toISOString()).join(',')}, ',')) as point(bucket, at)
      ),
      ledger as (
        select coalesce(${billingEvents.userId}::text, ${billingEvents.details} ->> 'subscription') as holder,
               ${billingEvents.kind} as kind, ${billingEvents.planId} as plan_id, ${billingEvents.occurredAt} as occurred_at
        from ${billingEvents}
        where ${billingEvents.kind} in ('subscription_started', 'plan_changed', 'subscription_ended')
          and ${billingEvents.occurredAt} < ${window.endAt}::timestamptz
      )
      select points.bucket as "bucket", latest.plan_id as "plan_id", count(*)::float8 as "subscriptions"
      from points
      cross join lateral (
        select distinct on (ledger.holder) ledger.kind, ledger.plan_id
        from ledger
        where ledger.occurred_at < points.at
        order by ledger.holder, ledger.occurred_at desc, (ledger.kind = 'subscription_ended') desc
      ) as latest
      where latest.kind <> 'subscription_ended' and latest.plan_id is not null
      group by 1, 2`,
  );
  const byBucket = new Map<string, number>();
  for (const row of rows) {
    const bucket = String(row.bucket);
    byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + Number(row.subscriptions) * planPriceCents(row.plan_id as PlanId));
  }
  return window.starts.map((start) => byBucket.get(start) ?? 0);
}

/** The window's usage per bucket: uploads kept, assessments requested, letters started, chat questions asked. */
export async function usagePerBucket(db: Db, window: AnalyticsWindow) {
  const [uploads, requested, started, asked] = await Promise.all([
    perBucket(db, window, { at: documents.createdAt, from: sql`${documents}`, values: { value: sql`count(*)` } }),
    perBucket(db, window, { at: assessments.createdAt, from: sql`${assessments}`, values: { value: sql`count(*)` } }),
    perBucket(db, window, { at: letters.createdAt, from: sql`${letters}`, values: { value: sql`count(*)` } }),
    perBucket(db, window, { at: dayStart(chatUsage.day), from: sql`${chatUsage}`, values: { value: sql`sum(${chatUsage.queries})` } }),
  ]);
  return { uploads: uploads.value, assessments: requested.value, letters: started.value, chatQuestions: asked.value };
}

/** Distinct accounts seen in each bucket and in the whole window (not the sum: one account is seen in many). */
export async function activeUsers(db: Db, window: AnalyticsWindow): Promise<{ series: number[]; total: number }> {
  const activity = activitySince(window.startAt);
  const [perBucketRows, [total]] = await Promise.all([
    selectRows<{ bucket: unknown; count: unknown }>(
      db,
      sql`select ${bucketOf(sql`activity.at`, window.interval)} as "bucket", count(distinct activity.user_id)::float8 as "count"
          from ${activity} where ${inWindow(sql`activity.at`, window)} group by 1`,
    ),
    selectRows<{ count: unknown }>(
      db,
      sql`select count(distinct activity.user_id)::float8 as "count" from ${activity} where ${inWindow(sql`activity.at`, window)}`,
    ),
  ]);
  const byBucket = new Map(perBucketRows.map((row) => [String(row.bucket), Number(row.count)]));
  return { series: window.starts.map((start) => byBucket.get(start) ?? 0), total: Number(total?.count ?? 0) };
}
