import { and, eq, ne } from 'drizzle-orm';
import { planName, type PlanId } from '@acclaim/domain';
import { billingCustomers, billingEvents, checkoutSessions, processedBillingEvents, refundRequests, subscriptions, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { BillingEvent, PaymentProviderKind, ProviderSubscription } from '../../adapters/payments/payment-provider';
import type { Logger } from '../../lib/logger';
import { recordBillingNotification } from '../notifications/email-notifications';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Applies one provider event to our records, in one transaction. Each event id is recorded the first time; a replay
 * (Stripe retries, a webhook that repeats what an API answer already applied) finds it and changes nothing.
 * Only these events change `users.plan_id`, so every limit follows the subscription and nothing else.
 * A ledger row the customer is told about (a payment, a plan change, a cancellation, a refund) records its email in
 * the same transaction; the caller sends it once the transaction has committed (`sendNotificationsSoon`).
 */
export async function applyBillingEvent(db: Db, event: BillingEvent, logger?: Logger): Promise<{ isDuplicate: boolean }> {
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(processedBillingEvents)
      .values({ provider: event.provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: processedBillingEvents.eventId });
    if (first.length === 0) return { isDuplicate: true };

    switch (event.type) {
      case 'checkout.completed': {
        await linkCustomer(tx, event.provider, event.userId, event.customerId);
        await tx
          .update(checkoutSessions)
          .set({ status: 'complete', completedAt: event.occurredAt })
          .where(and(eq(checkoutSessions.id, event.checkoutId), eq(checkoutSessions.userId, event.userId)));
        break;
      }
      case 'subscription.updated':
        await syncSubscription(tx, event.provider, event.subscription, event.occurredAt, logger);
        break;
      case 'payment.succeeded':
        await recordPayment(tx, event);
        break;
      case 'payment.failed':
        await recordFailedPayment(tx, event);
        break;
      case 'refund.succeeded':
        await recordRefund(tx, event);
        break;
      case 'credit.adjusted':
        await recordCredit(tx, event);
        break;
      case 'ignored':
        break;
    }
    return { isDuplicate: false };
  });
}

type EventOf<T extends BillingEvent['type']> = Extract<BillingEvent, { type: T }>;

async function recordPayment(tx: Tx, event: EventOf<'payment.succeeded'>) {
  const userId = await userOfCustomer(tx, event.provider, event.customerId);
  const recorded = await tx
    .insert(billingEvents)
    .values({
      userId,
      kind: 'payment',
      provider: event.provider,
      providerRef: event.paymentRef,
      planId: userId ? await currentPlanId(tx, userId) : null,
      amountCents: event.amountCents,
      currency: event.currency,
      description: event.description,
      periodStart: event.periodStart,
      periodEnd: event.periodEnd,
      receiptUrl: event.receiptUrl,
      occurredAt: event.occurredAt,
    })
    .onConflictDoNothing()
    .returning();
  for (const row of recorded) await recordBillingNotification(tx, row);
}

async function recordFailedPayment(tx: Tx, event: EventOf<'payment.failed'>) {
  const userId = await userOfCustomer(tx, event.provider, event.customerId);
  await tx
    .insert(billingEvents)
    .values({
      userId,
      kind: 'payment_failed',
      provider: event.provider,
      providerRef: event.paymentRef,
      amountCents: event.amountCents,
      currency: event.currency,
      description: event.reason,
      occurredAt: event.occurredAt,
    })
    .onConflictDoNothing();
}

/** Records the refund and settles the account's open refund request with it. */
async function recordRefund(tx: Tx, event: EventOf<'refund.succeeded'>) {
  const userId = await userOfCustomer(tx, event.provider, event.customerId);
  const recorded = await tx
    .insert(billingEvents)
    .values({
      userId,
      kind: 'refund',
      provider: event.provider,
      providerRef: event.refundRef,
      amountCents: event.amountCents,
      currency: event.currency,
      description: 'Refund',
      occurredAt: event.occurredAt,
      details: { paymentRef: event.paymentRef },
    })
    .onConflictDoNothing()
    .returning();
  for (const row of recorded) await recordBillingNotification(tx, row);
  if (userId) {
    await tx
      .update(refundRequests)
      .set({ status: 'refunded', resolvedAt: event.occurredAt })
      .where(and(eq(refundRequests.userId, userId), eq(refundRequests.status, 'requested')));
  }
}

async function recordCredit(tx: Tx, event: EventOf<'credit.adjusted'>) {
  const userId = await userOfCustomer(tx, event.provider, event.customerId);
  await tx.insert(billingEvents).values({
    userId,
    kind: 'credit',
    provider: event.provider,
    amountCents: event.amountCents,
    description: event.description,
    occurredAt: event.occurredAt,
  });
}

async function linkCustomer(tx: Tx, provider: PaymentProviderKind, userId: string, customerId: string) {
  await tx
    .insert(billingCustomers)
    .values({ userId, provider, customerId })
    .onConflictDoUpdate({ target: billingCustomers.userId, set: { provider, customerId } });
}

async function userOfCustomer(tx: Tx, provider: PaymentProviderKind, customerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)));
  return row?.userId ?? null;
}

async function currentPlanId(tx: Tx, userId: string): Promise<PlanId> {
  const [row] = await tx.select({ planId: users.planId }).from(users).where(eq(users.id, userId));
  return row?.planId ?? 'FREE_TRIAL';
}

/**
 * Mirrors the provider's subscription, records what changed in the ledger and sets the account's plan. A state
 * older than the one already applied (events may arrive out of order) is not applied over it.
 */
async function syncSubscription(tx: Tx, provider: PaymentProviderKind, incoming: ProviderSubscription, at: Date, logger?: Logger) {
  const userId = (await userOfCustomer(tx, provider, incoming.customerId)) ?? (await existingUser(tx, incoming.userId));
  if (!userId) {
    logger?.warn({ provider, subscription: incoming.id }, 'billing: a subscription event names no known account; left unapplied');
    return;
  }
  if (incoming.userId === userId) await linkCustomer(tx, provider, userId, incoming.customerId);

  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, incoming.id)))
    .for('update');
  if (existing && existing.syncedAt > at) return;

  const isLive = incoming.status !== 'canceled';
  if (!existing && isLive) {
    // One live subscription per account: a second one (two checkouts finished) replaces the first in our records.
    const ended = await tx
      .update(subscriptions)
      .set({ status: 'canceled', endedAt: at, updatedAt: new Date() })
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')))
      .returning({ id: subscriptions.providerSubscriptionId });
    if (ended.length > 0)
      logger?.error({ userId, replaced: ended.map((row) => row.id), by: incoming.id }, 'billing: account had two live subscriptions; staff should refund one');
  }

  const values = {
    planId: incoming.planId,
    status: incoming.status,
    providerItemId: incoming.itemId,
    customerId: incoming.customerId,
    currentPeriodStart: incoming.currentPeriodStart,
    currentPeriodEnd: incoming.currentPeriodEnd,
    cancelAtPeriodEnd: incoming.cancelAtPeriodEnd,
    syncedAt: at,
    endedAt: isLive ? null : (existing?.endedAt ?? at),
    updatedAt: new Date(),
  };
  if (existing) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
  else await tx.insert(subscriptions).values({ ...values, userId, provider, providerSubscriptionId: incoming.id });

  const ledger = async (
    kind: 'subscription_started' | 'plan_changed' | 'cancel_scheduled' | 'cancel_withdrawn' | 'subscription_ended',
    description: string,
    previousPlanId: PlanId | null = null,
  ) => {
    const [row] = await tx
      .insert(billingEvents)
      .values({ userId, kind, provider, planId: incoming.planId, previousPlanId, description, occurredAt: at, details: { subscription: incoming.id } })
      .returning();
    if (row) await recordBillingNotification(tx, row);
  };
  const name = planName(incoming.planId);
  if (!existing && isLive) await ledger('subscription_started', `${name} plan started`);
  if (existing && existing.planId !== incoming.planId) await ledger('plan_changed', `${planName(existing.planId)} to ${name}`, existing.planId);
  if (existing && isLive && !existing.cancelAtPeriodEnd && incoming.cancelAtPeriodEnd)
    await ledger('cancel_scheduled', `${name} plan set to end at the end of the period`);
  if (existing && isLive && existing.cancelAtPeriodEnd && !incoming.cancelAtPeriodEnd) await ledger('cancel_withdrawn', `${name} plan resumed`);
  if (existing && existing.status !== 'canceled' && !isLive) await ledger('subscription_ended', `${name} plan ended`);

  if (isLive) {
    await tx.update(users).set({ planId: incoming.planId, updatedAt: new Date() }).where(eq(users.id, userId));
  } else {
    const [live] = await tx
      .select({ planId: subscriptions.planId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')));
    await tx
      .update(users)
      .set({ planId: live?.planId ?? 'FREE_TRIAL', updatedAt: new Date() })
      .where(eq(users.id, userId));
  }
}

async function existingUser(tx: Tx, userId: string | null): Promise<string | null> {
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}
