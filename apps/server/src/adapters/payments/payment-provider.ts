import type { PaidPlanId } from '@acclaim/domain';

export type PaymentProviderKind = 'test' | 'stripe';

/** A subscription as the provider holds it; our `subscriptions` table mirrors the newest one seen. */
export interface ProviderSubscription {
  /** The provider's subscription id (`sub_…`). */
  id: string;
  customerId: string;
  /** Our user id, when the provider carries it (Stripe: the subscription's metadata). */
  userId: string | null;
  planId: PaidPlanId;
  status: 'active' | 'past_due' | 'canceled';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The subscription item whose price is the plan (Stripe needs it to change plans); null in test mode. */
  itemId: string | null;
}

/**
 * What happened at the provider, in our words. Stripe's webhooks are translated into these; the test-mode
 * provider makes them itself; both go through the same `applyBillingEvent`, which records each event id once,
 * so a replayed event changes nothing.
 */
export type BillingEvent = { id: string; provider: PaymentProviderKind; occurredAt: Date } & (
  | { type: 'checkout.completed'; checkoutId: string; userId: string; customerId: string }
  | { type: 'subscription.updated'; subscription: ProviderSubscription }
  | {
      type: 'payment.succeeded';
      /** The provider's invoice or payment id; a payment is recorded once per ref. */
      paymentRef: string;
      customerId: string;
      amountCents: number;
      currency: string;
      description: string;
      periodStart: Date | null;
      periodEnd: Date | null;
      /** The provider's hosted receipt; null when we render our own. */
      receiptUrl: string | null;
    }
  | { type: 'payment.failed'; paymentRef: string; customerId: string; amountCents: number; currency: string; reason: string }
  | { type: 'refund.succeeded'; refundRef: string; paymentRef: string | null; customerId: string; amountCents: number; currency: string }
  /** Test mode's account credit: positive is granted (a downgrade), negative is used (a payment). */
  | { type: 'credit.adjusted'; customerId: string; amountCents: number; description: string }
  /** An event the provider sends that we do not act on; recorded so it is acknowledged once. */
  | { type: 'ignored'; providerType: string }
);

export interface CheckoutInput {
  /** Our `checkout_sessions` row, carried through the provider so its completion finds the row. */
  checkoutId: string;
  user: { id: string; email: string };
  planId: PaidPlanId;
  /** The customer from an earlier checkout, reused so one person is one customer. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** The subscription an operation acts on, as our table holds it (always with its account). */
export type CurrentSubscription = ProviderSubscription & { userId: string };

/** A payment to give back, as the ledger recorded it. */
export interface RefundInput {
  /** The provider's id of the payment (Stripe: the invoice) the ledger holds as the payment's ref. */
  paymentRef: string;
  customerId: string;
  amountCents: number;
  currency: string;
  /** The same key refunds once however often the call is made (a double click, a retry after a failure). */
  idempotencyKey: string;
  /** Kept with the refund at the provider, so its dashboard shows why. */
  metadata: Record<string, string>;
  now: Date;
}

/**
 * One interface for taking money. `test` (default) is a local, clearly labelled checkout that moves no money;
 * `stripe` is chosen by STRIPE_SECRET_KEY. Operations answer with the events they caused, which the caller applies
 * at once, so the screen does not wait for a webhook; the webhook of the same change later finds nothing new.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** A hosted checkout for a new subscription; the browser goes to `url`. */
  createCheckout(input: CheckoutInput): Promise<{ url: string; providerSessionId: string }>;
  /** The provider's own portal for payment methods and invoices; null when the provider has none (test mode). */
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string } | null>;
  setCancelAtPeriodEnd(subscription: CurrentSubscription, cancel: boolean, now: Date): Promise<BillingEvent[]>;
  /** Upgrades apply at once with the difference charged now; downgrades apply at once with a credit. */
  changePlan(subscription: CurrentSubscription, planId: PaidPlanId, now: Date): Promise<BillingEvent[]>;
  /** Gives a payment back in full; answers with the `refund.succeeded` event of the refund. */
  refund(input: RefundInput): Promise<BillingEvent[]>;
  /** Ends the subscription at once, with no further charge and no credit; answers with its ended state. */
  endNow(subscription: CurrentSubscription, now: Date): Promise<BillingEvent[]>;
  /** Verifies the signature and translates the event; throws AppError BAD_REQUEST when it does not verify. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<BillingEvent>;
}
