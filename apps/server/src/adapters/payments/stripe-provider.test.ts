import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaidPlanId } from '@acclaim/domain';
import { AppError } from '../../lib/errors';
import type { BillingEvent, CurrentSubscription, PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { buildStripeEvent, buildStripeSubscription, signStripeWebhook, startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_acclaim_stand_in';
const PRICES: Record<PaidPlanId, string> = {
  ANALYSIS: 'price_1Analysis0000000000000',
  COMPLETE: 'price_1Complete0000000000000',
  ATTORNEY: 'price_1Attorney0000000000000',
};
const PERIOD_START = new Date('2026-03-01T00:00:00Z');
const PERIOD_END = new Date('2026-04-01T00:00:00Z');
const at = (date: Date) => Math.floor(date.getTime() / 1000);
const unique = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 12)}`;

let standIn: StripeStandIn;
let provider: PaymentProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = createStripeProvider({ secretKey: 'sk_test_stand_in', webhookSecret: WEBHOOK_SECRET, prices: PRICES, apiUrl: standIn.url });
});
afterAll(() => standIn.close());

function requestsTo(path: string) {
  return standIn.requests.filter((request) => request.path === path);
}

function seedSubscription(planId: PaidPlanId, overrides: { itemId?: string } = {}) {
  const userId = unique('user');
  const subscription = buildStripeSubscription({
    priceId: PRICES[planId],
    userId,
    planId,
    customerId: unique('cus'),
    itemId: overrides.itemId,
    periodStart: PERIOD_START,
    periodEnd: PERIOD_END,
  });
  standIn.subscriptions.set(subscription.id, subscription);
  const current: CurrentSubscription = {
    id: subscription.id,
    customerId: subscription.customer as string,
    userId,
    planId,
    status: 'active',
    currentPeriodStart: PERIOD_START,
    currentPeriodEnd: PERIOD_END,
    cancelAtPeriodEnd: false,
    itemId: subscription.items.data[0]!.id,
  };
  return { subscription, current };
}

function onlySubscriptionUpdate(events: BillingEvent[]) {
  expect(events).toHaveLength(1);
  const event = events[0]!;
  if (event.type !== 'subscription.updated') throw new Error(`expected subscription.updated, got ${event.type}`);
  return event;
}

async function expectAppError(promise: Promise<unknown>, code: AppError['code'], message?: RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (message) expect((error as AppError).message).toMatch(message);
}

describe('Stripe provider against the stand-in API', () => {
  it('creates a subscription checkout for a new customer, keyed by our checkout id', async () => {
    const checkoutId = unique('chk');
    const userId = unique('user');
    const result = await provider.createCheckout({
      checkoutId,
      user: { id: userId, email: 'ada@example.com' },
      planId: 'COMPLETE',
      customerId: null,
      successUrl: 'http://app.test/billing/success?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://app.test/pricing',
    });

    const sent = requestsTo('/v1/checkout/sessions').at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICES.COMPLETE,
      'line_items[0][quantity]': '1',
      customer_email: 'ada@example.com',
      client_reference_id: userId,
      success_url: 'http://app.test/billing/success?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/pricing',
      'metadata[checkoutId]': checkoutId,
      'metadata[userId]': userId,
      'metadata[planId]': 'COMPLETE',
      'subscription_data[metadata][userId]': userId,
      'subscription_data[metadata][planId]': 'COMPLETE',
    });
    expect(sent.body).not.toHaveProperty('customer');
    expect(sent.headers['idempotency-key']).toContain(checkoutId);
    expect(sent.headers.authorization).toBe('Bearer sk_test_stand_in');
    expect(result.providerSessionId).toMatch(/^cs_test_/);
    expect(result.url).toBe(`https://checkout.stripe.test/c/pay/${result.providerSessionId}`);
  });

  it('reuses the customer of an earlier checkout instead of sending the email', async () => {
    const customerId = unique('cus');
    await provider.createCheckout({
      checkoutId: unique('chk'),
      user: { id: unique('user'), email: 'returning@example.com' },
      planId: 'ATTORNEY',
      customerId,
      successUrl: 'http://app.test/ok',
      cancelUrl: 'http://app.test/back',
    });
    const sent = requestsTo('/v1/checkout/sessions').at(-1)!;
    expect(sent.body.customer).toBe(customerId);
    expect(sent.body['line_items[0][price]']).toBe(PRICES.ATTORNEY);
    expect(sent.body).not.toHaveProperty('customer_email');
  });

  it('opens the customer portal', async () => {
    const customerId = unique('cus');
    const portal = await provider.createPortal(customerId, 'http://app.test/billing');
    const sent = requestsTo('/v1/billing_portal/sessions').at(-1)!;
    expect(sent.body).toEqual({ customer: customerId, return_url: 'http://app.test/billing' });
    expect(portal?.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
  });

  it('cancels at period end and resumes, answering with the subscription Stripe returns', async () => {
    const { subscription, current } = seedSubscription('ANALYSIS');
    const now = new Date('2026-03-10T12:00:00Z');

    const cancelled = onlySubscriptionUpdate(await provider.setCancelAtPeriodEnd(current, true, now));
    expect(requestsTo(`/v1/subscriptions/${subscription.id}`).at(-1)!.body).toEqual({ cancel_at_period_end: 'true' });
    expect(cancelled).toMatchObject({ id: `sync_${subscription.id}_${now.getTime()}`, provider: 'stripe', occurredAt: now });
    expect(cancelled.subscription).toEqual({
      id: subscription.id,
      customerId: current.customerId,
      userId: current.userId,
      planId: 'ANALYSIS',
      status: 'active',
      currentPeriodStart: PERIOD_START,
      currentPeriodEnd: PERIOD_END,
      cancelAtPeriodEnd: true,
      itemId: current.itemId,
    });

    const resumed = onlySubscriptionUpdate(await provider.setCancelAtPeriodEnd({ ...current, cancelAtPeriodEnd: true }, false, now));
    expect(requestsTo(`/v1/subscriptions/${subscription.id}`).at(-1)!.body).toEqual({ cancel_at_period_end: 'false' });
    expect(resumed.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it('upgrades at once with the difference invoiced now, refusing to switch if the charge fails', async () => {
    const { subscription, current } = seedSubscription('ANALYSIS');
    const events = await provider.changePlan(current, 'COMPLETE', new Date('2026-03-15T00:00:00Z'));

    const sent = requestsTo(`/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      'items[0][id]': current.itemId,
      'items[0][price]': PRICES.COMPLETE,
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      'metadata[planId]': 'COMPLETE',
    });
    const event = onlySubscriptionUpdate(events);
    expect(event.subscription.planId).toBe('COMPLETE');
    expect(event.subscription.userId).toBe(current.userId);
  });

  it('downgrades with a proration credit, finding the item first when our table lacks it', async () => {
    const { subscription, current } = seedSubscription('COMPLETE', { itemId: 'si_known_to_stripe_only' });
    const events = await provider.changePlan({ ...current, itemId: null }, 'ANALYSIS', new Date('2026-03-15T00:00:00Z'));

    const calls = requestsTo(`/v1/subscriptions/${subscription.id}`);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
    expect(calls[1]!.body).toEqual({
      'items[0][id]': 'si_known_to_stripe_only',
      'items[0][price]': PRICES.ANALYSIS,
      proration_behavior: 'create_prorations',
      'metadata[planId]': 'ANALYSIS',
    });
    const event = onlySubscriptionUpdate(events);
    expect(event.subscription).toMatchObject({ planId: 'ANALYSIS', itemId: 'si_known_to_stripe_only' });
  });

  it("turns Stripe's 404 for an unknown subscription into BAD_REQUEST with Stripe's message", async () => {
    const { current } = seedSubscription('ANALYSIS');
    standIn.subscriptions.delete(current.id);
    await expectAppError(provider.setCancelAtPeriodEnd(current, true, new Date()), 'BAD_REQUEST', /No such subscription/);
  });

  it("turns a card decline into PAYMENT_DECLINED with Stripe's message", async () => {
    const { current } = seedSubscription('ANALYSIS');
    standIn.failure = {
      status: 402,
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    };
    try {
      await expectAppError(provider.changePlan(current, 'COMPLETE', new Date()), 'PAYMENT_DECLINED', /insufficient funds/);
    } finally {
      standIn.failure = null;
    }
  });

  it('answers UNAVAILABLE when Stripe fails on its side', async () => {
    standIn.failure = { status: 500, error: { type: 'api_error', message: 'Something went wrong on our end.' } };
    try {
      await expectAppError(provider.createPortal(unique('cus'), 'http://app.test/billing'), 'UNAVAILABLE', /did not answer/);
    } finally {
      standIn.failure = null;
    }
  });

  it('answers UNAVAILABLE when nothing listens at the API address', async () => {
    const gone = await startStripeStandIn();
    await gone.close();
    const offline = createStripeProvider({ secretKey: 'sk_test_gone', webhookSecret: WEBHOOK_SECRET, prices: PRICES, apiUrl: gone.url });
    await expectAppError(offline.createPortal(unique('cus'), 'http://app.test/billing'), 'UNAVAILABLE', /Nothing was changed/);
  });
});

describe('Stripe refunds and ending a subscription now, against the stand-in API', () => {
  function paidInvoice() {
    const invoice = unique('in');
    const paymentIntent = unique('pi');
    standIn.invoicesByPaymentIntent.set(paymentIntent, invoice);
    return { invoice, paymentIntent, customerId: unique('cus') };
  }

  it("refunds the invoice's payment intent in full, keyed for idempotency, and answers the refund event", async () => {
    const { invoice, paymentIntent, customerId } = paidInvoice();
    const now = new Date('2026-03-12T09:30:00Z');
    const events = await provider.refund({
      paymentRef: invoice,
      customerId,
      amountCents: 10_000,
      currency: 'usd',
      idempotencyKey: 'refund-request-r1',
      metadata: { refundRequestId: 'r1' },
      now,
    });

    expect(requestsTo('/v1/invoice_payments').at(-1)!.body).toMatchObject({ invoice, status: 'paid', limit: '1' });
    const sent = requestsTo('/v1/refunds').at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ payment_intent: paymentIntent, amount: '10000', reason: 'requested_by_customer', 'metadata[refundRequestId]': 'r1' });
    expect(sent.headers['idempotency-key']).toBe('refund-request-r1');
    const refund = standIn.refunds.at(-1)!;
    expect(events).toEqual([
      {
        id: `refund_${refund.id}`,
        provider: 'stripe',
        occurredAt: new Date(refund.created * 1000),
        type: 'refund.succeeded',
        refundRef: refund.id,
        paymentRef: invoice,
        customerId,
        amountCents: 10_000,
        currency: 'usd',
      },
    ]);

    // The same key again (a double click, a retry after a failure) is answered with the same refund, not a new one.
    const repeated = await provider.refund({
      paymentRef: invoice,
      customerId,
      amountCents: 10_000,
      currency: 'usd',
      idempotencyKey: 'refund-request-r1',
      metadata: {},
      now,
    });
    expect(repeated).toMatchObject([{ refundRef: refund.id }]);
    expect(standIn.refunds.filter((made) => made.payment_intent === paymentIntent)).toHaveLength(1);
  });

  it("turns Stripe's refusal of a second refund into BAD_REQUEST with Stripe's message", async () => {
    const { invoice, customerId } = paidInvoice();
    const input = { paymentRef: invoice, customerId, amountCents: 5_000, currency: 'usd', metadata: {}, now: new Date() };
    await provider.refund({ ...input, idempotencyKey: unique('key') });
    await expectAppError(provider.refund({ ...input, idempotencyKey: unique('key') }), 'BAD_REQUEST', /already been refunded/);
  });

  it('refuses, without refunding, an invoice Stripe holds no paid payment for', async () => {
    const before = requestsTo('/v1/refunds').length;
    await expectAppError(
      provider.refund({
        paymentRef: unique('in'),
        customerId: unique('cus'),
        amountCents: 100,
        currency: 'usd',
        idempotencyKey: unique('key'),
        metadata: {},
        now: new Date(),
      }),
      'CONFLICT',
      /no paid payment/,
    );
    expect(requestsTo('/v1/refunds')).toHaveLength(before);
  });

  it('ends a subscription at once without proration, answering with its canceled state', async () => {
    const { subscription, current } = seedSubscription('COMPLETE');
    const now = new Date('2026-03-12T09:30:00Z');
    const event = onlySubscriptionUpdate(await provider.endNow(current, now));
    const sent = requestsTo(`/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(sent.method).toBe('DELETE');
    expect(sent.body).toEqual({ prorate: 'false' });
    expect(event).toMatchObject({ id: `sync_${subscription.id}_${now.getTime()}`, occurredAt: now });
    expect(event.subscription).toMatchObject({ id: subscription.id, status: 'canceled', planId: 'COMPLETE', userId: current.userId });
  });
});

describe('Stripe webhooks', () => {
  const created = new Date('2026-03-01T00:00:05Z');

  async function parse(event: object) {
    const { body, signature } = signStripeWebhook(event, WEBHOOK_SECRET);
    return provider.parseWebhook(body, signature);
  }

  it('translates checkout.session.completed', async () => {
    const event = buildStripeEvent(
      'checkout.session.completed',
      {
        id: 'cs_test_a1b2c3',
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: 'user_42',
        customer: 'cus_Q1w2e3',
        customer_details: { email: 'ada@example.com', name: 'Ada Lovelace' },
        subscription: 'sub_1Abc',
        invoice: 'in_1Abc',
        amount_total: 50_000,
        currency: 'usd',
        metadata: { checkoutId: 'chk_7', userId: 'user_42', planId: 'COMPLETE' },
        success_url: 'http://app.test/ok',
        cancel_url: 'http://app.test/back',
        url: null,
      },
      { id: 'evt_checkout_1', created },
    );
    expect(await parse(event)).toEqual({
      id: 'evt_checkout_1',
      provider: 'stripe',
      occurredAt: created,
      type: 'checkout.completed',
      checkoutId: 'chk_7',
      userId: 'user_42',
      customerId: 'cus_Q1w2e3',
    });
  });

  it('translates customer.subscription.updated in the current shape, with an expanded customer', async () => {
    const subscription = buildStripeSubscription({
      id: 'sub_updated',
      priceId: PRICES.ATTORNEY,
      itemId: 'si_updated',
      userId: 'user_9',
      planId: 'ANALYSIS', // stale metadata: the price decides
      status: 'unpaid',
      periodStart: PERIOD_START,
      periodEnd: PERIOD_END,
      cancelAtPeriodEnd: true,
    });
    const expanded = {
      ...subscription,
      customer: { id: 'cus_expanded', object: 'customer', email: 'x@example.com' },
      // Where both carry a period, the item's is the one current API versions keep up to date.
      current_period_start: at(PERIOD_START) - 86_400,
      current_period_end: at(PERIOD_END) - 86_400,
    };
    const result = await parse(buildStripeEvent('customer.subscription.updated', expanded, { id: 'evt_sub_upd', created }));
    expect(result).toEqual({
      id: 'evt_sub_upd',
      provider: 'stripe',
      occurredAt: created,
      type: 'subscription.updated',
      subscription: {
        id: 'sub_updated',
        customerId: 'cus_expanded',
        userId: 'user_9',
        planId: 'ATTORNEY',
        status: 'past_due',
        currentPeriodStart: PERIOD_START,
        currentPeriodEnd: PERIOD_END,
        cancelAtPeriodEnd: true,
        itemId: 'si_updated',
      },
    });
  });

  it('translates customer.subscription.created from an older API version (period on the subscription)', async () => {
    const current = buildStripeSubscription({ id: 'sub_legacy', priceId: 'price_renamed_in_dashboard', planId: 'COMPLETE', status: 'trialing' });
    const item = current.items.data[0]!;
    const { current_period_start: _start, current_period_end: _end, ...legacyItem } = item;
    const legacy = {
      ...current,
      current_period_start: at(PERIOD_START),
      current_period_end: at(PERIOD_END),
      items: { ...current.items, data: [legacyItem] },
    };
    const result = await parse(buildStripeEvent('customer.subscription.created', legacy));
    if (result.type !== 'subscription.updated') throw new Error(result.type);
    expect(result.subscription).toMatchObject({
      planId: 'COMPLETE',
      userId: null,
      status: 'active',
      currentPeriodStart: PERIOD_START,
      currentPeriodEnd: PERIOD_END,
    });
  });

  it('translates customer.subscription.deleted as canceled', async () => {
    const subscription = {
      ...buildStripeSubscription({ id: 'sub_gone', priceId: PRICES.ANALYSIS, userId: 'user_5', status: 'canceled' }),
      canceled_at: at(PERIOD_END),
      ended_at: at(PERIOD_END),
    };
    const result = await parse(buildStripeEvent('customer.subscription.deleted', subscription));
    if (result.type !== 'subscription.updated') throw new Error(result.type);
    expect(result.subscription).toMatchObject({ id: 'sub_gone', planId: 'ANALYSIS', status: 'canceled', userId: 'user_5' });
    // A deletion ends the subscription whatever status the object still shows.
    const lagging = await parse(buildStripeEvent('customer.subscription.deleted', { ...subscription, status: 'unpaid' }));
    expect(lagging).toMatchObject({ subscription: { status: 'canceled' } });
  });

  it('ignores a subscription to a price that is not one of our plans', async () => {
    const foreign = buildStripeSubscription({ priceId: 'price_someone_elses_product' });
    expect(await parse(buildStripeEvent('customer.subscription.updated', foreign))).toMatchObject({
      type: 'ignored',
      providerType: 'customer.subscription.updated',
    });
  });

  function invoice(overrides: Record<string, unknown>, lines: object[]) {
    return {
      id: 'in_1PaidInvoice',
      object: 'invoice',
      account_country: 'US',
      amount_due: 50_000,
      amount_paid: 50_000,
      amount_remaining: 0,
      attempt_count: 1,
      attempted: true,
      billing_reason: 'subscription_create',
      collection_method: 'charge_automatically',
      created: at(PERIOD_START),
      currency: 'usd',
      customer: 'cus_invoice',
      customer_email: 'ada@example.com',
      description: null,
      hosted_invoice_url: 'https://invoice.stripe.test/i/acct_1/test_inv',
      invoice_pdf: 'https://pay.stripe.test/invoice/acct_1/test_inv/pdf',
      lines: { object: 'list', data: lines, has_more: false, url: '/v1/invoices/in_1PaidInvoice/lines' },
      livemode: false,
      next_payment_attempt: null,
      number: 'ACME-0001',
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: {}, subscription: 'sub_1' } },
      period_end: at(PERIOD_START),
      period_start: at(PERIOD_START),
      status: 'paid',
      total: 50_000,
      ...overrides,
    };
  }

  function line(priceId: string, amount: number, period: { start: Date; end: Date }, description: string) {
    return {
      id: `il_${priceId}_${amount}`,
      object: 'line_item',
      amount,
      currency: 'usd',
      description,
      invoice: 'in_1PaidInvoice',
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: { invoice_item: null, proration: amount < 50_000, subscription: 'sub_1', subscription_item: 'si_1' },
      },
      period: { start: at(period.start), end: at(period.end) },
      pricing: { type: 'price_details', price_details: { price: priceId, product: 'prod_1' }, unit_amount_decimal: String(amount) },
      quantity: 1,
    };
  }

  it('translates invoice.paid, naming the plan from the price and the period from its line', async () => {
    const paid = invoice({}, [line(PRICES.COMPLETE, 50_000, { start: PERIOD_START, end: PERIOD_END }, '1 × Complete (at $500.00 / month)')]);
    expect(await parse(buildStripeEvent('invoice.paid', paid, { id: 'evt_paid', created }))).toEqual({
      id: 'evt_paid',
      provider: 'stripe',
      occurredAt: created,
      type: 'payment.succeeded',
      paymentRef: 'in_1PaidInvoice',
      customerId: 'cus_invoice',
      amountCents: 50_000,
      currency: 'usd',
      description: 'Complete plan',
      periodStart: PERIOD_START,
      periodEnd: PERIOD_END,
      receiptUrl: 'https://invoice.stripe.test/i/acct_1/test_inv',
    });
  });

  it("names a plan change's invoice after the new plan, not the credited old one", async () => {
    const changedAt = new Date('2026-03-16T00:00:00Z');
    const proration = invoice({ id: 'in_proration', billing_reason: 'subscription_update', amount_paid: 20_645 }, [
      line(PRICES.ANALYSIS, -5_161, { start: changedAt, end: PERIOD_END }, 'Unused time on Analysis after 16 Mar 2026'),
      line(PRICES.COMPLETE, 25_806, { start: changedAt, end: PERIOD_END }, 'Remaining time on Complete after 16 Mar 2026'),
    ]);
    const result = await parse(buildStripeEvent('invoice.paid', proration));
    expect(result).toMatchObject({ amountCents: 20_645, description: 'Complete plan (prorated change)', periodStart: changedAt, periodEnd: PERIOD_END });
  });

  it("falls back to the invoice's description when the price is not a plan", async () => {
    const other = invoice({ description: 'Setup help', hosted_invoice_url: null }, [
      line('price_other', 50_000, { start: PERIOD_START, end: PERIOD_END }, 'Setup help'),
    ]);
    expect(await parse(buildStripeEvent('invoice.paid', other))).toMatchObject({ description: 'Setup help', receiptUrl: null });
  });

  it('translates invoice.payment_failed', async () => {
    const failed = invoice(
      {
        id: 'in_failed',
        status: 'open',
        amount_paid: 0,
        amount_remaining: 10_000,
        amount_due: 10_000,
        attempt_count: 2,
        next_payment_attempt: at(new Date('2026-03-05T00:00:00Z')),
        billing_reason: 'subscription_cycle',
      },
      [line(PRICES.ANALYSIS, 10_000, { start: PERIOD_START, end: PERIOD_END }, '1 × Analysis (at $100.00 / month)')],
    );
    const result = await parse(buildStripeEvent('invoice.payment_failed', failed, { id: 'evt_failed', created }));
    expect(result).toEqual({
      id: 'evt_failed',
      provider: 'stripe',
      occurredAt: created,
      type: 'payment.failed',
      paymentRef: 'in_failed',
      customerId: 'cus_invoice',
      amountCents: 10_000,
      currency: 'usd',
      reason: expect.stringMatching(/attempt 2.*2026-03-05/),
    });
  });

  function charge(overrides: Record<string, unknown>) {
    return {
      id: 'ch_3Refunded',
      object: 'charge',
      amount: 10_000,
      amount_captured: 10_000,
      amount_refunded: 10_000,
      captured: true,
      created: at(PERIOD_START),
      currency: 'usd',
      customer: 'cus_refund',
      description: 'Subscription creation',
      livemode: false,
      paid: true,
      payment_intent: 'pi_3Refunded',
      payment_method: 'pm_1',
      receipt_url: 'https://pay.stripe.test/receipts/payment/test',
      refunded: true,
      status: 'succeeded',
      ...overrides,
    };
  }

  it('translates charge.refunded, finding the invoice through the payment intent as current API versions need', async () => {
    standIn.invoicesByPaymentIntent.set('pi_3Refunded', 'in_refunded_invoice');
    const refunds = {
      object: 'list',
      data: [
        { id: 're_older', object: 'refund', amount: 4_000, charge: 'ch_3Refunded', created: at(PERIOD_START) + 60, currency: 'usd', status: 'succeeded' },
        { id: 're_newest', object: 'refund', amount: 6_000, charge: 'ch_3Refunded', created: at(PERIOD_START) + 3_600, currency: 'usd', status: 'succeeded' },
      ],
      has_more: false,
      url: '/v1/charges/ch_3Refunded/refunds',
    };
    const result = await parse(buildStripeEvent('charge.refunded', charge({ refunds }), { id: 'evt_refund', created }));
    expect(result).toEqual({
      id: 'evt_refund',
      provider: 'stripe',
      occurredAt: created,
      type: 'refund.succeeded',
      refundRef: 're_newest',
      paymentRef: 'in_refunded_invoice',
      customerId: 'cus_refund',
      amountCents: 10_000,
      currency: 'usd',
    });
    expect(requestsTo('/v1/invoice_payments').at(-1)!.body).toMatchObject({
      'payment[type]': 'payment_intent',
      'payment[payment_intent]': 'pi_3Refunded',
    });
  });

  it('translates charge.refunded from an older API version that names the invoice on the charge', async () => {
    const before = requestsTo('/v1/invoice_payments').length;
    const result = await parse(
      buildStripeEvent('charge.refunded', charge({ id: 'ch_legacy', invoice: 'in_legacy', amount_refunded: 2_500, payment_intent: null })),
    );
    expect(result).toMatchObject({ type: 'refund.succeeded', refundRef: 'ch_legacy', paymentRef: 'in_legacy', amountCents: 2_500 });
    expect(requestsTo('/v1/invoice_payments')).toHaveLength(before);
  });

  it('answers a null payment for a refunded charge that paid no invoice', async () => {
    const result = await parse(buildStripeEvent('charge.refunded', charge({ id: 'ch_one_off', payment_intent: 'pi_not_an_invoice' })));
    expect(result).toMatchObject({ type: 'refund.succeeded', refundRef: 'ch_one_off', paymentRef: null });
  });

  it('acknowledges event types it does not act on as ignored', async () => {
    const event = buildStripeEvent('customer.updated', { id: 'cus_1', object: 'customer', email: 'new@example.com' }, { id: 'evt_other', created });
    expect(await parse(event)).toEqual({ id: 'evt_other', provider: 'stripe', occurredAt: created, type: 'ignored', providerType: 'customer.updated' });
  });

  it('rejects a tampered body, a missing signature and a signature made with another secret', async () => {
    const event = buildStripeEvent('invoice.paid', invoice({}, []));
    const { body, signature } = signStripeWebhook(event, WEBHOOK_SECRET);
    const tampered = body.replace('"amount_paid":50000', '"amount_paid":1');
    expect(tampered).not.toBe(body);
    const message = /signature does not verify/;
    await expectAppError(provider.parseWebhook(tampered, signature), 'BAD_REQUEST', message);
    await expectAppError(provider.parseWebhook(body, undefined), 'BAD_REQUEST', message);
    await expectAppError(provider.parseWebhook(body, ''), 'BAD_REQUEST', message);
    const forged = signStripeWebhook(event, 'whsec_someone_else');
    await expectAppError(provider.parseWebhook(forged.body, forged.signature), 'BAD_REQUEST', message);
    // The untouched pair still verifies, so the rejections above are about the tampering alone.
    await expect(provider.parseWebhook(body, signature)).resolves.toMatchObject({ type: 'payment.succeeded' });
  });
});
