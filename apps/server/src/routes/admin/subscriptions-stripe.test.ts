import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog, billingEvents, refundRequests, subscriptions, users } from '../../db/schema/index';
import { buildStripeEvent, buildStripeSubscription, signStripeWebhook } from '../../test/stripe-stand-in';
import { createStripeTestApp, STRIPE_TEST_PRICES } from '../../test/stripe-test-app';
import { signUpAdmin } from '../../test/admin-helpers';

const SECRET = 'whsec_acclaim_admin_refunds';
const PRICES = STRIPE_TEST_PRICES;
const { t, standIn } = await createStripeTestApp(SECRET);
const admin = await signUpAdmin(t, 'ADMIN');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function deliver(event: object) {
  const { body, signature } = signStripeWebhook(event, SECRET);
  const res = await t.app.request('/api/billing/webhook', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { received: boolean; duplicate: boolean };
}

/** A customer who paid for Analysis on Stripe (its webhooks delivered as Stripe sends them) and asked for the money back. */
async function stripeCustomerAskingRefund(key: string) {
  const person = await t.signUp();
  const checkout = await t.call('POST', '/api/billing/checkout', { token: person.token, body: { planId: 'ANALYSIS' } });
  expect(checkout.status, checkout.text).toBe(200);
  const checkoutId = standIn.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.body['metadata[checkoutId]']!;
  const start = new Date(Date.now() - 60_000);
  const end = new Date(start.getTime() + 30 * 24 * 3600 * 1000);
  const ids = { customer: `cus_${key}`, subscription: `sub_${key}`, invoice: `in_${key}`, paymentIntent: `pi_${key}` };
  const subscription = buildStripeSubscription({
    id: ids.subscription,
    customerId: ids.customer,
    priceId: PRICES.ANALYSIS,
    userId: person.user.id,
    planId: 'ANALYSIS',
    periodStart: start,
    periodEnd: end,
    unitAmount: 10_000,
  });
  standIn.subscriptions.set(subscription.id, structuredClone(subscription));
  standIn.invoicesByPaymentIntent.set(ids.paymentIntent, ids.invoice);
  const invoice = {
    id: ids.invoice,
    object: 'invoice',
    amount_paid: 10_000,
    currency: 'usd',
    customer: ids.customer,
    hosted_invoice_url: `https://invoice.stripe.test/i/${key}`,
    billing_reason: 'subscription_create',
    status: 'paid',
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `il_${key}`,
          object: 'line_item',
          amount: 10_000,
          currency: 'usd',
          period: { start: seconds(start), end: seconds(end) },
          pricing: { type: 'price_details', price_details: { price: PRICES.ANALYSIS, product: 'prod_analysis' } },
          quantity: 1,
        },
      ],
    },
  };
  await deliver(
    buildStripeEvent(
      'checkout.session.completed',
      {
        id: `cs_${key}`,
        object: 'checkout.session',
        customer: ids.customer,
        client_reference_id: person.user.id,
        metadata: { checkoutId, userId: person.user.id, planId: 'ANALYSIS' },
      },
      { created: start },
    ),
  );
  await deliver(buildStripeEvent('customer.subscription.created', subscription, { created: start }));
  await deliver(buildStripeEvent('invoice.paid', invoice, { created: start }));
  const asked = await t.call('POST', '/api/billing/refund-request', { token: person.token, body: { reason: 'Not what I need for my petition.' } });
  expect(asked.status, asked.text).toBe(201);
  return { ...person, ids, requestId: asked.json.request.id as string };
}

const refundRows = (userId: string) =>
  t.database.db
    .select()
    .from(billingEvents)
    .where(and(eq(billingEvents.userId, userId), eq(billingEvents.kind, 'refund')));

describe('money-back refunds through Stripe', () => {
  it("refunds the invoice's payment once with an idempotency key, ends the subscription at Stripe, and the later webhooks change nothing", async () => {
    const person = await stripeCustomerAskingRefund('refund_ok');
    const before = standIn.requests.length;

    const res = await t.call('POST', `/api/admin/refund-requests/${person.requestId}/refund`, { token: admin.token, body: { note: 'Guarantee.' } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe(`Refunded $100.00 to ${person.email}. Their Analysis plan ended now; everything they uploaded stays in their account.`);

    const sent = standIn.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/invoice_payments',
      'POST /v1/refunds',
      `DELETE /v1/subscriptions/${person.ids.subscription}`,
    ]);
    expect(sent[0]!.body).toMatchObject({ invoice: person.ids.invoice, status: 'paid' });
    expect(sent[1]!.body).toMatchObject({
      payment_intent: person.ids.paymentIntent,
      amount: '10000',
      reason: 'requested_by_customer',
      'metadata[refundRequestId]': person.requestId,
      'metadata[userId]': person.user.id,
    });
    expect(sent[1]!.headers['idempotency-key']).toBe(`refund-request-${person.requestId}`);
    expect(sent[2]!.body).toEqual({ prorate: 'false' });

    const refund = standIn.refunds.find((made) => made.payment_intent === person.ids.paymentIntent)!;
    const [recorded] = await refundRows(person.user.id);
    expect(recorded).toMatchObject({ provider: 'stripe', providerRef: refund.id, amountCents: 10_000, details: { paymentRef: person.ids.invoice } });
    const [subscription] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, person.user.id));
    expect(subscription!.status).toBe('canceled');
    const [account] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
    expect(account!.planId).toBe('FREE_TRIAL');
    const [request] = await t.database.db.select().from(refundRequests).where(eq(refundRequests.id, person.requestId));
    expect(request).toMatchObject({ status: 'refunded', resolvedById: admin.user.id, staffNote: 'Guarantee.' });

    // Stripe's own webhooks for the same refund and the same end arrive later: acknowledged, nothing recorded twice.
    const charge = {
      id: `ch_${person.ids.paymentIntent}`,
      object: 'charge',
      amount: 10_000,
      amount_refunded: 10_000,
      currency: 'usd',
      customer: person.ids.customer,
      payment_intent: person.ids.paymentIntent,
      refunded: true,
      refunds: { object: 'list', data: [refund], has_more: false },
    };
    await deliver(buildStripeEvent('charge.refunded', charge, { created: new Date(Date.now() + 2000) }));
    await deliver(
      buildStripeEvent('customer.subscription.deleted', standIn.subscriptions.get(person.ids.subscription)!, { created: new Date(Date.now() + 2000) }),
    );
    expect(await refundRows(person.user.id)).toHaveLength(1);
    const ends = await t.database.db
      .select()
      .from(billingEvents)
      .where(and(eq(billingEvents.userId, person.user.id), eq(billingEvents.kind, 'subscription_ended')));
    expect(ends).toHaveLength(1);

    const again = await t.call('POST', `/api/admin/refund-requests/${person.requestId}/refund`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(standIn.refunds.filter((made) => made.payment_intent === person.ids.paymentIntent)).toHaveLength(1);
  });

  it('records nothing while Stripe is down, and refunds on the retry', async () => {
    const person = await stripeCustomerAskingRefund('refund_retry');
    standIn.failure = { status: 500, error: { type: 'api_error', message: 'Something went wrong on our end.' } };
    try {
      const down = await t.call('POST', `/api/admin/refund-requests/${person.requestId}/refund`, { token: admin.token });
      expect(down.status).toBe(503);
      expect(down.json.message).toMatch(/did not answer/);
    } finally {
      standIn.failure = null;
    }
    const [open] = await t.database.db.select().from(refundRequests).where(eq(refundRequests.id, person.requestId));
    expect(open).toMatchObject({ status: 'requested', resolvedById: null });
    expect(await refundRows(person.user.id)).toHaveLength(0);
    expect(await t.database.db.$count(adminAuditLog, eq(adminAuditLog.targetId, person.requestId))).toBe(0);

    const retried = await t.call('POST', `/api/admin/refund-requests/${person.requestId}/refund`, { token: admin.token });
    expect(retried.status, retried.text).toBe(200);
    expect(await refundRows(person.user.id)).toHaveLength(1);
    expect(standIn.refunds.filter((made) => made.payment_intent === person.ids.paymentIntent)).toHaveLength(1);
  });
});
