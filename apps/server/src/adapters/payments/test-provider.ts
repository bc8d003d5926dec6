import { createHash, randomUUID } from 'node:crypto';
import { addBillingMonth, BILLING_CURRENCY, planName, planPriceCents, prorationCents, type PaidPlanId } from '@acclaim/domain';
import { AppError } from '../../lib/errors';
import type { BillingEvent, CurrentSubscription, PaymentProvider, ProviderSubscription } from './payment-provider';

/**
 * The local test-mode provider (the default): checkout is a page of our own, clearly labelled, and no money moves.
 * It behaves as Stripe does for the same actions — a subscription per checkout, monthly renewals, prorated upgrades,
 * credit for downgrades — and reports each as the same events a Stripe webhook would bring.
 */
export function createTestPaymentProvider(options: { appUrl: string }): PaymentProvider {
  return {
    kind: 'test',
    async createCheckout(input) {
      return { url: `${options.appUrl}/billing/test-checkout/${input.checkoutId}`, providerSessionId: `cs_test_${input.checkoutId}` };
    },
    async createPortal() {
      return null;
    },
    async setCancelAtPeriodEnd(subscription, cancel, now) {
      return [subscriptionEvent({ ...subscription, cancelAtPeriodEnd: cancel }, now)];
    },
    async changePlan(subscription, planId, now) {
      const difference = prorationCents(subscription.planId, planId, { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd }, now);
      const events: BillingEvent[] = [subscriptionEvent({ ...subscription, planId }, now)];
      if (difference > 0) {
        events.push(
          payment(
            subscription.customerId,
            difference,
            `Upgrade from ${planName(subscription.planId)} to ${planName(planId)}, rest of the period (prorated)`,
            now,
            subscription.currentPeriodEnd,
            now,
          ),
        );
      } else if (difference < 0) {
        events.push(
          credit(subscription.customerId, -difference, `Unused part of ${planName(subscription.planId)}, credited on the change to ${planName(planId)}`, now),
        );
      }
      return events;
    },
    async refund(input) {
      // Derived from the key, so a repeated call makes the same refund, which the ledger and the event log hold once.
      const refundRef = `re_test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
      return [
        {
          id: `evt_test_${refundRef}`,
          provider: 'test',
          occurredAt: input.now,
          type: 'refund.succeeded',
          refundRef,
          paymentRef: input.paymentRef,
          customerId: input.customerId,
          amountCents: input.amountCents,
          currency: input.currency,
        },
      ];
    },
    async endNow(subscription, now) {
      return [subscriptionEvent({ ...subscription, status: 'canceled', cancelAtPeriodEnd: false }, now)];
    },
    async parseWebhook() {
      throw new AppError('NOT_FOUND', { message: 'Payments are in test mode; there is no webhook to receive.' });
    },
  };
}

/** What paying at the test checkout causes: the customer, the subscription and the first month's payment. */
export function testCheckoutEvents(input: {
  checkoutId: string;
  userId: string;
  customerId: string | null;
  planId: PaidPlanId;
  creditCents: number;
  now: Date;
}): BillingEvent[] {
  const customerId = input.customerId ?? `cus_test_${randomUUID().slice(0, 18)}`;
  const subscription: ProviderSubscription = {
    id: `sub_test_${randomUUID().slice(0, 18)}`,
    customerId,
    userId: input.userId,
    planId: input.planId,
    status: 'active',
    currentPeriodStart: input.now,
    currentPeriodEnd: addBillingMonth(input.now),
    cancelAtPeriodEnd: false,
    itemId: null,
  };
  return [
    { id: eventId(), provider: 'test', occurredAt: input.now, type: 'checkout.completed', checkoutId: input.checkoutId, userId: input.userId, customerId },
    subscriptionEvent(subscription, input.now),
    ...periodPayment(subscription, input.creditCents, input.now),
  ];
}

/**
 * What the end of a period causes: the subscription ends if it was canceled, otherwise it renews and the month is
 * charged (after any credit). Periods missed while the server was down are each renewed and charged, as Stripe would.
 */
export function testRenewalEvents(subscription: CurrentSubscription, creditCents: number, now: Date): BillingEvent[] {
  if (subscription.currentPeriodEnd > now) return [];
  if (subscription.cancelAtPeriodEnd) return [subscriptionEvent({ ...subscription, status: 'canceled' }, subscription.currentPeriodEnd)];
  const events: BillingEvent[] = [];
  let current: ProviderSubscription = subscription;
  let credit = creditCents;
  while (current.currentPeriodEnd <= now) {
    const start = current.currentPeriodEnd;
    current = { ...current, currentPeriodStart: start, currentPeriodEnd: addBillingMonth(start) };
    events.push(subscriptionEvent(current, start), ...periodPayment(current, credit, start));
    credit = Math.max(0, credit - planPriceCents(current.planId));
  }
  return events;
}

function periodPayment(subscription: ProviderSubscription, creditCents: number, at: Date): BillingEvent[] {
  const price = planPriceCents(subscription.planId);
  const used = Math.min(Math.max(creditCents, 0), price);
  const events: BillingEvent[] = [];
  if (used > 0) events.push(credit(subscription.customerId, -used, `Credit used for ${planName(subscription.planId)}`, at));
  events.push(
    payment(
      subscription.customerId,
      price - used,
      `${planName(subscription.planId)} plan, monthly`,
      subscription.currentPeriodStart,
      subscription.currentPeriodEnd,
      at,
    ),
  );
  return events;
}

function payment(customerId: string, amountCents: number, description: string, periodStart: Date, periodEnd: Date, at: Date): BillingEvent {
  return {
    id: eventId(),
    provider: 'test',
    occurredAt: at,
    type: 'payment.succeeded',
    paymentRef: `in_test_${randomUUID().slice(0, 18)}`,
    customerId,
    amountCents,
    currency: BILLING_CURRENCY,
    description,
    periodStart,
    periodEnd,
    receiptUrl: null,
  };
}

function credit(customerId: string, amountCents: number, description: string, at: Date): BillingEvent {
  return { id: eventId(), provider: 'test', occurredAt: at, type: 'credit.adjusted', customerId, amountCents, description };
}

function subscriptionEvent(subscription: ProviderSubscription, at: Date): BillingEvent {
  return { id: eventId(), provider: 'test', occurredAt: at, type: 'subscription.updated', subscription };
}

function eventId(): string {
  return `evt_test_${randomUUID()}`;
}
