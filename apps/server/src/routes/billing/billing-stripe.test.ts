import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingEvents } from '../../db/schema/index';
import { buildStripeEvent, buildStripeSubscription, signStripeWebhook } from '../../test/stripe-stand-in';
import { createStripeTestApp, STRIPE_TEST_PRICES } from '../../test/stripe-test-app';
import { besideTheAnswerSettled } from '../../lib/beside-the-answer';
import { TEST_ORIGIN } from '../../test/test-app';

const SECRET = 'whsec_acclaim_test_secret';
const PRICES = STRIPE_TEST_PRICES;
const { t, standIn } = await createStripeTestApp(SECRET);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Delivers an event to the webhook route as Stripe does: the raw JSON body and its signature header. */
async function deliver(event: object, secret = SECRET) {
  const { body, signature } = signStripeWebhook(event, secret);
  const res = await t.app.request('/api/billing/webhook', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  return { status: res.status, json: (await res.json()) as { received?: boolean; duplicate?: boolean; message?: string } };
}

function paidInvoice(customer: string, subscription: string, period: { start: Date; end: Date }) {
  return {
    id: `in_${subscription}`,
    object: 'invoice',
    amount_paid: 50_000,
    currency: 'usd',
    customer,
    hosted_invoice_url: `https://invoice.stripe.test/i/${subscription}`,
    billing_reason: 'subscription_create',
    status: 'paid',
    parent: { type: 'subscription_details', subscription_details: { metadata: {}, subscription } },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `il_${subscription}`,
          object: 'line_item',
          amount: 50_000,
          currency: 'usd',
          description: '1 × Complete (at $500.00 / month)',
          period: { start: seconds(period.start), end: seconds(period.end) },
          pricing: { type: 'price_details', price_details: { price: PRICES.COMPLETE, product: 'prod_complete' } },
          quantity: 1,
        },
      ],
    },
  };
}

describe('billing through Stripe', () => {
  it('checks out on Stripe, takes the signed webhooks once, and follows cancellation and the end of the subscription', async () => {
    const person = await t.signUp();
    const checkout = await t.call('POST', '/api/billing/checkout', { token: person.token, body: { planId: 'COMPLETE' } });
    expect(checkout.status, checkout.text).toBe(200);
    expect(checkout.json.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const sent = standIn.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICES.COMPLETE,
      client_reference_id: person.user.id,
      customer_email: person.email,
      success_url: `${TEST_ORIGIN}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_ORIGIN}/billing/cancel`,
    });
    const checkoutId = sent.body['metadata[checkoutId]']!;

    // What Stripe sends once the customer pays.
    const start = new Date(Date.now() - 60_000);
    const end = new Date(start.getTime() + 30 * 24 * 3600 * 1000);
    const subscription = buildStripeSubscription({
      id: 'sub_complete_1',
      customerId: 'cus_ada',
      priceId: PRICES.COMPLETE,
      userId: person.user.id,
      planId: 'COMPLETE',
      periodStart: start,
      periodEnd: end,
      unitAmount: 50_000,
    });
    standIn.subscriptions.set(subscription.id, structuredClone(subscription));
    const events = [
      buildStripeEvent(
        'checkout.session.completed',
        {
          id: 'cs_test_1',
          object: 'checkout.session',
          customer: 'cus_ada',
          client_reference_id: person.user.id,
          metadata: { checkoutId, userId: person.user.id, planId: 'COMPLETE' },
          subscription: subscription.id,
        },
        { created: start },
      ),
      buildStripeEvent('customer.subscription.created', subscription, { created: start }),
      buildStripeEvent('invoice.paid', paidInvoice('cus_ada', subscription.id, { start, end }), { created: start }),
    ];
    for (const event of events) expect(await deliver(event)).toEqual({ status: 200, json: { received: true, duplicate: false } });

    let state = (await t.call('GET', '/api/billing/subscription', { token: person.token })).json;
    expect(state.provider).toBe('stripe');
    expect(state.plan.id).toBe('COMPLETE');
    expect(state.subscription).toMatchObject({
      planId: 'COMPLETE',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(seconds(end) * 1000).toISOString(),
    });
    expect(state.payments).toEqual([
      expect.objectContaining({ kind: 'payment', amountCents: 50_000, receiptUrl: `https://invoice.stripe.test/i/${subscription.id}` }),
    ]);
    expect(state.canOpenPortal).toBe(true);
    const ledger = async () => (await t.database.db.select().from(billingEvents).where(eq(billingEvents.userId, person.user.id))).length;
    const recorded = await ledger();

    // Stripe retries: every replay is acknowledged and changes nothing.
    for (const event of events) expect(await deliver(event)).toEqual({ status: 200, json: { received: true, duplicate: true } });
    expect(await ledger()).toBe(recorded);
    // One receipt for the one payment, however often Stripe delivers it.
    await besideTheAnswerSettled();
    const receipts = (await t.mailTo(person.email)).filter((mail) => mail.subject.startsWith('Your Acclaim receipt'));
    expect(receipts.map((mail) => mail.subject)).toEqual(['Your Acclaim receipt: $500.00 USD']);
    expect(receipts[0]!.text).toContain('Plan: Complete, monthly');
    expect(receipts[0]!.text).not.toContain('test mode');

    const tampered = signStripeWebhook(events[2]!, SECRET);
    const forged = await t.app.request('/api/billing/webhook', {
      method: 'POST',
      body: tampered.body.replace('50000', '1'),
      headers: { 'content-type': 'application/json', 'stripe-signature': tampered.signature },
    });
    expect(forged.status).toBe(400);
    expect((await deliver(events[2]!, 'whsec_someone_else')).status).toBe(400);

    const portal = await t.call('POST', '/api/billing/portal', { token: person.token });
    expect(portal.json.url).toMatch(/^https:\/\//);

    const canceled = await t.call('POST', '/api/billing/cancel', { token: person.token });
    expect(canceled.status, canceled.text).toBe(200);
    expect(canceled.json.subscription.cancelAtPeriodEnd).toBe(true);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${subscription.id}`, body: { cancel_at_period_end: 'true' } });

    // A state from before the cancellation, delivered late, is not applied over it.
    const stale = buildStripeEvent('customer.subscription.updated', subscription, { created: new Date(start.getTime() + 1000) });
    expect((await deliver(stale)).status).toBe(200);
    state = (await t.call('GET', '/api/billing/subscription', { token: person.token })).json;
    expect(state.subscription.cancelAtPeriodEnd).toBe(true);

    const ended = buildStripeEvent(
      'customer.subscription.deleted',
      { ...standIn.subscriptions.get(subscription.id)!, status: 'canceled' },
      { created: new Date(Date.now() + 5000) },
    );
    expect((await deliver(ended)).status).toBe(200);
    state = (await t.call('GET', '/api/billing/subscription', { token: person.token })).json;
    expect(state.plan.id).toBe('FREE_TRIAL');
    expect(state.subscription).toBeNull();
    expect(state.payments).toHaveLength(1);
  });

  it('acknowledges events it does not act on, and has no test checkout', async () => {
    expect(await deliver(buildStripeEvent('customer.created', { id: 'cus_x', object: 'customer' }))).toEqual({
      status: 200,
      json: { received: true, duplicate: false },
    });
    const person = await t.signUp();
    expect((await t.call('GET', '/api/billing/test-checkout/00000000-0000-4000-8000-000000000000', { token: person.token })).status).toBe(404);
  });
});
