import { Link } from 'react-router';
import type { TAdminSubscription } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatUsdCents } from '../../format';
import { PROVIDER_LABELS, subscriptionState } from '../format';
import { formatShortDay } from '@/lib/format';
import { SubscriptionsStatusBadge } from './subscriptions-status-badge';

/** What the period's end means for this subscription: a renewal, the planned end, or the day it ended. */
function periodNote(subscription: TAdminSubscription): string {
  const state = subscriptionState(subscription);
  if (state === 'canceled') return subscription.endedAt ? `Ended ${formatShortDay(subscription.endedAt)}` : 'Ended';
  if (state === 'canceling') return `Ends ${formatShortDay(subscription.currentPeriodEnd)}`;
  return `Renews ${formatShortDay(subscription.currentPeriodEnd)}`;
}

/** One page of subscriptions; the account opens its details. Scrolls sideways on a phone rather than squashing. */
export function SubscriptionsTable({ subscriptions }: { subscriptions: TAdminSubscription[] }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-border bg-background">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="sr-only">Subscriptions; paid and refunded amounts are the account’s totals</caption>
        <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Account
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Current period
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Paid
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Refunded
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Last payment
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {subscriptions.map((subscription) => (
            <tr key={subscription.id}>
              <td className="px-4 py-3">
                <Link to={paths.adminUser(subscription.account.id)} className="font-medium text-primary hover:underline">
                  {subscription.account.name || subscription.account.email}
                </Link>
                <p className="text-xs text-muted-foreground">{subscription.account.email}</p>
              </td>
              <td className="px-4 py-3">
                {PLANS[subscription.planId].name}
                <p className="text-xs text-muted-foreground">{PROVIDER_LABELS[subscription.provider]}</p>
              </td>
              <td className="px-4 py-3">
                <SubscriptionsStatusBadge subscription={subscription} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {formatShortDay(subscription.currentPeriodStart)} – {formatShortDay(subscription.currentPeriodEnd)}
                <p className="text-xs text-muted-foreground">{periodNote(subscription)}</p>
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatUsdCents(subscription.totalPaidCents)}</td>
              <td className={cn('px-4 py-3 text-right tabular-nums', subscription.totalRefundedCents === 0 && 'text-muted-foreground')}>
                {formatUsdCents(subscription.totalRefundedCents)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {subscription.lastPayment ? (
                  <>
                    <span className="tabular-nums">{formatUsdCents(subscription.lastPayment.amountCents)}</span>
                    <p className="text-xs text-muted-foreground">{formatShortDay(subscription.lastPayment.occurredAt)}</p>
                  </>
                ) : (
                  <span className="text-muted-foreground">None yet</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
