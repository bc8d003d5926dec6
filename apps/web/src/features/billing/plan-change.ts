import { isUpgrade, planPriceCents, prorationCents, type PaidPlanId } from '@acclaim/domain/billing';
import type { PlanId } from '@acclaim/domain/plans';
import type { TBillingOverview, TSubscription } from '@acclaim/contracts';

export type PlanChange =
  /** Charged now for the rest of the period. */
  | { kind: 'upgrade'; cents: number }
  /** The unused part of the current plan, credited to the next payment. */
  | { kind: 'downgrade'; cents: number }
  /** Same price: nothing charged or credited. */
  | { kind: 'same'; cents: 0 };

/**
 * What changing plan in the middle of a period costs, for the confirmation only: the server computes the real
 * amount when the change is made, a few seconds later, with the same rule.
 */
export function describePlanChange(
  subscription: Pick<TSubscription, 'planId' | 'currentPeriodStart' | 'currentPeriodEnd'>,
  to: PaidPlanId,
  now: Date,
): PlanChange {
  const cents = prorationCents(
    subscription.planId,
    to,
    { start: new Date(subscription.currentPeriodStart), end: new Date(subscription.currentPeriodEnd) },
    now,
  );
  if (isUpgrade(subscription.planId, to)) return { kind: 'upgrade', cents: Math.max(cents, 0) };
  if (planPriceCents(to) < planPriceCents(subscription.planId)) return { kind: 'downgrade', cents: Math.max(-cents, 0) };
  return { kind: 'same', cents: 0 };
}

/** A subscription that is still running (paid, or being retried): plan changes happen in place, not at checkout. */
export function hasLiveSubscription(overview: Pick<TBillingOverview, 'subscription'>): overview is { subscription: TSubscription } {
  return overview.subscription !== null && overview.subscription.status !== 'canceled';
}

/** What the next renewal charges once the account's credit is taken off. */
export function nextPaymentCents(planId: PlanId, creditCents: number): number {
  return Math.max(0, planPriceCents(planId) - Math.max(creditCents, 0));
}
