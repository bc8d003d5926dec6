import type { TBillingOverview } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '../format';
import { hasLiveSubscription } from '../plan-change';

export function SubscriptionStatusBadge({ overview }: { overview: TBillingOverview }) {
  if (!hasLiveSubscription(overview)) return <Badge tone="neutral">No subscription</Badge>;
  const { subscription } = overview;
  if (subscription.status === 'past_due') return <Badge tone="destructive">Payment past due</Badge>;
  if (subscription.cancelAtPeriodEnd) return <Badge tone="warning">Ends on {formatDay(subscription.currentPeriodEnd)}</Badge>;
  return <Badge tone="success">Active</Badge>;
}
