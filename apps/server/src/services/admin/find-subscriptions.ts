import { ZAdminSubscriptionsQuery, type TAdminSubscription, type TAdminSubscriptionsQuery, type TAdminSubscriptionsSummary } from '@acclaim/contracts';
import { and, desc, eq, gt, ilike, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingEvents, refundRequests, subscriptions, users, type SubscriptionRow } from '../../db/schema/index';

type Query = ReturnType<typeof ZAdminSubscriptionsQuery.parse>;

/** `%` and `_` typed in the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filters(query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(or(ilike(users.email, likePattern(query.q)), ilike(users.name, likePattern(query.q))));
  if (query.plan) conditions.push(eq(subscriptions.planId, query.plan));
  if (query.status === 'canceling') conditions.push(ne(subscriptions.status, 'canceled'), eq(subscriptions.cancelAtPeriodEnd, true));
  else if (query.status) conditions.push(eq(subscriptions.status, query.status));
  return and(...conditions);
}

interface AccountMoney {
  paidCents: number;
  refundedCents: number;
  lastPayment: { amountCents: number; occurredAt: Date } | null;
}

/** What the ledger holds for each account on the page: payments and refunds added up, and the newest payment. */
async function findAccountMoney(db: Db, userIds: string[]): Promise<Map<string, AccountMoney>> {
  const money = new Map<string, AccountMoney>(userIds.map((id) => [id, { paidCents: 0, refundedCents: 0, lastPayment: null }]));
  if (userIds.length === 0) return money;
  const [totals, newest] = await Promise.all([
    db
      .select({ userId: billingEvents.userId, kind: billingEvents.kind, total: sum(billingEvents.amountCents).mapWith(Number) })
      .from(billingEvents)
      .where(and(inArray(billingEvents.userId, userIds), inArray(billingEvents.kind, ['payment', 'refund'])))
      .groupBy(billingEvents.userId, billingEvents.kind),
    db
      .selectDistinctOn([billingEvents.userId], { userId: billingEvents.userId, amountCents: billingEvents.amountCents, occurredAt: billingEvents.occurredAt })
      .from(billingEvents)
      // A payment covered entirely by credit moved no money; it is not the "last payment" staff look for.
      .where(and(inArray(billingEvents.userId, userIds), eq(billingEvents.kind, 'payment'), gt(billingEvents.amountCents, 0)))
      .orderBy(billingEvents.userId, desc(billingEvents.occurredAt)),
  ]);
  for (const row of totals) {
    const entry = row.userId ? money.get(row.userId) : undefined;
    if (!entry) continue;
    if (row.kind === 'payment') entry.paidCents = row.total ?? 0;
    else entry.refundedCents = row.total ?? 0;
  }
  for (const row of newest) {
    const entry = row.userId ? money.get(row.userId) : undefined;
    if (entry) entry.lastPayment = { amountCents: row.amountCents, occurredAt: row.occurredAt };
  }
  return money;
}

function presentSubscription(row: SubscriptionRow, account: { id: string; name: string; email: string }, money: AccountMoney): TAdminSubscription {
  return {
    id: row.id,
    account,
    planId: row.planId,
    status: row.status,
    provider: row.provider,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    startedAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    totalPaidCents: money.paidCents,
    totalRefundedCents: money.refundedCents,
    lastPayment: money.lastPayment && { amountCents: money.lastPayment.amountCents, occurredAt: money.lastPayment.occurredAt.toISOString() },
  };
}

/** The screen's figures over every subscription, whatever is searched. */
export async function getSubscriptionsSummary(db: Db): Promise<TAdminSubscriptionsSummary> {
  const [[counts], openRefundRequests] = await Promise.all([
    db
      .select({
        active: sql<number>`count(*) filter (where ${subscriptions.status} = 'active')`.mapWith(Number),
        pastDue: sql<number>`count(*) filter (where ${subscriptions.status} = 'past_due')`.mapWith(Number),
        canceling: sql<number>`count(*) filter (where ${subscriptions.status} <> 'canceled' and ${subscriptions.cancelAtPeriodEnd})`.mapWith(Number),
      })
      .from(subscriptions),
    db.$count(refundRequests, eq(refundRequests.status, 'requested')),
  ]);
  return { active: counts?.active ?? 0, pastDue: counts?.pastDue ?? 0, canceling: counts?.canceling ?? 0, openRefundRequests };
}

/**
 * Every subscription, running or ended, newest first, with its account and what the account has paid and been
 * refunded; searched by the account's name or email and filtered by status and plan, one page at a time.
 */
export async function findAdminSubscriptions(db: Db, request: TAdminSubscriptionsQuery) {
  const query = ZAdminSubscriptionsQuery.parse(request);
  const where = filters(query);
  const [[counted], rows, summary] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(where),
    db
      .select({ subscription: subscriptions, account: { id: users.id, name: users.name, email: users.email } })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    getSubscriptionsSummary(db),
  ]);
  const money = await findAccountMoney(db, [...new Set(rows.map((row) => row.account.id))]);
  return {
    subscriptions: rows.map((row) => presentSubscription(row.subscription, row.account, money.get(row.account.id)!)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary,
  };
}
