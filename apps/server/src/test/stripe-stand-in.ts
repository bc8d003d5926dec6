import { randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { listenOnLoopback } from './loopback-server';

/**
 * Test support: a local HTTP server answering the few Stripe API calls the Stripe provider makes, in Stripe's JSON
 * shapes, so the real SDK is exercised over real HTTP (point the provider's `apiUrl` at `url`). Subscriptions are
 * seeded into `subscriptions` and changed by POSTs the way Stripe changes them; anything else gets Stripe's 404.
 */

export interface StripeStandInRequest {
  method: string;
  path: string;
  /** Form-encoded body or query string, flattened as Stripe encodes it: `metadata[checkoutId]`, `items[0][price]`. */
  body: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
}

export interface StripeStandIn {
  url: string;
  requests: StripeStandInRequest[];
  subscriptions: Map<string, Stripe.Subscription>;
  /** Payment intent id → the invoice it paid, answered by GET /v1/invoice_payments (looked up either way). */
  invoicesByPaymentIntent: Map<string, string>;
  /** Refunds made by POST /v1/refunds, newest last; a repeated idempotency key answers the refund it first made. */
  refunds: Stripe.Refund[];
  /** Idempotency key → the refund made with it, as Stripe keeps keys for a day. */
  refundsByIdempotencyKey: Map<string, Stripe.Refund>;
  /** While set, every request is answered with this error, as Stripe answers a decline or an outage. */
  failure: { status: number; error: StripeErrorBody } | null;
  close(): Promise<void>;
}

const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);
const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface StripeSubscriptionSeed {
  priceId: string;
  id?: string;
  customerId?: string;
  itemId?: string;
  userId?: string | null;
  planId?: string;
  status?: Stripe.Subscription.Status;
  periodStart?: Date;
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  unitAmount?: number;
}

/** A subscription as the current API version answers it: the period lives on the item, not the subscription. */
export function buildStripeSubscription(seed: StripeSubscriptionSeed): Stripe.Subscription {
  const id = seed.id ?? randomId('sub');
  const periodStart = seed.periodStart ?? new Date('2026-03-01T00:00:00Z');
  const periodEnd = seed.periodEnd ?? new Date('2026-04-01T00:00:00Z');
  const metadata: Record<string, string> = {};
  if (seed.userId) metadata.userId = seed.userId;
  if (seed.planId) metadata.planId = seed.planId;
  const subscription = {
    id,
    object: 'subscription',
    application: null,
    billing_cycle_anchor: secondsOf(periodStart),
    cancel_at: seed.cancelAtPeriodEnd ? secondsOf(periodEnd) : null,
    cancel_at_period_end: seed.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: secondsOf(periodStart),
    currency: 'usd',
    customer: seed.customerId ?? randomId('cus'),
    default_payment_method: randomId('pm'),
    description: null,
    discounts: [],
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: seed.itemId ?? randomId('si'),
          object: 'subscription_item',
          created: secondsOf(periodStart),
          current_period_start: secondsOf(periodStart),
          current_period_end: secondsOf(periodEnd),
          discounts: [],
          metadata: {},
          price: buildStripePrice(seed.priceId, seed.unitAmount ?? 10_000),
          quantity: 1,
          subscription: id,
          tax_rates: [],
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: randomId('in'),
    livemode: false,
    metadata,
    pause_collection: null,
    start_date: secondsOf(periodStart),
    status: seed.status ?? 'active',
    trial_end: null,
    trial_start: null,
  };
  return subscription as unknown as Stripe.Subscription;
}

function buildStripePrice(id: string, unitAmount: number) {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    currency: 'usd',
    livemode: false,
    lookup_key: null,
    metadata: {},
    product: `prod_${id}`,
    recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: unitAmount,
  };
}

/** An event as Stripe delivers it to a webhook endpoint. */
export function buildStripeEvent(type: string, object: object, options: { id?: string; created?: Date } = {}) {
  return {
    id: options.id ?? randomId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: secondsOf(options.created ?? new Date()),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** The body and Stripe-Signature header Stripe would send for `payload`. */
export function signStripeWebhook(payload: object, secret: string): { body: string; signature: string } {
  const body = JSON.stringify(payload);
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const standIn: Omit<StripeStandIn, 'url' | 'close'> = {
    requests: [],
    subscriptions: new Map(),
    invoicesByPaymentIntent: new Map(),
    refunds: [],
    refundsByIdempotencyKey: new Map(),
    failure: null,
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      // The SDK sends the parameters of GET and DELETE in the query string.
      const form = req.method === 'GET' || req.method === 'DELETE' ? url.searchParams : new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const request: StripeStandInRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        body: Object.fromEntries(form),
        headers: req.headers,
      };
      standIn.requests.push(request);
      const [status, payload] = standIn.failure ? [standIn.failure.status, { error: standIn.failure.error }] : answer(request, standIn);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') });
      res.end(JSON.stringify(payload));
    });
  });
  return Object.assign(standIn, await listenOnLoopback(server));
}

type Answer = [status: number, payload: object];

function answer(request: StripeStandInRequest, state: Omit<StripeStandIn, 'url' | 'close'>): Answer {
  const { method, path, body } = request;
  if (method === 'POST' && path === '/v1/checkout/sessions') return [200, checkoutSession(body)];
  if (method === 'POST' && path === '/v1/billing_portal/sessions') {
    if (!body.customer) return invalidRequest(400, 'Missing required param: customer.', 'customer');
    return [200, portalSession(body)];
  }
  if (method === 'GET' && path === '/v1/invoice_payments') return [200, invoicePayments(body, state)];
  if (method === 'POST' && path === '/v1/refunds') return createRefund(body, request.headers, state);
  const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
  if (subscriptionId && (method === 'GET' || method === 'POST' || method === 'DELETE')) {
    const subscription = state.subscriptions.get(subscriptionId);
    if (!subscription) return invalidRequest(404, `No such subscription: '${subscriptionId}'`, 'id', 'resource_missing');
    if (method === 'GET') return [200, subscription];
    if (method === 'DELETE') return cancelSubscription(subscription);
    return updateSubscription(subscription, body);
  }
  return invalidRequest(404, `Unrecognized request URL (${method}: ${path}).`);
}

function invalidRequest(status: number, message: string, param?: string, code?: string): Answer {
  return [status, { error: { type: 'invalid_request_error', message, ...(param && { param }), ...(code && { code }) } }];
}

/** `metadata[userId]=u` … → `{ userId: 'u' }`. */
function nested(body: Record<string, string>, prefix: string): Record<string, string> {
  const entries = Object.entries(body)
    .filter(([key]) => key.startsWith(`${prefix}[`))
    .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]);
  return Object.fromEntries(entries);
}

function checkoutSession(body: Record<string, string>) {
  const id = `cs_test_${randomBytes(16).toString('hex')}`;
  return {
    id,
    object: 'checkout.session',
    cancel_url: body.cancel_url ?? null,
    client_reference_id: body.client_reference_id ?? null,
    created: secondsOf(new Date()),
    currency: 'usd',
    customer: body.customer ?? null,
    customer_email: body.customer_email ?? null,
    expires_at: secondsOf(new Date()) + 24 * 60 * 60,
    livemode: false,
    metadata: nested(body, 'metadata'),
    mode: body.mode ?? 'payment',
    payment_status: 'unpaid',
    status: 'open',
    subscription: null,
    success_url: body.success_url ?? null,
    url: `https://checkout.stripe.test/c/pay/${id}`,
  };
}

function portalSession(body: Record<string, string>) {
  const id = randomId('bps');
  return {
    id,
    object: 'billing_portal.session',
    configuration: randomId('bpc'),
    created: secondsOf(new Date()),
    customer: body.customer,
    livemode: false,
    locale: null,
    return_url: body.return_url ?? null,
    url: `https://billing.stripe.test/p/session/test_${id}`,
  };
}

function invoicePayments(query: Record<string, string>, state: Omit<StripeStandIn, 'url' | 'close'>) {
  let paymentIntent = query['payment[payment_intent]'];
  let invoice = paymentIntent ? state.invoicesByPaymentIntent.get(paymentIntent) : undefined;
  if (query.invoice) {
    paymentIntent = [...state.invoicesByPaymentIntent].find(([, paidInvoice]) => paidInvoice === query.invoice)?.[0];
    invoice = paymentIntent ? query.invoice : undefined;
  }
  const payment = { type: 'payment_intent', payment_intent: paymentIntent };
  const data = invoice ? [{ id: randomId('inpay'), object: 'invoice_payment', invoice, is_default: true, livemode: false, payment, status: 'paid' }] : [];
  return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
}

/** Applies what the provider changes, as Stripe does: metadata merges key by key, an item's price is replaced. */
function updateSubscription(subscription: Stripe.Subscription, body: Record<string, string>): Answer {
  const item = subscription.items.data[0]!;
  const newPrice = body['items[0][price]'];
  if (newPrice) {
    if (body['items[0][id]'] !== item.id) {
      return invalidRequest(400, `No such subscription item: '${body['items[0][id]']}'`, 'items[0][id]', 'resource_missing');
    }
    item.price = buildStripePrice(newPrice, item.price.unit_amount ?? 0) as unknown as Stripe.Price;
  }
  if (body.cancel_at_period_end !== undefined) {
    subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
    subscription.cancel_at = subscription.cancel_at_period_end ? item.current_period_end : null;
  }
  Object.assign(subscription.metadata, nested(body, 'metadata'));
  return [200, subscription];
}

/**
 * A refund of a payment intent, as Stripe makes one for a card: at once, `succeeded`. The same idempotency key answers
 * the refund it made first; refunding more than was paid (here: a second refund of a refunded intent) is refused.
 */
function createRefund(body: Record<string, string>, headers: IncomingHttpHeaders, state: Omit<StripeStandIn, 'url' | 'close'>): Answer {
  const key = typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : undefined;
  const replay = key ? state.refundsByIdempotencyKey.get(key) : undefined;
  if (replay) return [200, replay];
  const paymentIntent = body.payment_intent;
  if (!paymentIntent) return invalidRequest(400, 'One of `charge` or `payment_intent` is required.', 'payment_intent');
  if (state.refunds.some((refund) => refund.payment_intent === paymentIntent)) {
    return invalidRequest(400, `Charge for payment intent ${paymentIntent} has already been refunded.`, undefined, 'charge_already_refunded');
  }
  const refund = {
    id: randomId('re'),
    object: 'refund',
    amount: Number(body.amount),
    balance_transaction: randomId('txn'),
    charge: randomId('ch'),
    created: secondsOf(new Date()),
    currency: 'usd',
    destination_details: null,
    metadata: nested(body, 'metadata'),
    payment_intent: paymentIntent,
    reason: body.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  } as unknown as Stripe.Refund;
  state.refunds.push(refund);
  if (key) state.refundsByIdempotencyKey.set(key, refund);
  return [200, refund];
}

/** Ends the subscription now, as DELETE /v1/subscriptions/{id} does. */
function cancelSubscription(subscription: Stripe.Subscription): Answer {
  if (subscription.status === 'canceled') {
    return invalidRequest(400, 'A canceled subscription can only update its cancellation_details and metadata.');
  }
  const now = secondsOf(new Date());
  Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now, cancel_at_period_end: false, cancel_at: null });
  return [200, subscription];
}
