import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { billingCustomers, emailNotifications, subscriptions } from '../../db/schema/index';
import { besideTheAnswerSettled } from '../../lib/beside-the-answer';
import { signUpAdmin } from '../../test/admin-helpers';
import { subscribe } from '../../test/case-helpers';
import { makeFirmOwner } from '../../test/firm-helpers';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';
import { applyBillingEvent } from '../billing/apply-billing-event';
import { renewTestSubscriptions } from '../billing/renew-test-subscriptions';
import { deliverNotifications, queueRenewalNotices } from './email-notifications';

const t = await createTestApp({ RATE_LIMIT_BILLING: '1000/60' });
const DAY = 24 * 60 * 60 * 1000;
const BILLING_LINK = `${TEST_ORIGIN}/billing`;
const longDate = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

afterEach(() => vi.restoreAllMocks());

/** What the account's address received, oldest first, once every email promised so far has left. */
async function inbox(address: string) {
  await besideTheAnswerSettled();
  return (await t.mailTo(address)).reverse();
}

async function subscriptionOf(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
  return row!;
}

describe('billing emails', () => {
  it('sends one receipt for a $500 payment, to the account holder, with the plan, amount and period, and a link to Billing', async () => {
    const person = await t.signUp({ name: 'Ines Duarte' });
    const before = (await inbox(person.email)).length;

    // A declined card takes no payment and sends nothing.
    const checkout = await t.call('POST', '/api/billing/checkout', { token: person.token, body: { planId: 'COMPLETE' } });
    const checkoutId = new URL(checkout.json.url).pathname.split('/').pop()!;
    const declined = await t.call('POST', `/api/billing/test-checkout/${checkoutId}/pay`, { token: person.token, body: { card: 'declined' } });
    expect(declined.status).toBe(402);
    expect(await inbox(person.email)).toHaveLength(before);

    const paid = await t.call('POST', `/api/billing/test-checkout/${checkoutId}/pay`, { token: person.token, body: { card: 'success' } });
    expect(paid.status, paid.text).toBe(200);
    const mail = (await inbox(person.email)).slice(before);
    expect(mail.map((m) => m.subject)).toEqual(['Your Acclaim receipt: $500.00 USD']);
    const receipt = mail[0]!;
    const sub = await subscriptionOf(person.user.id);
    expect(receipt.text).toContain('Hello Ines Duarte,');
    expect(receipt.text).toContain('We received your payment of $500.00 USD for the Complete plan. This is your receipt.');
    expect(receipt.text).toContain('Plan: Complete, monthly');
    expect(receipt.text).toContain(`Service period: ${longDate(sub.currentPeriodStart)} – ${longDate(sub.currentPeriodEnd)}`);
    expect(receipt.text).toContain('Amount paid: $500.00 USD');
    expect(receipt.text).toContain(`Billed to: Ines Duarte (${person.email})`);
    expect(receipt.text).toContain('Payments are in test mode: no card was charged and no money moved.');
    expect(receipt.text).toContain('Acclaim is not a law firm and does not give legal advice.');
    expect(receipt.text).toContain(`Open Billing: ${BILLING_LINK}`);
    expect(receipt.html).toContain(`href="${BILLING_LINK}"`);

    // The same payment event again (a webhook retried) records nothing and sends nothing more.
    const [customer] = await t.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, person.user.id));
    const replay = {
      id: 'evt_test_replayed_payment',
      provider: 'test' as const,
      occurredAt: new Date(),
      type: 'payment.succeeded' as const,
      paymentRef: 'in_test_replayed',
      customerId: customer!.customerId,
      amountCents: 12_345,
      currency: 'usd',
      description: 'Complete plan, monthly',
      periodStart: null,
      periodEnd: null,
      receiptUrl: null,
    };
    expect(await applyBillingEvent(t.database.db, replay)).toEqual({ isDuplicate: false });
    await deliverNotifications(t.deps);
    expect(await applyBillingEvent(t.database.db, replay)).toEqual({ isDuplicate: true });
    // Another event for the same invoice (Stripe's invoice.paid after the API's answer) is not a second payment.
    expect(await applyBillingEvent(t.database.db, { ...replay, id: 'evt_test_replayed_payment_2' })).toEqual({ isDuplicate: false });
    await deliverNotifications(t.deps);
    const receipts = (await inbox(person.email)).filter((m) => m.subject.startsWith('Your Acclaim receipt'));
    expect(receipts.map((m) => m.subject)).toEqual(['Your Acclaim receipt: $500.00 USD', 'Your Acclaim receipt: $123.45 USD']);
  });

  it('tells of a plan change and its prorated charge, and names the firm an attorney is billed for', async () => {
    const person = await t.signUp({ name: 'Dana Whitfield' });
    await makeFirmOwner(t, person.user.id);
    await subscribe(t, person.token, 'ANALYSIS');
    const before = (await inbox(person.email)).length;

    const changed = await t.call('POST', '/api/billing/checkout', { token: person.token, body: { planId: 'COMPLETE' } });
    expect(changed.status, changed.text).toBe(200);
    const mail = (await inbox(person.email)).slice(before);
    expect(mail).toHaveLength(2);
    expect(mail.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Your Acclaim plan has changed', expect.stringMatching(/^Your Acclaim receipt: \$\d+\.\d\d USD$/)]),
    );
    const change = mail.find((m) => m.subject === 'Your Acclaim plan has changed')!;
    const sub = await subscriptionOf(person.user.id);
    expect(change.text).toContain('Your plan changed from Analysis to Complete on');
    expect(change.text).toContain('The difference for the rest of the current period is charged now; its receipt comes in a separate email.');
    expect(change.text).toContain(`From your next renewal on ${longDate(sub.currentPeriodEnd)}, the plan is $500.00 USD a month.`);
    expect(change.text).toContain(`Billed to: Dana Whitfield, Harbor Immigration LLP (${person.email})`);
    expect(change.text).toContain(`Open Billing: ${BILLING_LINK}`);
    const receipt = mail.find((m) => m.subject.startsWith('Your Acclaim receipt'))!;
    expect(receipt.text).toContain('Upgrade from Analysis to Complete, rest of the period (prorated)');

    // A downgrade credits the rest, and charges nothing now: one email.
    await t.call('POST', '/api/billing/checkout', { token: person.token, body: { planId: 'ANALYSIS' } });
    const down = (await inbox(person.email)).slice(before + 2);
    expect(down.map((m) => m.subject)).toEqual(['Your Acclaim plan has changed']);
    expect(down[0]!.text).toContain('The unused part of Complete is credited to your account and taken off your next payments.');
  });

  it('confirms a cancellation with the last day, sends no renewal notice for it, and a notice once before a renewal', async () => {
    const person = await t.signUp();
    await subscribe(t, person.token, 'COMPLETE');
    const sub = await subscriptionOf(person.user.id);
    const before = (await inbox(person.email)).length;

    // Three days before the period ends: one notice, however often the sweep runs.
    const noticeTime = new Date(sub.currentPeriodEnd.getTime() - 2 * DAY);
    expect(await queueRenewalNotices(t.deps, new Date(sub.currentPeriodEnd.getTime() - 5 * DAY))).toBeGreaterThanOrEqual(0);
    await deliverNotifications(t.deps);
    expect((await inbox(person.email)).slice(before)).toHaveLength(0);
    await queueRenewalNotices(t.deps, noticeTime);
    await queueRenewalNotices(t.deps, noticeTime);
    await deliverNotifications(t.deps);
    await deliverNotifications(t.deps);
    const notices = (await inbox(person.email)).slice(before);
    expect(notices.map((m) => m.subject)).toEqual(['Your Acclaim plan renews soon']);
    expect(notices[0]!.text).toContain(`Your Complete plan renews on ${longDate(sub.currentPeriodEnd)} for another month`);
    expect(notices[0]!.text).toContain('The charge will be $500.00 USD.');
    expect(notices[0]!.text).toContain(`cancel on your Billing page before ${longDate(sub.currentPeriodEnd)}`);
    expect(notices[0]!.text).toContain(`Open Billing: ${BILLING_LINK}`);

    const canceled = await t.call('POST', '/api/billing/cancel', { token: person.token });
    expect(canceled.status, canceled.text).toBe(200);
    const mail = (await inbox(person.email)).slice(before + 1);
    expect(mail.map((m) => m.subject)).toEqual(['Your Acclaim plan is canceled']);
    expect(mail[0]!.text).toContain(
      `You canceled your Complete plan. It stays active until ${longDate(sub.currentPeriodEnd)} and will not renew: nothing more will be charged.`,
    );
    expect(mail[0]!.text).toContain('keeps everything in it');
    expect(mail[0]!.text).toContain(`Open Billing: ${BILLING_LINK}`);

    // A canceled plan does not renew, so no notice is owed for it; the period's end sends nothing either.
    const rows = async () => (await t.database.db.select().from(emailNotifications).where(eq(emailNotifications.userId, person.user.id))).length;
    const recorded = await rows();
    await queueRenewalNotices(t.deps, new Date(sub.currentPeriodEnd.getTime() - DAY));
    expect(await rows()).toBe(recorded);
  });

  it('sends the receipt of a renewal', async () => {
    const person = await t.signUp();
    await subscribe(t, person.token, 'ANALYSIS');
    const sub = await subscriptionOf(person.user.id);
    const before = (await inbox(person.email)).length;
    await renewTestSubscriptions(t.deps, new Date(sub.currentPeriodEnd.getTime() + 60_000));
    const mail = (await inbox(person.email)).slice(before);
    expect(mail.map((m) => m.subject)).toEqual(['Your Acclaim receipt: $100.00 USD']);
    expect(mail[0]!.text).toContain(`Service period: ${longDate(sub.currentPeriodEnd)} –`);
  });

  it('tells of a refund staff granted, and that the plan ended; a second click refunds and sends nothing more', async () => {
    const admin = await signUpAdmin(t, 'ADMIN');
    const person = await t.signUp();
    await subscribe(t, person.token, 'COMPLETE');
    const asked = await t.call('POST', '/api/billing/refund-request', {
      token: person.token,
      body: { reason: 'My attorney will prepare the petition after all.' },
    });
    expect(asked.status, asked.text).toBe(201);
    const before = (await inbox(person.email)).length;

    const granted = await t.call('POST', `/api/admin/refund-requests/${asked.json.request.id}/refund`, { token: admin.token, body: {} });
    expect(granted.status, granted.text).toBe(200);
    const again = await t.call('POST', `/api/admin/refund-requests/${asked.json.request.id}/refund`, { token: admin.token, body: {} });
    expect(again.status).toBe(409);
    const mail = (await inbox(person.email)).slice(before);
    expect(mail.map((m) => m.subject)).toEqual(['Your Acclaim refund: $500.00 USD']);
    expect(mail[0]!.text).toContain('We refunded $500.00 USD to you.');
    expect(mail[0]!.text).toMatch(/Refunded payment: \$500\.00 USD of .+, Complete plan, monthly/);
    expect(mail[0]!.text).toContain('Your Complete plan has ended, and your account is on the Free Trial.');
    expect(mail[0]!.text).toContain(`Open Billing: ${BILLING_LINK}`);
  });

  it('keeps the payment when the mail server fails, and sends the receipt later, once', async () => {
    const person = await t.signUp();
    const before = (await inbox(person.email)).length;
    const send = vi.spyOn(t.deps.mailer, 'send').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:25'));
    await subscribe(t, person.token, 'ANALYSIS');
    await besideTheAnswerSettled();
    expect(send).toHaveBeenCalledTimes(1);
    send.mockRestore();

    // The plan is paid for all the same; the email waits with the reason it did not leave.
    expect((await t.call('GET', '/api/billing/subscription', { token: person.token })).json.plan.id).toBe('ANALYSIS');
    const [owed] = await t.database.db.select().from(emailNotifications).where(eq(emailNotifications.userId, person.user.id));
    expect(owed).toMatchObject({ kind: 'payment_receipt', sentAt: null, attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(await inbox(person.email)).toHaveLength(before);

    // Not before the retry delay; then once.
    expect(await deliverNotifications(t.deps)).toBe(0);
    const later = new Date(Date.now() + 11 * 60 * 1000);
    expect(await deliverNotifications(t.deps, later)).toBe(1);
    expect(await deliverNotifications(t.deps, later)).toBe(0);
    expect((await inbox(person.email)).slice(before).map((m) => m.subject)).toEqual(['Your Acclaim receipt: $100.00 USD']);
  });
});
