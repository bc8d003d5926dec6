import { and, desc, eq, ne, sum } from 'drizzle-orm';
import { billingCustomers, billingEvents, subscriptions, type SubscriptionRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { CurrentSubscription } from '../../adapters/payments/payment-provider';

/** The account's subscription that has not ended, if any. */
export async function findLiveSubscription(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findCustomerId(db: Db, userId: string, provider: 'test' | 'stripe'): Promise<string | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row && row.provider === provider ? row.customerId : null;
}

/** Test mode's account credit: what downgrades granted minus what payments used. */
export async function findCreditCents(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(billingEvents.amountCents) })
    .from(billingEvents)
    .where(and(eq(billingEvents.userId, userId), eq(billingEvents.kind, 'credit'), eq(billingEvents.provider, 'test')));
  return Number(row?.total ?? 0);
}

export function toCurrentSubscription(row: SubscriptionRow): CurrentSubscription {
  return {
    id: row.providerSubscriptionId,
    customerId: row.customerId,
    userId: row.userId,
    planId: row.planId,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    itemId: row.providerItemId,
  };
}
