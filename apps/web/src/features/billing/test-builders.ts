import { PLANS, type PlanId } from '@acclaim/domain/plans';
import type {
  TBillingPayment,
  TBillingPlan,
  TBillingSubscriptionResponse,
  TRefundRequest,
  TSubscription,
  TTestCheckoutSession,
  TUsage,
} from '@acclaim/contracts';

const DAY = 24 * 60 * 60 * 1000;

/** A plan as the server presents it: the one definition in the domain, with `isHighlighted` spelled out. */
export function buildPlan(planId: PlanId): TBillingPlan {
  const plan = PLANS[planId];
  return { ...plan, features: [...plan.features], limits: { ...plan.limits }, isHighlighted: plan.isHighlighted ?? false };
}

export function buildSubscription(overrides: Partial<TSubscription> = {}, now = new Date()): TSubscription {
  return {
    planId: 'COMPLETE',
    status: 'active',
    currentPeriodStart: new Date(now.getTime() - 10 * DAY).toISOString(),
    currentPeriodEnd: new Date(now.getTime() + 20 * DAY).toISOString(),
    cancelAtPeriodEnd: false,
    startedAt: new Date(now.getTime() - 10 * DAY).toISOString(),
    ...overrides,
  };
}

/** The four counted allowances as a fresh Free Trial account sees them, `used` per key. */
export function buildUsage(planId: PlanId, used: Partial<Record<TUsage['key'], number>> = {}): TUsage[] {
  const limits = PLANS[planId].limits;
  return [
    { key: 'petitions', label: 'Petitions', used: used.petitions ?? 1, allowed: limits.petitions },
    { key: 'documentUploads', label: 'Document uploads', used: used.documentUploads ?? 0, allowed: limits.documentUploads },
    { key: 'eligibilityAssessments', label: 'Eligibility assessments', used: used.eligibilityAssessments ?? 0, allowed: limits.eligibilityAssessments },
    { key: 'coverLetters', label: 'Cover letters', used: used.coverLetters ?? 0, allowed: limits.coverLetters },
  ];
}

export function buildPayment(overrides: Partial<TBillingPayment> = {}): TBillingPayment {
  return {
    id: 'pay-1',
    kind: 'payment',
    description: 'Complete plan, monthly',
    amountCents: 50_000,
    currency: 'usd',
    occurredAt: new Date(Date.now() - 10 * DAY).toISOString(),
    receiptUrl: '/api/billing/receipts/pay-1.pdf',
    ...overrides,
  };
}

export function buildRefundRequest(overrides: Partial<TRefundRequest> = {}): TRefundRequest {
  return {
    id: 'refund-1',
    status: 'requested',
    amountCents: 50_000,
    reason: 'The letter did not fit my field of work.',
    createdAt: new Date().toISOString(),
    resolvedAt: null,
    ...overrides,
  };
}

/** A Free Trial account with nothing paid: the overview a new user's Billing page receives. */
export function buildFreeOverview(overrides: Partial<TBillingSubscriptionResponse> = {}): TBillingSubscriptionResponse {
  return {
    success: true,
    provider: 'test',
    plan: buildPlan('FREE_TRIAL'),
    subscription: null,
    usage: buildUsage('FREE_TRIAL', { petitions: 1, documentUploads: 5 }),
    creditCents: 0,
    payments: [],
    moneyBack: { deadline: null, isEligible: false, request: null },
    canOpenPortal: false,
    attorneyPlan: { isOffered: false, refusal: null },
    ...overrides,
  };
}

/** A paying account on `planId`, paid 10 days ago, inside the money-back window. */
export function buildPaidOverview(
  planId: Exclude<PlanId, 'FREE_TRIAL'> = 'COMPLETE',
  overrides: Partial<TBillingSubscriptionResponse> = {},
  now = new Date(),
): TBillingSubscriptionResponse {
  const subscription = buildSubscription({ planId }, now);
  return {
    success: true,
    provider: 'test',
    plan: buildPlan(planId),
    subscription,
    usage: buildUsage(planId, { petitions: 1, documentUploads: 7 }),
    creditCents: 0,
    payments: [
      buildPayment({
        description: `${PLANS[planId].name} plan, monthly`,
        amountCents: PLANS[planId].priceMonthly * 100,
        occurredAt: subscription.currentPeriodStart,
      }),
    ],
    moneyBack: { deadline: new Date(Date.parse(subscription.currentPeriodStart) + 30 * DAY).toISOString(), isEligible: true, request: null },
    canOpenPortal: false,
    attorneyPlan: { isOffered: planId === 'ATTORNEY', refusal: null },
    ...overrides,
  };
}

export function buildTestCheckoutSession(overrides: Partial<TTestCheckoutSession> = {}): TTestCheckoutSession {
  return {
    id: 'checkout-1',
    planId: 'ANALYSIS',
    planName: 'Analysis',
    amountCents: 10_000,
    creditCents: 0,
    email: 'ada@example.com',
    status: 'open',
    expiresAt: new Date(Date.now() + DAY).toISOString(),
    ...overrides,
  };
}

/** What a firm's owner's Billing page receives: the attorney plan offered, with the refusal while bar details are missing. */
export function buildFirmOwnerOverview({ refusal = null }: { refusal?: string | null } = {}): TBillingSubscriptionResponse {
  return buildFreeOverview({ attorneyPlan: { isOffered: true, refusal } });
}
