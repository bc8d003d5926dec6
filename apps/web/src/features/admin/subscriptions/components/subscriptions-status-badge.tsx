import type { TAdminSubscription } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { SUBSCRIPTION_FILTER_LABELS, subscriptionState } from '../format';

const TONES = { active: 'success', past_due: 'destructive', canceling: 'warning', canceled: 'neutral' } as const;

/** Active, Past due, Canceling (running, set to end) or Canceled. */
export function SubscriptionsStatusBadge({ subscription }: { subscription: Pick<TAdminSubscription, 'status' | 'cancelAtPeriodEnd'> }) {
  const state = subscriptionState(subscription);
  return <Badge tone={TONES[state]}>{SUBSCRIPTION_FILTER_LABELS[state]}</Badge>;
}
