import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { adminAuditLog, billingEvents, documents, refundRequests, subscriptions, users } from '../../db/schema/index';
import { signUpAdmin } from '../../test/admin-helpers';
import { subscribe, uploadText } from '../../test/case-helpers';
import { makeFirmOwner } from '../../test/firm-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp({ RATE_LIMIT_BILLING: '1000/60' });
// Uploads queue their extraction; the refund test checks that an upload outlives the plan.
await t.startWorker();

const admin = await signUpAdmin(t, 'ADMIN');
const support = await signUpAdmin(t, 'SUPPORT');

const get = (path: string, token = admin.token) => t.call('GET', `/api/admin${path}`, { token });
const post = (path: string, body?: unknown, token = admin.token) => t.call('POST', `/api/admin${path}`, { token, body });
const REASON = 'My attorney will prepare the petition after all.';

/** A customer on a paid plan through the test checkout, who then asks for the money back on /billing. */
async function customerAskingRefund(planId = 'ANALYSIS') {
  const person = await t.signUp();
  await subscribe(t, person.token, planId);
  const asked = await t.call('POST', '/api/billing/refund-request', { token: person.token, body: { reason: REASON } });
  expect(asked.status, asked.text).toBe(201);
  return { ...person, requestId: asked.json.request.id as string };
}

async function auditOf(requestId: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'refund_request'), eq(adminAuditLog.targetId, requestId)))
    .orderBy(desc(adminAuditLog.createdAt));
}

const ledgerOf = (userId: string) => t.database.db.select().from(billingEvents).where(eq(billingEvents.userId, userId));
const billingOf = async (token: string) => (await t.call('GET', '/api/billing/subscription', { token })).json;

describe('subscriptions list', () => {
  it('shows each subscription with its account, plan, status, period and what the account paid, with the summary', async () => {
    const before = (await get('/subscriptions')).json.summary;
    const ada = await t.signUp();
    await subscribe(t, ada.token, 'COMPLETE');

    const res = await get(`/subscriptions?q=${encodeURIComponent(ada.email.toUpperCase())}`, support.token);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ success: true, total: 1, page: 1, pageSize: 25 });
    const [row] = res.json.subscriptions;
    expect(row).toMatchObject({
      account: { id: ada.user.id, name: ada.name, email: ada.email },
      planId: 'COMPLETE',
      status: 'active',
      provider: 'test',
      cancelAtPeriodEnd: false,
      endedAt: null,
      totalPaidCents: 50_000,
      totalRefundedCents: 0,
      lastPayment: { amountCents: 50_000 },
    });
    expect(Date.parse(row.currentPeriodEnd)).toBeGreaterThan(Date.parse(row.currentPeriodStart));
    expect(res.json.summary).toEqual({ ...before, active: before.active + 1 });

    // Searching by part of the name, any case.
    const byName = await get(`/subscriptions?q=${encodeURIComponent(ada.name.split(' ').pop()!.toLowerCase())}`);
    expect(byName.json.subscriptions.map((s: { account: { id: string } }) => s.account.id)).toEqual([ada.user.id]);
    expect((await get('/subscriptions?q=%25')).json.total).toBe(0);
  });

  it('filters by status (canceling is a running plan set to end) and plan, and pages', async () => {
    const canceling = await t.signUp();
    await subscribe(t, canceling.token, 'ANALYSIS');
    expect((await t.call('POST', '/api/billing/cancel', { token: canceling.token })).status).toBe(200);
    const late = await t.signUp();
    await makeFirmOwner(t, late.user.id as string);
    await subscribe(t, late.token, 'ATTORNEY');
    await t.database.db.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.userId, late.user.id));

    const ids = (res: { json: { subscriptions: { account: { id: string } }[] } }) => res.json.subscriptions.map((s) => s.account.id);
    const cancelingList = await get('/subscriptions?status=canceling&pageSize=100');
    expect(ids(cancelingList)).toContain(canceling.user.id);
    expect(cancelingList.json.subscriptions.every((s: { cancelAtPeriodEnd: boolean; status: string }) => s.cancelAtPeriodEnd && s.status !== 'canceled')).toBe(
      true,
    );
    const pastDue = await get('/subscriptions?status=past_due&pageSize=100');
    expect(ids(pastDue)).toEqual([late.user.id]);
    expect(pastDue.json.summary.pastDue).toBe(1);
    expect(pastDue.json.summary.canceling).toBeGreaterThanOrEqual(1);
    const attorney = await get('/subscriptions?plan=ATTORNEY&pageSize=100');
    expect(ids(attorney)).toEqual([late.user.id]);
    // A running subscription set to end still counts as active until it ends.
    expect(ids(await get('/subscriptions?status=active&pageSize=100'))).toContain(canceling.user.id);

    const first = await get('/subscriptions?pageSize=1');
    expect(first.json.subscriptions).toHaveLength(1);
    expect(first.json.total).toBeGreaterThan(1);
    const second = await get('/subscriptions?pageSize=1&page=2');
    expect(second.json.page).toBe(2);
    expect(second.json.subscriptions[0].id).not.toBe(first.json.subscriptions[0].id);
    // Newest first.
    expect(first.json.subscriptions[0].startedAt >= second.json.subscriptions[0].startedAt).toBe(true);

    const bad = await get('/subscriptions?status=paused&page=0');
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('money-back requests', () => {
  it('lists open requests with the account, amount, reason, the payment covered and the running plan', async () => {
    const person = await customerAskingRefund('COMPLETE');
    const res = await get('/refund-requests?pageSize=100', support.token);
    expect(res.status, res.text).toBe(200);
    const request = res.json.refundRequests.find((r: { id: string }) => r.id === person.requestId);
    expect(request).toMatchObject({
      status: 'requested',
      account: { id: person.user.id, email: person.email, name: person.name, planId: 'COMPLETE' },
      amountCents: 50_000,
      currency: 'usd',
      reason: REASON,
      payment: { amountCents: 50_000, provider: 'test', description: 'Complete plan, monthly' },
      daysSincePayment: 0,
      subscription: { planId: 'COMPLETE', status: 'active', cancelAtPeriodEnd: false },
      resolvedAt: null,
      resolvedBy: null,
      staffNote: null,
    });
    expect((await get('/subscriptions')).json.summary.openRefundRequests).toBe(res.json.total);
    expect((await get('/refund-requests?status=refunded')).json.refundRequests.map((r: { id: string }) => r.id)).not.toContain(person.requestId);
    expect((await get('/refund-requests?status=maybe')).status).toBe(400);
  });

  it('refunds in test mode: the ledger refund, the plan ended at once with uploads kept, the request resolved and audited', async () => {
    const person = await customerAskingRefund('ANALYSIS');
    const caseId = (await t.call('GET', '/api/cases/active', { token: person.token })).json.case.id;
    await uploadText(t, person.token, caseId, 'cv.txt', 'Curriculum vitae of a researcher.', 'cv');

    const res = await post(`/refund-requests/${person.requestId}/refund`, { note: 'Within 30 days; guarantee honoured.' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe(`Refunded $100.00 to ${person.email}. Their Analysis plan ended now; everything they uploaded stays in their account.`);
    expect(res.json.refundRequest).toMatchObject({
      id: person.requestId,
      status: 'refunded',
      resolvedBy: { id: admin.user.id, email: admin.email },
      staffNote: 'Within 30 days; guarantee honoured.',
      subscription: null,
    });
    expect(res.json.refundRequest.resolvedAt).not.toBeNull();

    const ledger = await ledgerOf(person.user.id);
    const refunds = ledger.filter((row) => row.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: 10_000, provider: 'test' });
    expect(refunds[0]!.providerRef).toMatch(/^re_test_/);
    expect(ledger.filter((row) => row.kind === 'subscription_ended')).toHaveLength(1);

    const [row] = await t.database.db.select().from(refundRequests).where(eq(refundRequests.id, person.requestId));
    expect(row).toMatchObject({ status: 'refunded', resolvedById: admin.user.id, staffNote: 'Within 30 days; guarantee honoured.' });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
    expect(account!.planId).toBe('FREE_TRIAL');
    expect(await t.database.db.$count(documents, eq(documents.caseId, caseId))).toBe(1);

    // The customer's own Billing page shows the refund and the request resolved.
    const billing = await billingOf(person.token);
    expect(billing.plan.id).toBe('FREE_TRIAL');
    expect(billing.subscription).toBeNull();
    expect(billing.moneyBack.request).toMatchObject({ status: 'refunded', amountCents: 10_000 });
    expect(billing.payments.map((p: { kind: string; amountCents: number }) => [p.kind, p.amountCents])).toEqual(
      expect.arrayContaining([
        ['payment', 10_000],
        ['refund', 10_000],
      ]),
    );

    const [entry] = await auditOf(person.requestId);
    expect(entry).toMatchObject({ action: 'refund_request.refund', actorId: admin.user.id, actorEmail: admin.email });
    expect(entry!.before).toMatchObject({ status: 'requested', amountCents: 10_000, subscription: { planId: 'ANALYSIS', status: 'active' } });
    expect(entry!.after).toMatchObject({
      status: 'refunded',
      staffNote: 'Within 30 days; guarantee honoured.',
      refundRef: refunds[0]!.providerRef,
      subscription: { status: 'canceled' },
    });

    // The list shows the refund against the account, and the ended subscription.
    const listed = (await get(`/subscriptions?q=${encodeURIComponent(person.email)}`)).json.subscriptions[0];
    expect(listed).toMatchObject({ status: 'canceled', totalPaidCents: 10_000, totalRefundedCents: 10_000 });
    expect(listed.endedAt).not.toBeNull();
    const resolved = (await get('/refund-requests?status=refunded&pageSize=100')).json.refundRequests;
    expect(resolved.map((r: { id: string }) => r.id)).toContain(person.requestId);

    // Asking again is refused and changes nothing.
    const again = await post(`/refund-requests/${person.requestId}/refund`);
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(new RegExp(`already refunded on .* by ${admin.email}`));
    expect((await post(`/refund-requests/${person.requestId}/decline`, { note: 'Too late.' })).status).toBe(409);
    expect((await ledgerOf(person.user.id)).filter((r) => r.kind === 'refund')).toHaveLength(1);
    expect(await auditOf(person.requestId)).toHaveLength(1);
  });

  it('refunds once when the button is pressed twice at the same moment', async () => {
    const person = await customerAskingRefund('COMPLETE');
    const answers = await Promise.all([post(`/refund-requests/${person.requestId}/refund`), post(`/refund-requests/${person.requestId}/refund`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await ledgerOf(person.user.id)).filter((r) => r.kind === 'refund')).toHaveLength(1);
    expect(await auditOf(person.requestId)).toHaveLength(1);
  });

  it('ends a plan already set to end at the period end, at once', async () => {
    const person = await customerAskingRefund('ANALYSIS');
    expect((await t.call('POST', '/api/billing/cancel', { token: person.token })).status).toBe(200);
    const res = await post(`/refund-requests/${person.requestId}/refund`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.refundRequest.staffNote).toBeNull();
    const [live] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, person.user.id));
    expect(live!.status).toBe('canceled');
  });

  it('declines with a required note, leaving the plan and the money as they were', async () => {
    const person = await customerAskingRefund('ANALYSIS');
    const noNote = await post(`/refund-requests/${person.requestId}/decline`, { note: '   ' });
    expect(noNote.status).toBe(400);
    expect(noNote.json.message).toBe('Write a note saying why the request is declined.');
    expect((await post(`/refund-requests/${person.requestId}/decline`, {})).status).toBe(400);

    const res = await post(`/refund-requests/${person.requestId}/decline`, { note: 'The same payment was refunded by card dispute.' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe(`Declined the money-back request of ${person.email}. Nothing was refunded; their plan is unchanged.`);
    expect(res.json.refundRequest).toMatchObject({
      status: 'declined',
      resolvedBy: { id: admin.user.id },
      staffNote: 'The same payment was refunded by card dispute.',
      subscription: { planId: 'ANALYSIS', status: 'active' },
    });
    expect((await ledgerOf(person.user.id)).filter((r) => r.kind === 'refund')).toHaveLength(0);
    expect((await billingOf(person.token)).moneyBack.request.status).toBe('declined');
    const [entry] = await auditOf(person.requestId);
    expect(entry).toMatchObject({ action: 'refund_request.decline', actorId: admin.user.id });
    expect(entry!.before).toMatchObject({ status: 'requested', staffNote: null });
    expect(entry!.after).toMatchObject({ status: 'declined', staffNote: 'The same payment was refunded by card dispute.' });

    expect((await post(`/refund-requests/${person.requestId}/decline`, { note: 'Again.' })).status).toBe(409);
    expect((await post(`/refund-requests/${person.requestId}/refund`)).status).toBe(409);
  });

  it('answers 404 for an unknown or malformed request id', async () => {
    expect((await post('/refund-requests/00000000-0000-4000-8000-000000000000/refund')).status).toBe(404);
    expect((await post('/refund-requests/not-an-id/decline', { note: 'No.' })).status).toBe(404);
  });
});

describe('who may do what', () => {
  it('lets SUPPORT read but not refund or decline; the server refuses whatever the screen shows', async () => {
    const person = await customerAskingRefund('ANALYSIS');
    expect((await get('/subscriptions', support.token)).status).toBe(200);
    expect((await get('/refund-requests', support.token)).status).toBe(200);
    const refund = await post(`/refund-requests/${person.requestId}/refund`, undefined, support.token);
    expect(refund.status).toBe(403);
    expect(refund.json.message).toBe('This needs the ADMIN role or higher; your role is SUPPORT.');
    expect((await post(`/refund-requests/${person.requestId}/decline`, { note: 'No.' }, support.token)).status).toBe(403);
    const [row] = await t.database.db.select().from(refundRequests).where(eq(refundRequests.id, person.requestId));
    expect(row!.status).toBe('requested');
  });

  it('refuses a customer, an admin who has not passed two-factor, and anyone signed out', async () => {
    const person = await customerAskingRefund('ANALYSIS');
    const unverified = await signUpAdmin(t, 'SUPER_ADMIN', { verified: false });
    for (const [method, path, body] of [
      ['GET', '/subscriptions', undefined],
      ['GET', '/refund-requests', undefined],
      ['POST', `/refund-requests/${person.requestId}/refund`, {}],
      ['POST', `/refund-requests/${person.requestId}/decline`, { note: 'No.' }],
    ] as const) {
      const asCustomer = await t.call(method, `/api/admin${path}`, { token: person.token, body });
      expect(asCustomer.status, `${method} ${path} as a customer`).toBe(403);
      const asUnverified = await t.call(method, `/api/admin${path}`, { token: unverified.token, body });
      expect(asUnverified.status, `${method} ${path} before two-factor`).toBe(403);
      expect(asUnverified.json.message).toMatch(/Verify your identity/);
      expect((await t.call(method, `/api/admin${path}`, { body })).status, `${method} ${path} signed out`).toBe(401);
    }
    const [row] = await t.database.db.select().from(refundRequests).where(eq(refundRequests.id, person.requestId));
    expect(row!.status).toBe('requested');
  });
});
