import { ZAdminRefundRequestsQuery, type TAdminRefundRequest, type TAdminRefundRequestsQuery } from '@acclaim/contracts';
import { wholeDaysBetween } from '@acclaim/domain';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { billingEvents, refundRequests, subscriptions, users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REFUND_REQUEST_NOT_FOUND = 'No money-back request with this id.';

const resolvers = alias(users, 'resolvers');

/** A request with everything staff weigh: the account, the payment it covers, the running subscription, who resolved it. */
function selectRequests(db: Db) {
  return (
    db
      .select({
        request: refundRequests,
        account: { id: users.id, name: users.name, email: users.email, planId: users.planId },
        payment: billingEvents,
        subscription: subscriptions,
        resolver: { id: resolvers.id, name: resolvers.name, email: resolvers.email },
      })
      .from(refundRequests)
      .innerJoin(users, eq(users.id, refundRequests.userId))
      .innerJoin(billingEvents, eq(billingEvents.id, refundRequests.paymentEventId))
      // An account has at most one subscription that has not ended (a unique index), so this adds no rows.
      .leftJoin(subscriptions, and(eq(subscriptions.userId, refundRequests.userId), ne(subscriptions.status, 'canceled')))
      .leftJoin(resolvers, eq(resolvers.id, refundRequests.resolvedById))
  );
}

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

function presentRefundRequest(row: RequestRow, now: Date): TAdminRefundRequest {
  const { request, payment, subscription } = row;
  return {
    id: request.id,
    status: request.status,
    account: row.account,
    amountCents: request.amountCents,
    currency: payment.currency,
    reason: request.reason,
    payment: {
      id: payment.id,
      description: payment.description,
      amountCents: payment.amountCents,
      provider: payment.provider,
      occurredAt: payment.occurredAt.toISOString(),
    },
    requestedAt: request.createdAt.toISOString(),
    daysSincePayment: Math.max(0, wholeDaysBetween(payment.occurredAt, now)),
    subscription: subscription && {
      id: subscription.id,
      planId: subscription.planId,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    },
    resolvedAt: request.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolver?.id ? { id: row.resolver.id, name: row.resolver.name, email: row.resolver.email } : null,
    staffNote: request.staffNote,
  };
}

/** Open requests oldest first, as a queue is worked; resolved ones newest first, as a record is read. */
export async function findRefundRequests(db: Db, request: TAdminRefundRequestsQuery, now = new Date()) {
  const query = ZAdminRefundRequestsQuery.parse(request);
  const where: SQL = eq(refundRequests.status, query.status);
  const order =
    query.status === 'requested' ? [asc(refundRequests.createdAt), asc(refundRequests.id)] : [desc(refundRequests.resolvedAt), desc(refundRequests.id)];
  const [total, rows] = await Promise.all([
    db.$count(refundRequests, where),
    selectRequests(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { refundRequests: rows.map((row) => presentRefundRequest(row, now)), total, page: query.page, pageSize: query.pageSize };
}

/** One request in the list shape, as each action answers with it; NOT_FOUND for an unknown or malformed id. */
export async function getAdminRefundRequest(db: Db, requestId: string, now = new Date()): Promise<TAdminRefundRequest> {
  const [row] = UUID.test(requestId) ? await selectRequests(db).where(eq(refundRequests.id, requestId)).limit(1) : [];
  if (!row) throw new AppError('NOT_FOUND', { message: REFUND_REQUEST_NOT_FOUND });
  return presentRefundRequest(row, now);
}

export const isRefundRequestId = (value: string) => UUID.test(value);
