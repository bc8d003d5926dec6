import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { attorneyPlanRefusal, moneyBackDeadline, PLANS } from '@acclaim/domain';
import type { TBillingOverview, TBillingPlan, TRefundRequest, TUsage } from '@acclaim/contracts';
import { billingEvents, cases, refundRequests, type BillingEventRow, type RefundRequestRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { countAssessmentsUsed } from '../assessments/start-assessment';
import { getUserPlan } from '../billing-plan';
import { countDocumentsOwned } from '../documents/manage-documents';
import { countLettersUsed } from '../letters/start-letter';
import { findAttorneyPlanStanding } from './attorney-plan';
import { findCreditCents, findLiveSubscription } from './find-subscription';

/** Everything /billing shows, read fresh: the plan, the subscription, usage against each limit, payments, the guarantee. */
export async function getBillingOverview(deps: AppDeps, user: UserRow, now = new Date()): Promise<TBillingOverview> {
  const { db } = deps.database;
  const plan = getUserPlan(user);
  const [subscription, usage, creditCents, payments, firstPayment, request, attorneyPlan] = await Promise.all([
    findLiveSubscription(db, user.id),
    findUsage(deps, user),
    findCreditCents(db, user.id),
    db
      .select()
      .from(billingEvents)
      .where(and(eq(billingEvents.userId, user.id), inArray(billingEvents.kind, ['payment', 'refund'])))
      .orderBy(desc(billingEvents.occurredAt))
      .limit(100),
    findFirstPayment(deps, user.id),
    findNewestRefundRequest(deps, user.id),
    findAttorneyPlanOffer(deps, user),
  ]);
  const deadline = firstPayment ? moneyBackDeadline(firstPayment.occurredAt) : null;
  return {
    provider: deps.payments.kind,
    plan: presentPlan(plan.id),
    subscription: subscription && {
      planId: subscription.planId,
      status: subscription.status,
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      startedAt: subscription.createdAt.toISOString(),
    },
    usage,
    creditCents,
    payments: payments.map(presentPayment),
    moneyBack: {
      deadline: deadline?.toISOString() ?? null,
      isEligible: deadline !== null && now <= deadline && request === null,
      request: request && presentRefundRequest(request),
    },
    canOpenPortal: deps.payments.kind === 'stripe' && subscription !== null,
    attorneyPlan,
  };
}

/**
 * The attorney plan is shown to a firm's owner (with why it cannot be chosen yet, when bar details are missing) and
 * to an account that already holds it; a self-petitioner and a firm's staff never see it offered.
 */
async function findAttorneyPlanOffer(deps: AppDeps, user: UserRow): Promise<TBillingOverview['attorneyPlan']> {
  const standing = await findAttorneyPlanStanding(deps.database.db, user.id);
  const isOwner = standing === 'owner-with-bar' || standing === 'owner-without-bar';
  return { isOffered: isOwner || PLANS[user.planId].audience === 'attorney', refusal: attorneyPlanRefusal(standing) };
}

/** The first payment of real money, which the money-back guarantee covers. */
export async function findFirstPayment(deps: AppDeps, userId: string): Promise<BillingEventRow | null> {
  const rows = await deps.database.db
    .select()
    .from(billingEvents)
    .where(and(eq(billingEvents.userId, userId), eq(billingEvents.kind, 'payment')))
    .orderBy(billingEvents.occurredAt)
    .limit(5);
  return rows.find((row) => row.amountCents > 0) ?? null;
}

async function findNewestRefundRequest(deps: AppDeps, userId: string): Promise<RefundRequestRow | null> {
  const [row] = await deps.database.db.select().from(refundRequests).where(eq(refundRequests.userId, userId)).orderBy(desc(refundRequests.createdAt)).limit(1);
  return row ?? null;
}

async function findUsage(deps: AppDeps, user: UserRow): Promise<TUsage[]> {
  const { db } = deps.database;
  const limits = getUserPlan(user).limits;
  const [petitions, documentUploads, eligibilityAssessments, coverLetters] = await Promise.all([
    // As createCase counts them: a firm's case is under the firm's plan, joined or still waiting (decision 022).
    db.$count(cases, and(eq(cases.ownerId, user.id), isNull(cases.firmId))),
    countDocumentsOwned(db, user.id),
    countAssessmentsUsed(db, user.id),
    countLettersUsed(db, user.id),
  ]);
  return [
    { key: 'petitions', label: 'Petitions', used: petitions, allowed: limits.petitions },
    { key: 'documentUploads', label: 'Document uploads', used: documentUploads, allowed: limits.documentUploads },
    { key: 'eligibilityAssessments', label: 'Eligibility assessments', used: eligibilityAssessments, allowed: limits.eligibilityAssessments },
    { key: 'coverLetters', label: 'Petition letters', used: coverLetters, allowed: limits.coverLetters },
  ];
}

export function presentPlan(id: keyof typeof PLANS): TBillingPlan {
  const plan = PLANS[id];
  return { ...plan, limits: { ...plan.limits }, features: [...plan.features], isHighlighted: plan.isHighlighted ?? false };
}

function presentPayment(row: BillingEventRow) {
  return {
    id: row.id,
    kind: row.kind === 'refund' ? ('refund' as const) : ('payment' as const),
    description: row.description,
    amountCents: row.amountCents,
    currency: row.currency,
    occurredAt: row.occurredAt.toISOString(),
    receiptUrl: row.receiptUrl ?? `/api/billing/receipts/${row.id}`,
  };
}

export function presentRefundRequest(row: RefundRequestRow): TRefundRequest {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
