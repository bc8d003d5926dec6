import type Stripe from 'stripe';
import { isPaidPlan, planName, type PaidPlanId } from '@acclaim/domain';
import type { BillingEvent, ProviderSubscription } from './payment-provider';

// A webhook arrives in the API version of its endpoint, which may be older than the SDK's, so fields that newer
// versions moved are read from both places.
type SubscriptionAnyVersion = Stripe.Subscription & { current_period_start?: number; current_period_end?: number };
type InvoiceLineAnyVersion = Stripe.InvoiceLineItem & { price?: Stripe.Price | null };
type ChargeAnyVersion = Stripe.Charge & { invoice?: string | Stripe.Invoice | null };

export interface StripeEventContext {
  planByPrice: ReadonlyMap<string, PaidPlanId>;
  /** Current API versions no longer name the invoice on a charge; it is found through the payment intent. */
  findInvoiceOfPaymentIntent(paymentIntentId: string): Promise<string | null>;
}

const STATUS_BY_STRIPE_STATUS: Record<string, ProviderSubscription['status']> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  // Paused collection means Stripe is not taking payments, which grants no more than a payment that failed.
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Null when the subscription is not one of our plans or lacks what we need (a customer, a period). */
export function toProviderSubscription(
  subscription: Stripe.Subscription,
  planByPrice: ReadonlyMap<string, PaidPlanId>,
  fallbackPlanId?: PaidPlanId,
): ProviderSubscription | null {
  const item = subscription.items.data[0];
  const legacy = subscription as SubscriptionAnyVersion;
  const metadataPlan = subscription.metadata?.planId;
  const planId = (item ? planByPrice.get(item.price.id) : undefined) ?? (metadataPlan && isPaidPlan(metadataPlan) ? metadataPlan : undefined) ?? fallbackPlanId;
  const periodStart = item?.current_period_start ?? legacy.current_period_start;
  const periodEnd = item?.current_period_end ?? legacy.current_period_end;
  const customerId = idOf(subscription.customer);
  if (!planId || periodStart === undefined || periodEnd === undefined || !customerId) return null;
  return {
    id: subscription.id,
    customerId,
    userId: subscription.metadata?.userId || null,
    planId,
    status: STATUS_BY_STRIPE_STATUS[subscription.status] ?? 'past_due',
    currentPeriodStart: new Date(periodStart * 1000),
    currentPeriodEnd: new Date(periodEnd * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    itemId: item?.id ?? null,
  };
}

export async function translateStripeEvent(event: Stripe.Event, context: StripeEventContext): Promise<BillingEvent> {
  const base = { id: event.id, provider: 'stripe' as const, occurredAt: new Date(event.created * 1000) };
  const ignored: BillingEvent = { ...base, type: 'ignored', providerType: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const checkoutId = session.metadata?.checkoutId;
      const userId = session.client_reference_id ?? session.metadata?.userId;
      const customerId = idOf(session.customer);
      // Sessions made elsewhere in the same account (payment links, the dashboard) carry no checkout of ours.
      if (!checkoutId || !userId || !customerId) return ignored;
      return { ...base, type: 'checkout.completed', checkoutId, userId, customerId };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = toProviderSubscription(event.data.object, context.planByPrice);
      if (!subscription) return ignored;
      if (event.type === 'customer.subscription.deleted') subscription.status = 'canceled';
      return { ...base, type: 'subscription.updated', subscription };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const customerId = idOf(invoice.customer);
      if (!customerId) return ignored;
      const { line, planId } = planLine(invoice, context.planByPrice);
      const change = invoice.billing_reason === 'subscription_update' ? ' (prorated change)' : '';
      return {
        ...base,
        type: 'payment.succeeded',
        paymentRef: invoice.id,
        customerId,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        description: planId ? `${planName(planId)} plan${change}` : invoice.description || 'Subscription payment',
        periodStart: line ? new Date(line.period.start * 1000) : null,
        periodEnd: line ? new Date(line.period.end * 1000) : null,
        receiptUrl: invoice.hosted_invoice_url ?? null,
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const customerId = idOf(invoice.customer);
      if (!customerId) return ignored;
      return {
        ...base,
        type: 'payment.failed',
        paymentRef: invoice.id,
        customerId,
        amountCents: invoice.amount_due,
        currency: invoice.currency,
        reason: failureReason(invoice),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object as ChargeAnyVersion;
      const customerId = idOf(charge.customer);
      if (!customerId) return ignored;
      const newestRefund = [...(charge.refunds?.data ?? [])].sort((a, b) => b.created - a.created)[0];
      const paymentIntentId = idOf(charge.payment_intent);
      const paymentRef = idOf(charge.invoice) ?? (paymentIntentId ? await context.findInvoiceOfPaymentIntent(paymentIntentId) : null);
      return {
        ...base,
        type: 'refund.succeeded',
        refundRef: newestRefund?.id ?? charge.id,
        paymentRef,
        customerId,
        amountCents: charge.amount_refunded,
        currency: charge.currency,
      };
    }
    default:
      return ignored;
  }
}

/**
 * The line that bills a plan: on a plan change's invoice the unused time of the old plan is a negative line and the
 * new plan's remaining time the positive one, so the dearest known line names what was bought.
 */
function planLine(
  invoice: Stripe.Invoice,
  planByPrice: ReadonlyMap<string, PaidPlanId>,
): { line: Stripe.InvoiceLineItem | undefined; planId: PaidPlanId | undefined } {
  const priced = invoice.lines.data
    .map((line) => ({ line, planId: planByPrice.get(linePriceId(line) ?? '') }))
    .filter((entry) => entry.planId !== undefined)
    .sort((a, b) => b.line.amount - a.line.amount);
  return priced[0] ?? { line: invoice.lines.data[0], planId: undefined };
}

function linePriceId(line: InvoiceLineAnyVersion): string | null {
  return idOf(line.pricing?.price_details?.price) ?? idOf(line.price);
}

// The decline reason lives on the payment attempt, not the invoice; the customer sees Stripe's own email for it.
function failureReason(invoice: Stripe.Invoice): string {
  const retry = invoice.next_payment_attempt ? ` Stripe will try again on ${new Date(invoice.next_payment_attempt * 1000).toISOString().slice(0, 10)}.` : '';
  return `Stripe could not collect the payment (attempt ${invoice.attempt_count}).${retry}`;
}
