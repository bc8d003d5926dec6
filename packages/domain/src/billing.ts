import { daysAfter } from './time';
import { PLANS, type Plan, type PlanId } from './plans';

/** Plans bought through checkout; the Free Trial is what an account has without a subscription. */
export const PAID_PLAN_IDS = ['ANALYSIS', 'COMPLETE', 'ATTORNEY'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** The money-back guarantee: a full refund of the first payment when asked within this many days of it. */
export const MONEY_BACK_DAYS = 30;

/** Every plan is billed monthly in US dollars; taxes and other currencies are not offered. */
export const BILLING_CURRENCY = 'usd';

export function planPriceCents(planId: PlanId): number {
  return PLANS[planId].priceMonthly * 100;
}

export function isPaidPlan(planId: string): planId is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(planId);
}

/** A change to a dearer plan is an upgrade: it applies at once and the difference is charged for the rest of the month. */
export function isUpgrade(from: PlanId, to: PlanId): boolean {
  return PLANS[to].priceMonthly > PLANS[from].priceMonthly;
}

/**
 * What a plan change in the middle of a period costs: the price difference for the part of the period that is
 * left, in cents, rounded to the cent. Positive is charged now; negative is a credit for the next payment.
 */
export function prorationCents(from: PlanId, to: PlanId, period: { start: Date; end: Date }, now: Date): number {
  const total = period.end.getTime() - period.start.getTime();
  if (total <= 0) return 0;
  const left = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), total);
  return Math.round(((planPriceCents(to) - planPriceCents(from)) * left) / total);
}

/** One calendar month after `start`, kept on the same day where the month has it (Jan 31 → Feb 28). */
export function addBillingMonth(start: Date): Date {
  const next = new Date(start);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** The last moment a money-back request is accepted for a first payment made at `firstPaidAt`. */
export function moneyBackDeadline(firstPaidAt: Date): Date {
  return daysAfter(firstPaidAt, MONEY_BACK_DAYS);
}

/** `$500.00`, `-$12.34`. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const dollars = (Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${sign}$${dollars}`;
}

export function planName(planId: PlanId): string {
  return PLANS[planId].name;
}

/** The plans a self-petitioner or an attorney may switch to from `current` (never the one they have). */
export function planChoices(current: PlanId): Plan[] {
  return PAID_PLAN_IDS.filter((id) => id !== current).map((id) => PLANS[id]);
}

/**
 * Where an account stands towards the attorney plan: outside any firm, staff of a firm someone else owns, a
 * firm's owner who has not entered bar admission details (bar number and licensing authority), or one who has.
 */
export type AttorneyPlanStanding = 'no-firm' | 'firm-staff' | 'owner-without-bar' | 'owner-with-bar';

/** Only a firm's owner admitted to a bar may hold the attorney plan; it serves the firm's client cases. */
export function mayHoldAttorneyPlan(standing: AttorneyPlanStanding): boolean {
  return standing === 'owner-with-bar';
}

/**
 * Why the attorney plan is refused, in words a customer can act on; null when it is not. The server sends the same
 * sentence with its refusal, so the Billing page and the API never disagree.
 */
export function attorneyPlanRefusal(standing: AttorneyPlanStanding): string | null {
  const plan = PLANS.ATTORNEY.name;
  switch (standing) {
    case 'owner-with-bar':
      return null;
    case 'owner-without-bar':
      return `The ${plan} plan is for law firms run by an admitted attorney. Add your bar number and licensing authority on your firm's Members page, then choose the plan here.`;
    case 'firm-staff':
      return `The ${plan} plan is bought by your firm's owner and covers everyone in the firm. Ask the owner to choose it on their Billing page.`;
    case 'no-firm':
      return `The ${plan} plan is for law firms, to prepare their clients' petitions. To use it, set up your firm on the Firm page and add your bar number and licensing authority on its Members page. For your own petition, choose Analysis or Complete.`;
  }
}
