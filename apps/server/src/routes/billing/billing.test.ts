import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { billingCustomers, billingEvents, processedBillingEvents, users } from '../../db/schema/index';
import { applyBillingEvent } from '../../services/billing/apply-billing-event';
import { renewTestSubscriptions } from '../../services/billing/renew-test-subscriptions';
import { requestRefund } from '../../services/billing/request-refund';
import { postDocument, signUpWithCase, subscribe } from '../../test/case-helpers';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';

const t = await createTestApp({ RATE_LIMIT_BILLING: '1000/60' });
await t.startWorker();
const DAY = 24 * 60 * 60 * 1000;

async function newCustomer() {
  return signUpWithCase(t);
}

function upload(token: string, caseId: string, name: string) {
  return postDocument(t, token, caseId, { file: new File([`Award: Best paper award for ${name}, 2021`], name, { type: 'text/plain' }) });
}

async function overview(token: string) {
  const res = await t.call('GET', '/api/billing/subscription', { token });
  expect(res.status).toBe(200);
  return res.json;
}

async function userRow(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('billing in test mode', () => {
  it('lists every plan from the one definition, without signing in', async () => {
    const res = await t.call('GET', '/api/billing/plans');
    expect(res.status).toBe(200);
    expect(res.json.plans.map((plan: { id: string; priceMonthly: number }) => [plan.id, plan.priceMonthly])).toEqual([
      ['FREE_TRIAL', 0],
      ['ANALYSIS', 100],
      ['COMPLETE', 500],
      ['ATTORNEY', 100],
    ]);
  });

  it('shows a new account on the Free Trial with its usage against each limit', async () => {
    const person = await newCustomer();
    await upload(person.token, person.caseId, 'one.txt');
    const state = await overview(person.token);
    expect(state.provider).toBe('test');
    expect(state.plan.id).toBe('FREE_TRIAL');
    expect(state.subscription).toBeNull();
    expect(state.usage).toEqual([
      { key: 'petitions', label: 'Petitions', used: 1, allowed: 1 },
      { key: 'documentUploads', label: 'Document uploads', used: 1, allowed: 5 },
      { key: 'eligibilityAssessments', label: 'Eligibility assessments', used: 0, allowed: 1 },
      { key: 'coverLetters', label: 'Petition letters', used: 0, allowed: 1 },
    ]);
    expect(state.payments).toEqual([]);
    expect(state.moneyBack).toEqual({ deadline: null, isEligible: false, request: null });
    expect(state.canOpenPortal).toBe(false);
  });

  it('lifts the upload limit after checkout; a declined card changes nothing; a paid checkout cannot be paid twice', async () => {
    const person = await newCustomer();
    for (let i = 1; i <= 5; i++) expect((await upload(person.token, person.caseId, `doc-${i}.txt`)).status).toBe(201);
    const refused = await upload(person.token, person.caseId, 'doc-6.txt');
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/upgrade on the Billing page/);

    const checkout = await t.call('POST', '/api/billing/checkout', { token: person.token, body: { planId: 'ANALYSIS' } });
    expect(checkout.json.url).toMatch(new RegExp(`^${TEST_ORIGIN}/billing/test-checkout/[0-9a-f-]{36}$`));
    const id = new URL(checkout.json.url).pathname.split('/').pop()!;
    const session = await t.call('GET', `/api/billing/test-checkout/${id}`, { token: person.token });
    expect(session.json.session).toMatchObject({
      planId: 'ANALYSIS',
      planName: 'Analysis',
      amountCents: 10_000,
      creditCents: 0,
      status: 'open',
      email: person.email,
    });

    const declined = await t.call('POST', `/api/billing/test-checkout/${id}/pay`, { token: person.token, body: { card: 'declined' } });
    expect(declined.status).toBe(402);
    expect(declined.json.message).toMatch(/declined.*No payment was taken/);
    expect((await overview(person.token)).plan.id).toBe('FREE_TRIAL');

    const paid = await t.call('POST', `/api/billing/test-checkout/${id}/pay`, { token: person.token, body: { card: 'success' } });
    expect(paid.status).toBe(200);
    expect(paid.json.url).toMatch(/\/billing\/success\?session_id=cs_test_/);
    const again = await t.call('POST', `/api/billing/test-checkout/${id}/pay`, { token: person.token, body: { card: 'success' } });
    expect(again.status).toBe(409);

    const state = await overview(person.token);
    expect(state.plan.id).toBe('ANALYSIS');
    expect(state.subscription).toMatchObject({ planId: 'ANALYSIS', status: 'active', cancelAtPeriodEnd: false });
    expect(state.usage.find((item: { key: string }) => item.key === 'documentUploads')).toMatchObject({ used: 5, allowed: null });
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({ kind: 'payment', amountCents: 10_000, description: 'Analysis plan, monthly' });
    expect(state.moneyBack.isEligible).toBe(true);
    expect((await upload(person.token, person.caseId, 'doc-6.txt')).status).toBe(201);
  });

  it('upgrades at once for the prorated difference and credits a downgrade, which the next renewal uses', async () => {
    const person = await newCustomer();
    await subscribe(t, person.token, 'ANALYSIS');
    const upgrade = await t.call('POST', '/api/billing/checkout', { token: person.token, body: { planId: 'COMPLETE' } });
    expect(upgrade.json.url).toBe(`${TEST_ORIGIN}/billing/success?change=COMPLETE`);
    let state = await overview(person.token);
    expect(state.plan.id).toBe('COMPLETE');
    // Seconds after the first payment, nearly the whole month is left: close to the $400 difference.
    expect(state.payments[0].amountCents).toBeGreaterThan(39_900);
    expect(state.payments[0].amountCents).toBeLessThanOrEqual(40_000);
    expect(state.payments[0].description).toMatch(/^Upgrade from Analysis to Complete/);

    const same = await t.call('POST', '/api/billing/checkout', { token: person.token, body: { planId: 'COMPLETE' } });
    expect(same.status).toBe(409);

    await t.call('POST', '/api/billing/checkout', { token: person.token, body: { planId: 'ANALYSIS' } });
    state = await overview(person.token);
    expect(state.plan.id).toBe('ANALYSIS');
    expect(state.creditCents).toBeGreaterThan(39_900);
    const credit = state.creditCents as number;

    const periodEnd = new Date(state.subscription.currentPeriodEnd);
    await renewTestSubscriptions(t.deps, new Date(periodEnd.getTime() + 1000));
    state = await overview(person.token);
    // The $100 renewal is paid from the credit; the rest of the credit waits for the next one.
    expect(state.payments[0]).toMatchObject({ amountCents: 0, description: 'Analysis plan, monthly' });
    expect(state.creditCents).toBe(credit - 10_000);
    expect(new Date(state.subscription.currentPeriodStart).getTime()).toBe(periodEnd.getTime());
    expect(state.subscription.status).toBe('active');
  });

  it('cancels at the end of the period, resumes, and when the period ends keeps everything under Free Trial limits', async () => {
    const person = await newCustomer();
    await subscribe(t, person.token, 'ANALYSIS');
    for (let i = 1; i <= 6; i++) expect((await upload(person.token, person.caseId, `doc-${i}.txt`)).status).toBe(201);

    const canceled = await t.call('POST', '/api/billing/cancel', { token: person.token });
    expect(canceled.status).toBe(200);
    expect(canceled.json.subscription.cancelAtPeriodEnd).toBe(true);
    expect(canceled.json.plan.id).toBe('ANALYSIS');
    expect((await t.call('POST', '/api/billing/cancel', { token: person.token })).status).toBe(409);
    const resumed = await t.call('POST', '/api/billing/resume', { token: person.token });
    expect(resumed.json.subscription.cancelAtPeriodEnd).toBe(false);
    await t.call('POST', '/api/billing/cancel', { token: person.token });

    const end = new Date(canceled.json.subscription.currentPeriodEnd);
    await renewTestSubscriptions(t.deps, new Date(end.getTime() - 60_000));
    expect((await overview(person.token)).plan.id).toBe('ANALYSIS');
    await renewTestSubscriptions(t.deps, new Date(end.getTime() + 60_000));
    const state = await overview(person.token);
    expect(state.plan.id).toBe('FREE_TRIAL');
    expect(state.subscription).toBeNull();
    expect(state.payments).toHaveLength(1);
    const documents = await t.call('GET', `/api/cases/${person.caseId}/documents`, { token: person.token });
    expect(documents.json.documents).toHaveLength(6);
    expect((await upload(person.token, person.caseId, 'doc-7.txt')).status).toBe(403);
    const kinds = (await t.database.db.select().from(billingEvents).where(eq(billingEvents.userId, person.user.id))).map((row) => row.kind).sort();
    expect(kinds).toEqual(['cancel_scheduled', 'cancel_scheduled', 'cancel_withdrawn', 'payment', 'subscription_ended', 'subscription_started']);
    expect((await t.call('POST', '/api/billing/resume', { token: person.token })).status).toBe(409);
  });

  it('records a money-back request for staff within 30 days of the first payment, once', async () => {
    const person = await newCustomer();
    const early = await t.call('POST', '/api/billing/refund-request', { token: person.token, body: { reason: 'It is not what I expected.' } });
    expect(early.status).toBe(400);
    expect(early.json.message).toMatch(/no payment to refund/);
    await subscribe(t, person.token, 'COMPLETE');

    const tooShort = await t.call('POST', '/api/billing/refund-request', { token: person.token, body: { reason: 'no' } });
    expect(tooShort.status).toBe(400);
    const asked = await t.call('POST', '/api/billing/refund-request', {
      token: person.token,
      body: { reason: 'My attorney will prepare the petition after all.' },
    });
    expect(asked.status).toBe(201);
    expect(asked.json.request).toMatchObject({ status: 'requested', amountCents: 50_000, reason: 'My attorney will prepare the petition after all.' });
    const [mail] = await t.mailTo(t.deps.env.OPERATOR_EMAIL);
    expect(mail!.subject).toBe(`Money-back request: $500.00 from ${person.email}`);
    expect(mail!.text).toContain('My attorney will prepare the petition after all.');
    expect((await t.call('POST', '/api/billing/refund-request', { token: person.token, body: { reason: 'Asking a second time.' } })).status).toBe(409);
    const state = await overview(person.token);
    expect(state.moneyBack.isEligible).toBe(false);
    expect(state.moneyBack.request.status).toBe('requested');

    const late = await newCustomer();
    await subscribe(t, late.token, 'ANALYSIS');
    await expect(requestRefund(t.deps, await userRow(late.user.id), { reason: 'Thirty-one days later.' }, new Date(Date.now() + 31 * DAY))).rejects.toThrow(
      /within 30 days of your first payment/,
    );
  });

  it('renders a PDF receipt for the owner only, marked as test mode', async () => {
    const person = await newCustomer();
    await subscribe(t, person.token, 'ANALYSIS');
    const receiptUrl = (await overview(person.token)).payments[0].receiptUrl as string;
    expect(receiptUrl).toMatch(/^\/api\/billing\/receipts\/[0-9a-f-]{36}$/);
    const res = await t.app.request(receiptUrl, { headers: { authorization: `Bearer ${person.token}`, origin: TEST_ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await newCustomer();
    expect((await t.call('GET', receiptUrl, { token: other.token })).status).toBe(404);
  });

  it('keeps every billing route to its owner and refuses anonymous calls', async () => {
    const owner = await newCustomer();
    const checkout = await t.call('POST', '/api/billing/checkout', { token: owner.token, body: { planId: 'COMPLETE' } });
    const id = new URL(checkout.json.url).pathname.split('/').pop()!;
    const other = await newCustomer();
    expect((await t.call('GET', `/api/billing/test-checkout/${id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', `/api/billing/test-checkout/${id}/pay`, { token: other.token, body: { card: 'success' } })).status).toBe(404);
    expect((await overview(other.token)).plan.id).toBe('FREE_TRIAL');
    for (const [method, path] of [
      ['GET', '/api/billing/subscription'],
      ['POST', '/api/billing/checkout'],
      ['POST', '/api/billing/portal'],
      ['POST', '/api/billing/cancel'],
      ['POST', '/api/billing/resume'],
      ['POST', '/api/billing/refund-request'],
      ['GET', `/api/billing/test-checkout/${id}`],
      ['POST', `/api/billing/test-checkout/${id}/pay`],
    ] as const) {
      const body = path.endsWith('checkout')
        ? { planId: 'COMPLETE' }
        : path.endsWith('pay')
          ? { card: 'success' }
          : path.endsWith('refund-request')
            ? { reason: 'A reason long enough.' }
            : undefined;
      expect((await t.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    const bad = await t.call('POST', '/api/billing/checkout', { token: owner.token, body: { planId: 'FREE_TRIAL' } });
    expect(bad.status).toBe(400);
    expect((await t.call('POST', '/api/billing/portal', { token: owner.token })).status).toBe(409);
    expect((await t.call('POST', '/api/billing/webhook', { body: { id: 'evt_1' } })).status).toBe(404);
  });

  it('applies an event once however often it is delivered', async () => {
    const person = await newCustomer();
    await subscribe(t, person.token, 'ANALYSIS');
    const [customer] = await t.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, person.user.id));
    const customerId = customer!.customerId;
    const event = {
      id: `evt_test_replay_${person.user.id}`,
      provider: 'test' as const,
      occurredAt: new Date(),
      type: 'payment.succeeded' as const,
      paymentRef: `in_replay_${person.user.id}`,
      customerId,
      amountCents: 10_000,
      currency: 'usd',
      description: 'Analysis plan, monthly',
      periodStart: null,
      periodEnd: null,
      receiptUrl: null,
    };
    expect(await applyBillingEvent(t.database.db, event)).toEqual({ isDuplicate: false });
    expect(await applyBillingEvent(t.database.db, event)).toEqual({ isDuplicate: true });
    // The same payment under a new event id (a provider's retry with a fresh envelope) is still one payment.
    expect(await applyBillingEvent(t.database.db, { ...event, id: `${event.id}_again` })).toEqual({ isDuplicate: false });
    expect((await overview(person.token)).payments).toHaveLength(2);
    expect(await t.database.db.$count(processedBillingEvents, eq(processedBillingEvents.eventId, event.id))).toBe(1);
  });
});
