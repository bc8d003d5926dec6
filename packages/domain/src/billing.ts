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
  return new Date(firstPaidAt.getTime() + MONEY_BACK_DAYS * 24 * 60 * 60 * 1000);
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
