import { and, eq, inArray, isNull, lt, lte, gt, or, sql } from 'drizzle-orm';
import { planPriceCents, daysAfter } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { emailNotifications, subscriptions, type BillingEventRow, type EmailNotificationKind, type EmailNotificationRow } from '../../db/schema/index';
import { runBesideTheAnswer } from '../../lib/beside-the-answer';
import { scheduleJob, sendNotificationsJob, workJob } from '../../jobs/definitions/index';
import type { AppDeps } from '../../lib/context';
import { renderNotification } from './render-notification';

/** A send that failed, or a sender that stopped, is tried again this long after; at most this many times. */
const RETRY_AFTER_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;
const BATCH = 50;
/** The renewal notice goes out this many days before the period ends. */
export const RENEWAL_NOTICE_DAYS = 3;

export interface NotificationToRecord {
  key: string;
  kind: EmailNotificationKind;
  userId: string;
  caseId?: string | null;
  subjectId: string;
  details?: Record<string, unknown>;
}

/**
 * Records an email owed for an event, in the transaction that commits the event: rolled back with it, and recorded
 * once however often the event is replayed (the key is unique). Sending comes after the commit.
 */
export async function recordNotification(tx: Db, notification: NotificationToRecord): Promise<void> {
  await tx
    .insert(emailNotifications)
    .values({ ...notification, caseId: notification.caseId ?? null, details: notification.details ?? null })
    .onConflictDoNothing({ target: emailNotifications.key });
}

const BILLING_EMAIL: Partial<Record<BillingEventRow['kind'], EmailNotificationKind>> = {
  payment: 'payment_receipt',
  plan_changed: 'plan_changed',
  cancel_scheduled: 'cancellation',
  refund: 'refund',
};

/** The email a new ledger row owes its account holder, if any: receipts, plan changes, cancellations, refunds. */
export async function recordBillingNotification(tx: Db, row: Pick<BillingEventRow, 'id' | 'kind' | 'userId'>): Promise<void> {
  const kind = BILLING_EMAIL[row.kind];
  if (!kind || !row.userId) return;
  await recordNotification(tx, { key: `billing:${row.id}`, kind, userId: row.userId, subjectId: row.id });
}

/**
 * Sends what is owed, beside whatever called it: after an event's transaction committed, the caller asks for its
 * emails and goes on. Tracked until it ends, so a shutdown waits for it; a failure is logged and tried again later.
 */
export function sendNotificationsSoon(deps: AppDeps): void {
  runBesideTheAnswer(() => deliverNotifications(deps).then(() => undefined), deps.logger, 'notifications: sending failed');
}

/**
 * Sends every email owed and not yet sent. Each row is claimed first (a conditional update, so two senders never
 * take the same row), rendered from the records as they are now, handed to the mailer and marked sent. A failed
 * send keeps the row for another try after RETRY_AFTER_MS; the event it follows is never touched.
 */
export async function deliverNotifications(deps: AppDeps, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const due = and(
    isNull(emailNotifications.sentAt),
    lt(emailNotifications.attempts, MAX_ATTEMPTS),
    or(isNull(emailNotifications.claimedAt), lt(emailNotifications.claimedAt, new Date(now.getTime() - RETRY_AFTER_MS))),
  );
  let sent = 0;
  for (;;) {
    const batch = db.select({ id: emailNotifications.id }).from(emailNotifications).where(due).orderBy(emailNotifications.createdAt).limit(BATCH);
    const claimed = await db
      .update(emailNotifications)
      .set({ claimedAt: new Date(), attempts: sql`${emailNotifications.attempts} + 1` })
      .where(and(due, inArray(emailNotifications.id, batch)))
      .returning();
    for (const row of claimed) if (await deliverOne(deps, row)) sent += 1;
    if (claimed.length < BATCH) return sent;
  }
}

async function deliverOne(deps: AppDeps, row: EmailNotificationRow): Promise<boolean> {
  const { db } = deps.database;
  const log = { notification: row.id, kind: row.kind, key: row.key };
  try {
    const rendered = await renderNotification(deps, row);
    if ('skip' in rendered) {
      // Nothing to say any more (the letter was deleted, the sender left the firm, the plan was resumed): closed unsent.
      await db
        .update(emailNotifications)
        .set({ sentAt: new Date(), claimedAt: null, lastError: `not sent: ${rendered.skip}` })
        .where(eq(emailNotifications.id, row.id));
      deps.logger.info({ ...log, reason: rendered.skip }, 'notifications: nothing to send');
      return false;
    }
    await deps.mailer.send(rendered.message);
    await db.update(emailNotifications).set({ sentAt: new Date(), claimedAt: null, lastError: null }).where(eq(emailNotifications.id, row.id));
    deps.logger.info(log, 'notifications: email sent');
    return true;
  } catch (error) {
    // The claim stays, so the row waits RETRY_AFTER_MS before the next try.
    const message = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
    await db
      .update(emailNotifications)
      .set({ lastError: message })
      .where(eq(emailNotifications.id, row.id))
      .catch(() => undefined);
    deps.logger.error({ ...log, err: error, attempts: row.attempts }, 'notifications: email not sent; it is tried again later');
    return false;
  }
}

/**
 * Records the notice owed before each renewal: live subscriptions that renew (not set to end) within
 * RENEWAL_NOTICE_DAYS. One per subscription and period, so running this again owes nothing more.
 */
export async function queueRenewalNotices(deps: AppDeps, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const soon = daysAfter(now, RENEWAL_NOTICE_DAYS);
  const renewing = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, soon),
      ),
    );
  for (const row of renewing) {
    await recordNotification(db, {
      key: `renewal:${row.id}:${row.currentPeriodEnd.toISOString()}`,
      kind: 'renewal_notice',
      userId: row.userId,
      subjectId: row.id,
      details: { periodEnd: row.currentPeriodEnd.toISOString(), planId: row.planId, priceCents: planPriceCents(row.planId) },
    });
  }
  return renewing.length;
}

/** Every ten minutes, on whichever worker takes it first: the renewal notices, then anything still owed. */
export async function registerNotificationWorker(deps: AppDeps) {
  await workJob(deps.jobs, sendNotificationsJob, async () => {
    await queueRenewalNotices(deps);
    const sent = await deliverNotifications(deps);
    if (sent > 0) deps.logger.info({ sent }, 'notifications: emails sent by the sweep');
  });
  await scheduleJob(deps.jobs, sendNotificationsJob, '*/10 * * * *');
}
