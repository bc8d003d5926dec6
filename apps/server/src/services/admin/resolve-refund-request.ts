import { ZDeclineRefundBody, ZGrantRefundBody, type TAdminRefundRequest, type TDeclineRefundBody, type TGrantRefundBody } from '@acclaim/contracts';
import { formatCents, planName } from '@acclaim/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingEvents, refundRequests, subscriptions, users, type RefundRequestRow, type SubscriptionRow } from '../../db/schema/index';
import type { AdminAuthContext } from '../../lib/auth/admin-guard';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { applyBillingEvent } from '../billing/apply-billing-event';
import { findCustomerId, findLiveSubscription, toCurrentSubscription } from '../billing/find-subscription';
import { sendNotificationsSoon } from '../notifications/email-notifications';
import { getAdminRefundRequest, isRefundRequestId, REFUND_REQUEST_NOT_FOUND } from './find-refund-requests';
import { adminActor } from './manage-user-access';
import { recordAdminAction } from './record-admin-action';

export interface RefundRequestChange {
  message: string;
  refundRequest: TAdminRefundRequest;
}

const PROVIDER_NAMES = { test: 'test mode', stripe: 'Stripe' } as const;
const day = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Locks the request for the whole action, so a second click (or a second staff member) waits for the first and then
 * finds it resolved: 409, and nothing is refunded twice.
 */
async function lockOpenRequest(tx: Db, requestId: string): Promise<RefundRequestRow> {
  const [row] = isRefundRequestId(requestId) ? await tx.select().from(refundRequests).where(eq(refundRequests.id, requestId)).for('update') : [];
  if (!row) throw new AppError('NOT_FOUND', { message: REFUND_REQUEST_NOT_FOUND });
  if (row.status !== 'requested') {
    const [resolver] = row.resolvedById ? await tx.select({ email: users.email }).from(users).where(eq(users.id, row.resolvedById)) : [];
    const when = row.resolvedAt ? ` on ${day(row.resolvedAt)}` : '';
    throw new AppError('CONFLICT', {
      message: `This request was already ${row.status}${when}${resolver ? ` by ${resolver.email}` : ''}. Nothing was changed.`,
    });
  }
  return row;
}

const subscriptionState = (row: SubscriptionRow | null) =>
  row && { id: row.id, planId: row.planId, status: row.status, cancelAtPeriodEnd: row.cancelAtPeriodEnd, currentPeriodEnd: row.currentPeriodEnd.toISOString() };

/**
 * Ends the running subscription at once, as the guarantee's full refund implies: the refunded payment paid for the
 * period, so the plan does not run on unpaid, nor renew and charge again. The account falls to the Free Trial
 * limits and keeps everything it holds (terms §5: data stays when a paid plan ends). A provider refusal here does
 * not undo the refund already made; it is reported so staff can end the plan at the provider.
 */
async function endSubscription(deps: AppDeps, tx: Db, live: SubscriptionRow, now: Date): Promise<string | null> {
  if (live.provider !== deps.payments.kind) {
    return `The ${planName(live.planId)} subscription is held by ${PROVIDER_NAMES[live.provider]}, but payments now run in ${PROVIDER_NAMES[deps.payments.kind]}; end it there.`;
  }
  let events;
  try {
    events = await deps.payments.endNow(toCurrentSubscription(live), now);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.logger.error({ err: error, subscription: live.providerSubscriptionId }, 'admin: refunded, but the subscription could not be ended');
    return `The ${planName(live.planId)} subscription could not be ended: ${error.message}`;
  }
  for (const event of events) await applyBillingEvent(tx, event, deps.logger);
  return null;
}

/**
 * Refunds the payment a money-back request covers, in full, through the payment provider, and ends the running
 * subscription at once. The provider's answer goes through `applyBillingEvent` like any other event (the ledger's
 * refund, the plan); the request then records who refunded it and the note, and the audit log the change.
 */
export async function grantRefundRequest(
  deps: AppDeps,
  auth: AdminAuthContext,
  requestId: string,
  body: TGrantRefundBody = {},
  now = new Date(),
): Promise<RefundRequestChange> {
  const note = ZGrantRefundBody.parse(body).note || null;
  const { db } = deps.database;
  // The provider is called inside the transaction, holding the request's lock: a repeated call waits and is refused,
  // and should anything after the refund fail, the retry repeats the refund's idempotency key and is answered with
  // the same refund rather than a second one.
  const outcome = await db.transaction(async (tx) => {
    const request = await lockOpenRequest(tx, requestId);
    const [payment] = await tx.select().from(billingEvents).where(eq(billingEvents.id, request.paymentEventId));
    if (!payment?.providerRef)
      throw new AppError('CONFLICT', {
        message: 'The payment this request covers has no reference at the payment provider, so it cannot be refunded from here.',
      });
    if (payment.provider !== deps.payments.kind) {
      throw new AppError('CONFLICT', {
        message: `This payment was taken in ${PROVIDER_NAMES[payment.provider]}, but payments now run in ${PROVIDER_NAMES[deps.payments.kind]}. Refund it there; nothing was changed.`,
      });
    }
    const customerId = await findCustomerId(tx, request.userId, payment.provider);
    if (!customerId) throw new AppError('CONFLICT', { message: 'The account has no customer at the payment provider, so nothing can be refunded from here.' });
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.userId));
    const live = await findLiveSubscription(tx, request.userId);

    const refundEvents = await deps.payments.refund({
      paymentRef: payment.providerRef,
      customerId,
      amountCents: request.amountCents,
      currency: payment.currency,
      idempotencyKey: `refund-request-${request.id}`,
      metadata: { refundRequestId: request.id, userId: request.userId, resolvedBy: auth.user.email },
      now,
    });
    for (const event of refundEvents) await applyBillingEvent(tx, event, deps.logger);
    const endFailure = live ? await endSubscription(deps, tx, live, now) : null;

    await tx
      .update(refundRequests)
      .set({ status: 'refunded', resolvedAt: now, resolvedById: auth.user.id, staffNote: note })
      .where(eq(refundRequests.id, request.id));
    const refund = refundEvents.find((event) => event.type === 'refund.succeeded');
    const [liveAfter] = live ? await tx.select().from(subscriptions).where(eq(subscriptions.id, live.id)) : [];
    await recordAdminAction(tx, {
      log: deps.logger,
      actor: adminActor(auth),
      action: 'refund_request.refund',
      target: { type: 'refund_request', id: request.id },
      before: { status: request.status, userId: request.userId, amountCents: request.amountCents, subscription: subscriptionState(live) },
      after: {
        status: 'refunded',
        userId: request.userId,
        amountCents: request.amountCents,
        refundRef: refund?.type === 'refund.succeeded' ? refund.refundRef : null,
        staffNote: note,
        subscription: subscriptionState(liveAfter ?? null),
        ...(endFailure ? { subscriptionEndFailure: endFailure } : {}),
      },
    });
    return { email: account?.email ?? 'the account', amountCents: request.amountCents, live, endFailure };
  });

  // The refund's email, now that the refund is committed.
  sendNotificationsSoon(deps);
  const refunded = `Refunded ${formatCents(outcome.amountCents)} to ${outcome.email}.`;
  const plan = outcome.live
    ? outcome.endFailure
      ? ` ${outcome.endFailure}`
      : ` Their ${planName(outcome.live.planId)} plan ended now; everything they uploaded stays in their account.`
    : '';
  return { message: `${refunded}${plan}`, refundRequest: await getAdminRefundRequest(db, requestId, now) };
}

/** Declines a money-back request with the staff member's note of why; nothing moves at the provider. */
export async function declineRefundRequest(
  deps: AppDeps,
  auth: AdminAuthContext,
  requestId: string,
  body: TDeclineRefundBody,
  now = new Date(),
): Promise<RefundRequestChange> {
  const { note } = ZDeclineRefundBody.parse(body);
  const { db } = deps.database;
  const email = await db.transaction(async (tx) => {
    const request = await lockOpenRequest(tx, requestId);
    await tx
      .update(refundRequests)
      .set({ status: 'declined', resolvedAt: now, resolvedById: auth.user.id, staffNote: note })
      .where(eq(refundRequests.id, request.id));
    await recordAdminAction(tx, {
      log: deps.logger,
      actor: adminActor(auth),
      action: 'refund_request.decline',
      target: { type: 'refund_request', id: request.id },
      before: { status: request.status, userId: request.userId, amountCents: request.amountCents, staffNote: request.staffNote },
      after: { status: 'declined', userId: request.userId, amountCents: request.amountCents, staffNote: note },
    });
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.userId));
    return account?.email ?? 'the account';
  });
  return {
    message: `Declined the money-back request of ${email}. Nothing was refunded; their plan is unchanged.`,
    refundRequest: await getAdminRefundRequest(db, requestId, now),
  };
}
