import type { TAdminOverview, TAdminUser, TAdminUserDetailResponse, TBillingOverview, TUser } from '@acclaim/contracts';
import { PLANS, type AdminRole } from '@acclaim/domain';
import { buildUser } from '@/test/builders';

let sequence = 0;
const next = () => ++sequence;

/** The signed-in account as /auth/me returns it; `adminRole` left out makes a customer. */
export function buildMe(adminRole?: AdminRole, overrides: Partial<TUser> = {}): TUser {
  return buildUser({ id: 'admin-1', email: 'dana@example.com', name: 'Dana Boss', ...(adminRole ? { adminRole } : {}), ...overrides });
}

export function buildOverview(overrides: Partial<TAdminOverview> = {}): TAdminOverview {
  return {
    users: 1234,
    newSignupsLast30Days: 87,
    activeSubscriptions: 41,
    mrrCents: 1_234_567,
    cases: 900,
    documents: 15_230,
    assessments: 2_011,
    letters: 640,
    failedJobs: 3,
    generatedAt: '2026-05-01T12:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  const n = next();
  return {
    id: `user-${n}`,
    email: `person${n}@example.com`,
    name: `Person ${n}`,
    adminRole: null,
    planId: 'FREE_TRIAL',
    status: 'active',
    suspendedAt: null,
    emailVerified: true,
    createdAt: '2026-02-01T10:00:00.000Z',
    lastActiveAt: '2026-04-30T10:00:00.000Z',
    caseCount: 1,
    ...overrides,
  };
}

function buildBilling(): TBillingOverview {
  const plan = PLANS.COMPLETE;
  return {
    provider: 'test',
    plan: { ...plan, features: [...plan.features], limits: { ...plan.limits }, isHighlighted: plan.isHighlighted ?? false },
    subscription: {
      planId: 'COMPLETE',
      status: 'active',
      currentPeriodStart: '2026-04-01T00:00:00.000Z',
      currentPeriodEnd: '2026-05-01T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      startedAt: '2026-03-01T00:00:00.000Z',
    },
    usage: [],
    creditCents: 0,
    payments: [
      {
        id: 'pay-1',
        kind: 'payment',
        description: 'Complete plan, monthly',
        amountCents: 50_000,
        currency: 'usd',
        occurredAt: '2026-04-01T00:00:00.000Z',
        receiptUrl: null,
      },
    ],
    moneyBack: { deadline: null, isEligible: false, request: null },
    canOpenPortal: false,
    attorneyPlan: { isOffered: false, refusal: null },
  };
}

/** The details screen's answer for one customer with a case, a paid plan and some activity. */
export function buildUserDetail(overrides: Partial<TAdminUserDetailResponse['user']> = {}): TAdminUserDetailResponse {
  return {
    success: true,
    user: {
      ...buildAdminUser({ id: 'user-42', email: 'ada@example.com', name: 'Ada Lovelace', planId: 'COMPLETE' }),
      onboardingCompleted: true,
      hasPassword: true,
      activeSessions: 2,
      ...overrides,
    },
    cases: [
      {
        id: 'case-1',
        title: 'EB-1A for Ada',
        petitionType: 'EB1A',
        isActive: true,
        documentCount: 7,
        progress: { eligibility: 100, documents: 70, forms: 20, petition: 10, overall: 50 },
        createdAt: '2026-03-02T00:00:00.000Z',
        updatedAt: '2026-04-20T00:00:00.000Z',
      },
    ],
    billing: buildBilling(),
    activity: [{ kind: 'document_uploaded', description: 'Uploaded cv.pdf', at: '2026-04-20T00:00:00.000Z' }],
  };
}
