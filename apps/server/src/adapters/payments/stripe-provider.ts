import Stripe from 'stripe';
import { PAID_PLAN_IDS, isUpgrade, type PaidPlanId } from '@acclaim/domain';
import { AppError } from '../../lib/errors';
import type { BillingEvent, CheckoutInput, CurrentSubscription, PaymentProvider, RefundInput } from './payment-provider';
import { idOf, toProviderSubscription, translateStripeEvent, type StripeEventContext } from './stripe-events';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** The monthly price id (price_…) of each paid plan. */
  prices: Record<PaidPlanId, string>;
  /** Another base URL for the API (a local stand-in in tests); its path is ignored, Stripe's paths start at /v1. */
  apiUrl?: string;
}

const UNAVAILABLE_MESSAGE = 'The payment service did not answer. Nothing was changed; try again in a minute.';

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  // Retried writes are safe: the SDK sends an idempotency key with every retried POST.
  const stripe = new Stripe(config.secretKey, {
    ...connectionOptions(config.apiUrl),
    maxNetworkRetries: 2,
    timeout: 10_000,
  });
  const planByPrice = new Map(PAID_PLAN_IDS.map((planId) => [config.prices[planId], planId] as const));
  const eventContext: StripeEventContext = {
    planByPrice,
    findInvoiceOfPaymentIntent: async (paymentIntentId) => {
      const payments = await callStripe(() => stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 }));
      return idOf(payments.data[0]?.invoice);
    },
  };
  const sync = (subscription: Stripe.Subscription, current: CurrentSubscription, planId: PaidPlanId, now: Date) =>
    syncEvent(subscription, planByPrice, current, planId, now);

  return {
    kind: 'stripe',

    refund: (input) => refund(stripe, input),

    async endNow(current, now) {
      // No proration: ending early here follows a full refund, so there is nothing left to credit.
      const ended = await callStripe(() => stripe.subscriptions.cancel(current.id, { prorate: false }));
      return sync(ended, current, current.planId, now);
    },

    createCheckout: (input) => createCheckout(stripe, config.prices, input),

    async createPortal(customerId, returnUrl) {
      const session = await callStripe(() => stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
      return { url: session.url };
    },

    async setCancelAtPeriodEnd(current, cancel, now) {
      const updated = await callStripe(() => stripe.subscriptions.update(current.id, { cancel_at_period_end: cancel }));
      return sync(updated, current, current.planId, now);
    },

    async changePlan(current, planId, now) {
      const updated = await changeSubscriptionPrice(stripe, current, planId, config.prices[planId]);
      return sync(updated, current, planId, now);
    },

    async parseWebhook(rawBody, signature) {
      const event = await verifyWebhook(stripe, config.webhookSecret, rawBody, signature);
      return translateStripeEvent(event, eventContext);
    },
  };
}

function syncEvent(
  subscription: Stripe.Subscription,
  planByPrice: ReadonlyMap<string, PaidPlanId>,
  current: CurrentSubscription,
  planId: PaidPlanId,
  now: Date,
): BillingEvent[] {
  const mapped = toProviderSubscription(subscription, planByPrice, planId);
  if (!mapped) throw new Error(`Stripe answered subscription ${subscription.id} without a customer or a period.`);
  const synced = { ...mapped, userId: mapped.userId ?? current.userId };
  const id = `sync_${subscription.id}_${now.getTime()}`;
  // Webhook times are whole seconds; at the same precision, a webhook from the same second is not taken as older.
  const occurredAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  return [{ id, provider: 'stripe', occurredAt, type: 'subscription.updated', subscription: synced }];
}

/** What a refund names: the invoice's payment intent (or charge) as Stripe holds it now; a direct id as it is. */
async function paymentOf(stripe: Stripe, paymentRef: string): Promise<{ payment_intent: string } | { charge: string }> {
  if (paymentRef.startsWith('pi_')) return { payment_intent: paymentRef };
  if (paymentRef.startsWith('ch_')) return { charge: paymentRef };
  const payments = await callStripe(() => stripe.invoicePayments.list({ invoice: paymentRef, status: 'paid', limit: 1 }));
  const paid = payments.data[0]?.payment;
  const paymentIntent = idOf(paid?.payment_intent);
  if (paymentIntent) return { payment_intent: paymentIntent };
  const charge = idOf(paid?.charge);
  if (charge) return { charge };
  throw new AppError('CONFLICT', {
    message: `Stripe holds no paid payment for invoice ${paymentRef}, so nothing was refunded. Check it in the Stripe dashboard.`,
  });
}

async function refund(stripe: Stripe, input: RefundInput): Promise<BillingEvent[]> {
  const payment = await paymentOf(stripe, input.paymentRef);
  const created = await callStripe(() =>
    stripe.refunds.create(
      { ...payment, amount: input.amountCents, reason: 'requested_by_customer', metadata: input.metadata },
      { idempotencyKey: input.idempotencyKey },
    ),
  );
  if (created.status === 'failed' || created.status === 'canceled') {
    const why = created.failure_reason ? ` (${created.failure_reason.replaceAll('_', ' ')})` : '';
    throw new AppError('CONFLICT', { message: `Stripe could not make the refund${why}. Nothing was recorded; check the payment in the Stripe dashboard.` });
  }
  // A pending refund is one Stripe has accepted and is sending; charge.refunded later finds it recorded.
  return [
    {
      id: `refund_${created.id}`,
      provider: 'stripe',
      occurredAt: new Date(created.created * 1000),
      type: 'refund.succeeded',
      refundRef: created.id,
      paymentRef: input.paymentRef,
      customerId: input.customerId,
      amountCents: created.amount,
      currency: created.currency,
    },
  ];
}

async function createCheckout(stripe: Stripe, prices: Record<PaidPlanId, string>, input: CheckoutInput): Promise<{ url: string; providerSessionId: string }> {
  const { checkoutId, user, planId } = input;
  const session = await callStripe(() =>
    stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price: prices[planId], quantity: 1 }],
        ...(input.customerId ? { customer: input.customerId } : { customer_email: user.email }),
        client_reference_id: user.id,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { userId: user.id, planId, checkoutId },
        subscription_data: { metadata: { userId: user.id, planId } },
      },
      { idempotencyKey: `checkout_${checkoutId}` },
    ),
  );
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL.`);
  return { url: session.url, providerSessionId: session.id };
}

async function changeSubscriptionPrice(stripe: Stripe, current: CurrentSubscription, planId: PaidPlanId, price: string): Promise<Stripe.Subscription> {
  const itemId = current.itemId ?? (await callStripe(() => stripe.subscriptions.retrieve(current.id))).items.data[0]?.id;
  if (!itemId) throw new Error(`Stripe subscription ${current.id} has no item to change.`);
  const upgrade = isUpgrade(current.planId, planId);
  return callStripe(() =>
    stripe.subscriptions.update(current.id, {
      items: [{ id: itemId, price }],
      proration_behavior: upgrade ? 'always_invoice' : 'create_prorations',
      // An upgrade is charged at once; when the charge fails the plan stays as it was, rather than
      // switching to a dearer plan with an unpaid invoice.
      ...(upgrade ? { payment_behavior: 'error_if_incomplete' as const } : {}),
      metadata: { planId },
    }),
  );
}

async function verifyWebhook(stripe: Stripe, webhookSecret: string, rawBody: string, signature: string | undefined): Promise<Stripe.Event> {
  if (!signature) throw webhookSignatureError();
  try {
    return await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw webhookSignatureError(error);
    throw error;
  }
}

function connectionOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function webhookSignatureError(cause?: unknown): AppError {
  return new AppError('BAD_REQUEST', { message: 'The webhook signature does not verify.', cause });
}

async function callStripe<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw translateStripeError(error);
  }
}

/** Stripe's own failures become a retry-later answer; refusals carry Stripe's message; a bad key stays a 500. */
function translateStripeError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  switch (error.type) {
    case 'StripeConnectionError':
    case 'StripeAPIError':
    case 'StripeRateLimitError':
      return new AppError('UNAVAILABLE', { message: UNAVAILABLE_MESSAGE, cause: error });
    case 'StripeCardError':
      return new AppError('PAYMENT_DECLINED', { message: error.message, cause: error });
    case 'StripeInvalidRequestError':
      return new AppError('BAD_REQUEST', { message: error.message, cause: error });
    default:
      return error;
  }
}
