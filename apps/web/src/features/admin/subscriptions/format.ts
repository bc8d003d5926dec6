import type { AdminSubscriptionStatusFilter, TAdminSubscription } from '@acclaim/contracts';

/** How each provider reads on the screen: test mode moves no money, and staff must see that at a glance. */
export const PROVIDER_LABELS = { test: 'Test mode', stripe: 'Stripe' } as const;

export const SUBSCRIPTION_FILTER_LABELS: Record<AdminSubscriptionStatusFilter, string> = {
  active: 'Active',
  past_due: 'Past due',
  canceling: 'Canceling',
  canceled: 'Canceled',
};

/** "Mar 2, 2026". */

/** 0 → "today", 1 → "1 day ago", 12 → "12 days ago". */
export const daysAgo = (days: number) => (days <= 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`);

/** The state staff act on: a running plan set to end reads "Canceling", not "Active". */
export function subscriptionState(subscription: Pick<TAdminSubscription, 'status' | 'cancelAtPeriodEnd'>): AdminSubscriptionStatusFilter {
  if (subscription.status !== 'canceled' && subscription.cancelAtPeriodEnd) return 'canceling';
  return subscription.status;
}
