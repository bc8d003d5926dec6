import { Link } from 'react-router';
import type { TAdminSubscription } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
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

// The server pages and orders the subscriptions, so the columns do not sort one page on their own.
const COLUMNS: TableColumn<TAdminSubscription>[] = [
  {
    id: 'account',
    header: 'Account',
    cell: (subscription) => (
      <>
        <Link to={paths.adminUser(subscription.account.id)} className="font-medium text-primary hover:underline">
          {subscription.account.name || subscription.account.email}
        </Link>
        <p className="text-xs text-muted-foreground">{subscription.account.email}</p>
      </>
    ),
  },
  {
    id: 'plan',
    header: 'Plan',
    cell: (subscription) => (
      <>
        {PLANS[subscription.planId].name}
        <p className="text-xs text-muted-foreground">{PROVIDER_LABELS[subscription.provider]}</p>
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (subscription) => <SubscriptionsStatusBadge subscription={subscription} /> },
  {
    id: 'period',
    header: 'Current period',
    className: 'whitespace-nowrap',
    cell: (subscription) => (
      <>
        {formatShortDay(subscription.currentPeriodStart)} – {formatShortDay(subscription.currentPeriodEnd)}
        <p className="text-xs text-muted-foreground">{periodNote(subscription)}</p>
      </>
    ),
  },
  { id: 'paid', header: 'Paid', isNumeric: true, cell: (subscription) => formatUsdCents(subscription.totalPaidCents) },
  {
    id: 'refunded',
    header: 'Refunded',
    isNumeric: true,
    cell: (subscription) => (
      <span className={cn(subscription.totalRefundedCents === 0 && 'text-muted-foreground')}>{formatUsdCents(subscription.totalRefundedCents)}</span>
    ),
  },
  {
    id: 'last-payment',
    header: 'Last payment',
    className: 'whitespace-nowrap',
    cell: (subscription) =>
      subscription.lastPayment ? (
        <>
          <span className="tabular-nums">{formatUsdCents(subscription.lastPayment.amountCents)}</span>
          <p className="text-xs text-muted-foreground">{formatShortDay(subscription.lastPayment.occurredAt)}</p>
        </>
      ) : (
        <span className="text-muted-foreground">None yet</span>
      ),
  },
];

/** One page of subscriptions; the account opens its details. Scrolls sideways on a phone rather than squashing. */
export function SubscriptionsTable({ subscriptions }: { subscriptions: TAdminSubscription[] }) {
  return (
    <DataTable
      caption="Subscriptions; paid and refunded amounts are the account’s totals"
      rows={subscriptions}
      rowKey={(subscription) => subscription.id}
      columns={COLUMNS}
      tableClassName="min-w-[60rem]"
    />
  );
}
