import type { TAdminRefundRequest, TAdminSubscription, TAdminSubscriptionsSummary } from '@acclaim/contracts';

let sequence = 0;
const next = () => ++sequence;

export function buildAdminSubscription(overrides: Partial<TAdminSubscription> = {}): TAdminSubscription {
  const n = next();
  return {
    id: `sub-${n}`,
    account: { id: `user-${n}`, name: `Person ${n}`, email: `person${n}@example.com` },
    planId: 'ANALYSIS',
    status: 'active',
    provider: 'test',
    currentPeriodStart: '2026-04-01T00:00:00.000Z',
    currentPeriodEnd: '2026-05-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    startedAt: '2026-04-01T00:00:00.000Z',
    endedAt: null,
    totalPaidCents: 10_000,
    totalRefundedCents: 0,
    lastPayment: { amountCents: 10_000, occurredAt: '2026-04-01T00:00:00.000Z' },
    ...overrides,
  };
}

export function buildSubscriptionsSummary(overrides: Partial<TAdminSubscriptionsSummary> = {}): TAdminSubscriptionsSummary {
  return { active: 41, pastDue: 2, canceling: 5, openRefundRequests: 1, ...overrides };
}

/** An open money-back request of Ada on Analysis, paid 12 days ago. */
export function buildRefundRequest(overrides: Partial<TAdminRefundRequest> = {}): TAdminRefundRequest {
  const n = next();
  return {
    id: `request-${n}`,
    status: 'requested',
    account: { id: 'user-42', name: 'Ada Lovelace', email: 'ada@example.com', planId: 'ANALYSIS' },
    amountCents: 10_000,
    currency: 'usd',
    reason: 'My attorney will prepare the petition after all.',
    payment: { id: `payment-${n}`, description: 'Analysis plan, monthly', amountCents: 10_000, provider: 'test', occurredAt: '2026-04-01T10:00:00.000Z' },
    requestedAt: '2026-04-10T09:00:00.000Z',
    daysSincePayment: 12,
    subscription: { id: `sub-${n}`, planId: 'ANALYSIS', status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: '2026-05-01T10:00:00.000Z' },
    resolvedAt: null,
    resolvedBy: null,
    staffNote: null,
    ...overrides,
  };
}
