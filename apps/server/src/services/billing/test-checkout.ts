import { and, eq } from 'drizzle-orm';
import { planName, planPriceCents } from '@acclaim/domain';
import type { TTestCheckoutPayRequest, TTestCheckoutSession } from '@acclaim/contracts';
import { testCheckoutEvents } from '../../adapters/payments/test-provider';
import { checkoutSessions, type CheckoutSessionRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { applyBillingEvent } from './apply-billing-event';
import { assertMayHoldPlan } from './attorney-plan';
import { findCreditCents, findCustomerId, findLiveSubscription } from './find-subscription';
import { sendNotificationsSoon } from '../notifications/email-notifications';

/** The test-mode checkout page's session; only its owner sees it, and only while payments are in test mode. */
export async function getTestCheckout(deps: AppDeps, user: UserRow, checkoutId: string, now = new Date()): Promise<TTestCheckoutSession> {
  const row = await findOwnTestCheckout(deps, user, checkoutId);
  return present(row, user, await findCreditCents(deps.database.db, user.id), now);
}

/**
 * Pays a test checkout with one of the two test cards. The paying card starts the subscription through the same
 * events a Stripe webhook brings; the declined card changes nothing and says so.
 */
export async function payTestCheckout(deps: AppDeps, user: UserRow, checkoutId: string, request: TTestCheckoutPayRequest, now = new Date()): Promise<string> {
  const { db } = deps.database;
  const row = await findOwnTestCheckout(deps, user, checkoutId);
  assertOpen(row, now);
  if (request.card === 'declined') {
    throw new AppError('PAYMENT_DECLINED', {
      message: 'Your card was declined (test card 4000 0000 0000 0002). No payment was taken; try the other test card.',
    });
  }
  if (await findLiveSubscription(db, user.id)) {
    throw new AppError('CONFLICT', { message: 'You already have a paid plan. Change it on the Billing page.' });
  }
  // The session is claimed before anything is applied, so a double click pays once. The plan is checked again as it
  // is claimed: bar details removed since the checkout opened make the attorney plan unavailable here too.
  const claimed = await db.transaction(async (tx) => {
    await assertMayHoldPlan(tx, user.id, row.planId);
    return tx
      .update(checkoutSessions)
      .set({ status: 'complete', completedAt: now })
      .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'open')))
      .returning();
  });
  if (claimed.length === 0) throw new AppError('CONFLICT', { message: 'This checkout is already paid.' });
  const events = testCheckoutEvents({
    checkoutId: row.id,
    userId: user.id,
    customerId: await findCustomerId(db, user.id, 'test'),
    planId: row.planId,
    creditCents: await findCreditCents(db, user.id),
    now,
  });
  try {
    for (const event of events) await applyBillingEvent(db, event, deps.logger);
  } catch (error) {
    // Nothing was charged in test mode; the page may be paid again once the database answers.
    await db.update(checkoutSessions).set({ status: 'open', completedAt: null }).where(eq(checkoutSessions.id, row.id));
    throw error;
  }
  // The receipt, once the payment is committed; sent beside the answer, so a mail failure cannot undo the payment.
  sendNotificationsSoon(deps);
  return `${deps.env.APP_URL}/billing/success?session_id=${row.providerSessionId ?? row.id}`;
}

export async function cancelTestCheckout(deps: AppDeps, user: UserRow, checkoutId: string): Promise<string> {
  const row = await findOwnTestCheckout(deps, user, checkoutId);
  await deps.database.db
    .update(checkoutSessions)
    .set({ status: 'canceled' })
    .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'open')));
  return `${deps.env.APP_URL}/billing/cancel`;
}

async function findOwnTestCheckout(deps: AppDeps, user: UserRow, checkoutId: string): Promise<CheckoutSessionRow> {
  const notFound = new AppError('NOT_FOUND', { message: 'Checkout not found.' });
  if (deps.payments.kind !== 'test' || !/^[0-9a-f-]{36}$/i.test(checkoutId)) throw notFound;
  const [row] = await deps.database.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.userId, user.id), eq(checkoutSessions.provider, 'test')));
  if (!row) throw notFound;
  return row;
}

function assertOpen(row: CheckoutSessionRow, now: Date) {
  const status = statusOf(row, now);
  if (status === 'open') return;
  const why = { complete: 'This checkout is already paid.', canceled: 'This checkout was canceled.', expired: 'This checkout has expired.' }[status];
  throw new AppError('CONFLICT', { message: `${why} Start again from the Billing page.` });
}

function statusOf(row: CheckoutSessionRow, now: Date): TTestCheckoutSession['status'] {
  return row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;
}

function present(row: CheckoutSessionRow, user: UserRow, creditCents: number, now: Date): TTestCheckoutSession {
  const price = planPriceCents(row.planId);
  const credit = Math.min(Math.max(creditCents, 0), price);
  return {
    id: row.id,
    planId: row.planId,
    planName: planName(row.planId),
    amountCents: price - credit,
    creditCents: credit,
    email: user.email,
    status: statusOf(row, now),
    expiresAt: row.expiresAt.toISOString(),
  };
}
