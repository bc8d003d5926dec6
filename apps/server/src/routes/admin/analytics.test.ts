import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZAdminRevenueAnalyticsResponse, ZAdminTrendsAnalyticsResponse, ZAdminUsageAnalyticsResponse, ZAdminUsersAnalyticsResponse } from '@acclaim/contracts';
import { addIsoDays, ACTIVATION_DEFINITION, type PlanId } from '@acclaim/domain';
import { assessments, billingEvents, cases, chatUsage, documents, letters, sessions, users } from '../../db/schema/index';
import { signUpAdmin } from '../../test/admin-helpers';
import { subscribe } from '../../test/case-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
const { db } = t.database;

const viewer = await signUpAdmin(t, 'VIEWER');
const get = (path: string, token = viewer.token) => t.call('GET', `/api/admin/analytics${path}`, { token });

// Each test seeds rows dated in a year of its own, long before the accounts the test app itself makes, so one
// test's rows never fall in another's range. Every row is written straight to the tables the figures read.
const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
const unique = () => randomBytes(6).toString('hex');

async function seedUser(createdAt: string, planId: PlanId = 'FREE_TRIAL') {
  const [user] = await db
    .insert(users)
    .values({ email: `seed-${unique()}@example.com`, name: 'Seeded Person', planId, createdAt: at(createdAt), updatedAt: at(createdAt) })
    .returning();
  const [owned] = await db
    .insert(cases)
    .values({ ownerId: user!.id, title: 'Seeded case', createdAt: at(createdAt) })
    .returning();
  return { id: user!.id, caseId: owned!.id };
}

async function seedDocument(caseId: string, createdAt: string) {
  const key = unique();
  await db.insert(documents).values({
    caseId,
    name: `${key}.pdf`,
    originalName: `${key}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: 100,
    sha256: key,
    storageKey: `seed/${key}`,
    createdAt: at(createdAt),
  });
}

async function seedSession(userId: string, createdAt: string, lastUsedAt = createdAt) {
  await db.insert(sessions).values({ userId, tokenHash: unique(), createdAt: at(createdAt), lastUsedAt: at(lastUsedAt), expiresAt: at(lastUsedAt) });
}

type LedgerKind = 'payment' | 'refund' | 'subscription_started' | 'plan_changed' | 'subscription_ended';
async function seedLedger(userId: string, kind: LedgerKind, occurredAt: string, options: { amountCents?: number; planId?: PlanId } = {}) {
  await db.insert(billingEvents).values({
    userId,
    kind,
    provider: 'test',
    providerRef: kind === 'payment' || kind === 'refund' ? `seed-${unique()}` : null,
    planId: options.planId ?? null,
    amountCents: options.amountCents ?? 0,
    description: `seeded ${kind}`,
    occurredAt: at(occurredAt),
  });
}

const column = (series: readonly object[], key: string) => series.map((row) => (row as Record<string, unknown>)[key]);

describe('user analytics', () => {
  it('counts sign-ups per week, the running total, activation and retention by cohort', async () => {
    const beforeNow = (await get('/users')).json.users;
    await seedUser('2015-02-10');
    const first = await seedUser('2015-03-03T10:00:00Z', 'COMPLETE');
    await seedDocument(first.caseId, '2015-03-05'); // within 7 days: activated
    await seedSession(first.id, '2015-03-03T10:00:00Z', '2015-03-17'); // last used two weeks after the sign-up week
    const second = await seedUser('2015-03-04', 'FREE_TRIAL');
    await seedDocument(second.caseId, '2015-03-20'); // sixteen days later: not activated, but seen in week 2
    await db.insert(chatUsage).values({ userId: second.id, day: '2015-03-10', queries: 3 }); // seen in week 1
    await seedUser('2015-03-17', 'ANALYSIS');

    const res = await get('/users?from=2015-03-02&to=2015-03-29&interval=week');
    expect(res.status, res.text).toBe(200);
    const body = ZAdminUsersAnalyticsResponse.parse(res.json);
    expect(body.range).toEqual({ from: '2015-03-02', to: '2015-03-29', interval: 'week', days: 28 });
    const { users: figures } = body;
    expect(column(figures.series, 'bucket')).toEqual(['2015-03-02', '2015-03-09', '2015-03-16', '2015-03-23']);
    expect(column(figures.series, 'signups')).toEqual([2, 0, 1, 0]);
    expect(column(figures.series, 'totalUsers')).toEqual([3, 3, 4, 4]);
    expect(column(figures.series, 'activated')).toEqual([1, 0, 0, 0]);
    expect(figures.signups).toBe(3);
    expect(figures.activation).toEqual({ activated: 1, rate: 1 / 3, days: 7, definition: ACTIVATION_DEFINITION });

    expect(figures.retention.unit).toBe('week');
    expect(figures.retention.cohorts.map((cohort) => [cohort.cohort, cohort.size])).toEqual([
      ['2015-03-02', 2],
      ['2015-03-09', 0],
      ['2015-03-16', 1],
      ['2015-03-23', 0],
    ]);
    const firstCohort = figures.retention.cohorts[0]!;
    expect(firstCohort.periods).toHaveLength(8);
    expect(firstCohort.periods.slice(0, 3)).toEqual([
      { offset: 1, seen: 1, share: 0.5 },
      { offset: 2, seen: 2, share: 1 },
      { offset: 3, seen: 0, share: 0 },
    ]);
    expect(figures.retention.cohorts[1]!.periods[0]).toEqual({ offset: 1, seen: 0, share: null });

    // Accounts by plan are counted now, over every account.
    const plans = (list: { planId: string; users: number }[]): Record<string, number> => Object.fromEntries(list.map((row) => [row.planId, row.users]));
    expect(figures.totalUsers).toBe(beforeNow.totalUsers + 4);
    expect(plans(figures.byPlan)).toEqual({
      ...plans(beforeNow.byPlan),
      FREE_TRIAL: plans(beforeNow.byPlan).FREE_TRIAL! + 2,
      ANALYSIS: plans(beforeNow.byPlan).ANALYSIS! + 1,
      COMPLETE: plans(beforeNow.byPlan).COMPLETE! + 1,
    });
  });

  it('groups cohorts by month for a monthly view and marks periods that have not begun', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await get(`/users?from=${addIsoDays(today, -40)}&to=${today}&interval=month`);
    expect(res.status, res.text).toBe(200);
    const { retention } = res.json.users;
    expect(retention.unit).toBe('month');
    const latest = retention.cohorts.at(-1);
    expect(latest.periods).toHaveLength(6);
    expect(latest.periods[0]).toEqual({ offset: 1, seen: null, share: null });
  });
});

describe('revenue analytics', () => {
  it('adds payments and refunds per month and rebuilds MRR from the ledger', async () => {
    const analysis = await seedUser('2015-12-01');
    await seedLedger(analysis.id, 'subscription_started', '2016-01-10', { planId: 'ANALYSIS' });
    await seedLedger(analysis.id, 'payment', '2016-01-10', { amountCents: 100_00, planId: 'ANALYSIS' });
    await seedLedger(analysis.id, 'plan_changed', '2016-02-05', { planId: 'COMPLETE' });
    await seedLedger(analysis.id, 'payment', '2016-02-05', { amountCents: 400_00, planId: 'COMPLETE' });
    await seedLedger(analysis.id, 'payment', '2016-03-05', { amountCents: 500_00, planId: 'COMPLETE' });
    await seedLedger(analysis.id, 'subscription_ended', '2016-06-01', { planId: 'COMPLETE' });

    const refunded = await seedUser('2015-12-01');
    await seedLedger(refunded.id, 'subscription_started', '2016-01-20', { planId: 'COMPLETE' });
    await seedLedger(refunded.id, 'payment', '2016-01-20', { amountCents: 500_00, planId: 'COMPLETE' });
    await seedLedger(refunded.id, 'refund', '2016-02-10', { amountCents: 500_00 });
    await seedLedger(refunded.id, 'subscription_ended', '2016-02-10', { planId: 'COMPLETE' });

    const attorney = await seedUser('2015-12-01');
    await seedLedger(attorney.id, 'subscription_started', '2015-12-15', { planId: 'ATTORNEY' });
    await seedLedger(attorney.id, 'payment', '2015-12-15', { amountCents: 100_00, planId: 'ATTORNEY' }); // before the range
    await seedLedger(attorney.id, 'payment', '2016-01-15', { amountCents: 100_00, planId: 'ATTORNEY' });
    await seedLedger(attorney.id, 'refund', '2016-03-20', { amountCents: 25_00 });
    await seedLedger(attorney.id, 'subscription_ended', '2016-06-01', { planId: 'ATTORNEY' });

    const res = await get('/revenue?from=2016-01-01&to=2016-03-31&interval=month');
    expect(res.status, res.text).toBe(200);
    const { revenue } = ZAdminRevenueAnalyticsResponse.parse(res.json);
    expect(column(revenue.series, 'bucket')).toEqual(['2016-01-01', '2016-02-01', '2016-03-01']);
    expect(column(revenue.series, 'paymentsCents')).toEqual([700_00, 400_00, 500_00]);
    expect(column(revenue.series, 'paymentCount')).toEqual([3, 1, 1]);
    expect(column(revenue.series, 'refundsCents')).toEqual([0, 500_00, 25_00]);
    expect(column(revenue.series, 'refundCount')).toEqual([0, 1, 1]);
    expect(column(revenue.series, 'netCents')).toEqual([700_00, -100_00, 475_00]);
    // End of January: Analysis + Complete + Attorney; end of February: the upgrade to Complete + Attorney.
    expect(column(revenue.series, 'mrrCents')).toEqual([700_00, 600_00, 600_00]);
    expect(revenue.totals).toEqual({ paymentsCents: 1600_00, paymentCount: 5, refundsCents: 525_00, refundCount: 2, netCents: 1075_00 });

    // Weekly: the refund of 10 February falls in the week of Monday 8 February.
    const weekly = (await get('/revenue?from=2016-02-01&to=2016-02-14&interval=week')).json.revenue;
    expect(column(weekly.series, 'bucket')).toEqual(['2016-02-01', '2016-02-08']);
    expect(column(weekly.series, 'refundsCents')).toEqual([0, 500_00]);
    // 8 February: the upgrade to Complete, the Complete still running and Attorney; 15 February: the refunded one ended.
    expect(column(weekly.series, 'mrrCents')).toEqual([1100_00, 600_00]);
  });

  it('shows MRR now by plan from active subscriptions, and the latest bucket follows the ledger', async () => {
    const before = (await get('/revenue')).json.revenue;
    const payer = await t.signUp();
    await subscribe(t, payer.token, 'COMPLETE');

    const after = (await get('/revenue')).json.revenue;
    expect(after.mrrCents).toBe(before.mrrCents + 500_00);
    expect(after.activeSubscriptions).toBe(before.activeSubscriptions + 1);
    const complete = (list: { planId: string; subscriptions: number; mrrCents: number }[]) => list.find((row) => row.planId === 'COMPLETE')!;
    expect(complete(after.byPlan).subscriptions).toBe(complete(before.byPlan).subscriptions + 1);
    expect(complete(after.byPlan).mrrCents).toBe(complete(before.byPlan).mrrCents + 500_00);
    expect(after.byPlan.map((row: { planId: string }) => row.planId)).toEqual(['ANALYSIS', 'COMPLETE', 'ATTORNEY']);
    expect(after.series.at(-1).mrrCents).toBe(before.series.at(-1).mrrCents + 500_00);
    expect(after.totals.paymentsCents).toBe(before.totals.paymentsCents + 500_00);
  });
});

describe('usage analytics', () => {
  it('counts uploads, assessments, letters and chat questions per UTC day and by current plan', async () => {
    const paying = await seedUser('2017-04-01', 'COMPLETE');
    await seedDocument(paying.caseId, '2017-05-01T00:30:00Z');
    await seedDocument(paying.caseId, '2017-05-01T23:30:00Z');
    await seedDocument(paying.caseId, '2017-05-03');
    await seedDocument(paying.caseId, '2017-04-30T23:59:00Z'); // the day before the range
    await db.insert(assessments).values({ caseId: paying.caseId, requestedBy: paying.id, createdAt: at('2017-05-02') });
    await db
      .insert(letters)
      .values({ caseId: paying.caseId, requestedBy: paying.id, petitionType: 'EB1A', createdAt: at('2017-05-03'), updatedAt: at('2017-05-03') });
    await db.insert(chatUsage).values([
      { userId: paying.id, day: '2017-05-03', queries: 4 },
      { userId: paying.id, day: '2017-05-06', queries: 2 },
      { userId: paying.id, day: '2017-05-08', queries: 9 }, // the day after the range
    ]);
    const trial = await seedUser('2017-04-01', 'FREE_TRIAL');
    await seedDocument(trial.caseId, '2017-05-06');

    const res = await get('/usage?from=2017-05-01&to=2017-05-07&interval=day');
    expect(res.status, res.text).toBe(200);
    const { usage } = ZAdminUsageAnalyticsResponse.parse(res.json);
    expect(usage.series).toHaveLength(7);
    expect(usage.series[0]!.bucket).toBe('2017-05-01');
    expect(column(usage.series, 'uploads')).toEqual([2, 0, 1, 0, 0, 1, 0]);
    expect(column(usage.series, 'assessments')).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(column(usage.series, 'letters')).toEqual([0, 0, 1, 0, 0, 0, 0]);
    expect(column(usage.series, 'chatQuestions')).toEqual([0, 0, 4, 0, 0, 2, 0]);
    expect(usage.totals).toEqual({ uploads: 4, assessments: 1, letters: 1, chatQuestions: 6 });
    expect(usage.byPlan).toEqual([
      { planId: 'FREE_TRIAL', uploads: 1, assessments: 0, letters: 0, chatQuestions: 0 },
      { planId: 'ANALYSIS', uploads: 0, assessments: 0, letters: 0, chatQuestions: 0 },
      { planId: 'COMPLETE', uploads: 3, assessments: 1, letters: 1, chatQuestions: 6 },
      { planId: 'ATTORNEY', uploads: 0, assessments: 0, letters: 0, chatQuestions: 0 },
    ]);
  });

  it('answers zeros for every bucket of a range with nothing in it', async () => {
    const res = await get('/usage?from=2012-01-01&to=2012-12-31&interval=month');
    expect(res.status).toBe(200);
    expect(res.json.usage.series).toHaveLength(12);
    expect(res.json.usage.series.every((row: Record<string, unknown>) => row.uploads === 0 && row.chatQuestions === 0)).toBe(true);
    expect(res.json.usage.totals).toEqual({ uploads: 0, assessments: 0, letters: 0, chatQuestions: 0 });
  });
});

describe('trend analytics', () => {
  it('compares each figure with the range of equal length before it, with a sparkline', async () => {
    for (const day of ['2018-02-05', '2018-02-20']) {
      const person = await seedUser(day);
      await seedSession(person.id, day);
    }
    for (const day of ['2018-03-02', '2018-03-12', '2018-03-25']) {
      const person = await seedUser(day);
      await seedSession(person.id, day);
    }
    const payer = await seedUser('2018-01-01');
    await seedLedger(payer.id, 'subscription_started', '2018-02-10', { planId: 'ANALYSIS' });
    await seedLedger(payer.id, 'payment', '2018-02-10', { amountCents: 100_00 });
    await seedLedger(payer.id, 'subscription_ended', '2018-03-05', { planId: 'ANALYSIS' });
    const upgrader = await seedUser('2018-01-01');
    await seedLedger(upgrader.id, 'subscription_started', '2018-03-10', { planId: 'COMPLETE' });
    await seedLedger(upgrader.id, 'payment', '2018-03-10', { amountCents: 200_00 });
    await seedLedger(upgrader.id, 'refund', '2018-03-15', { amountCents: 10_00 });
    await seedLedger(upgrader.id, 'subscription_ended', '2018-06-01', { planId: 'COMPLETE' });

    const res = await get('/trends?from=2018-03-01&to=2018-03-31&interval=week');
    expect(res.status, res.text).toBe(200);
    const { trends } = ZAdminTrendsAnalyticsResponse.parse(res.json);
    expect(trends.previous).toEqual({ from: '2018-01-29', to: '2018-02-28' });
    const metric = (name: string) => {
      const found = trends.metrics.find((m) => m.metric === name)!;
      return { value: found.value, previous: found.previous, changePercent: found.changePercent };
    };
    expect(metric('signups')).toEqual({ value: 3, previous: 2, changePercent: 50 });
    expect(metric('activeUsers')).toEqual({ value: 3, previous: 2, changePercent: 50 });
    expect(metric('newSubscriptions')).toEqual({ value: 1, previous: 1, changePercent: 0 });
    expect(metric('mrrCents')).toEqual({ value: 500_00, previous: 100_00, changePercent: 400 });
    expect(metric('netRevenueCents')).toEqual({ value: 190_00, previous: 100_00, changePercent: 90 });
    expect(metric('refundsCents')).toEqual({ value: 10_00, previous: 0, changePercent: null });
    expect(metric('uploads')).toEqual({ value: 0, previous: 0, changePercent: 0 });

    const signups = trends.metrics.find((m) => m.metric === 'signups')!;
    expect(signups.series.map((point) => point.bucket)).toEqual(['2018-02-26', '2018-03-05', '2018-03-12', '2018-03-19', '2018-03-26']);
    // 25 March 2018 is a Sunday, so it closes the week of Monday 19 March.
    expect(signups.series.map((point) => point.value)).toEqual([1, 0, 1, 1, 0]);
    expect(trends.metrics.map((m) => m.unit)).toContain('cents');
  });
});

describe('range', () => {
  it('defaults to the last 90 days by week', async () => {
    const res = await get('/trends');
    expect(res.status, res.text).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json.range).toEqual({ from: addIsoDays(today, -89), to: today, interval: 'week', days: 90 });
    expect(res.json.trends.metrics[0].series.length).toBeGreaterThanOrEqual(13);
  });

  it('refuses a reversed, malformed, too long or too finely divided range with the field named', async () => {
    const refused = async (query: string, field: string, message?: string) => {
      const res = await get(`/revenue?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json.error.fields)).toContain(field);
      if (message) expect(res.json.message).toBe(message);
    };
    await refused('from=2016-03-01&to=2016-02-01', 'from', 'The start date must be on or before the end date.');
    await refused('from=2016-02-30&to=2016-03-31', 'from', 'Enter the start date as YYYY-MM-DD.');
    await refused('from=03/01/2016', 'from');
    await refused('from=2016-01-01&to=2016-01-31&interval=year', 'interval', 'Choose day, week or month.');
    await refused('from=2016-01-01&to=2020-01-01&interval=month', 'from', 'Choose a range of at most 3 years.');
    await refused('from=2016-01-01&to=2017-12-31&interval=day', 'interval');
  });
});

describe('access', () => {
  it('answers only admins who passed two-factor, from VIEWER up', async () => {
    const customer = await t.signUp();
    const unverified = await signUpAdmin(t, 'SUPER_ADMIN', { verified: false });
    for (const area of ['revenue', 'users', 'usage', 'trends']) {
      const anonymous = await t.call('GET', `/api/admin/analytics/${area}`);
      expect(anonymous.status).toBe(401);
      const asCustomer = await get(`/${area}`, customer.token);
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.json.message).toBe('You do not have access to the admin area.');
      expect(asCustomer.json[area]).toBeUndefined();
      const asUnverified = await get(`/${area}`, unverified.token);
      expect(asUnverified.status).toBe(403);
      expect(asUnverified.json[area]).toBeUndefined();
      const asViewer = await get(`/${area}`);
      expect(asViewer.status).toBe(200);
      expect(asViewer.json[area]).toBeDefined();
    }
  });
});
