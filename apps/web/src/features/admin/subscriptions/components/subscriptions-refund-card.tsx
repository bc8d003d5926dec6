import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TAdminRefundRequest } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { formatUsdCents } from '../../format';
import { REFUND_STATUS_LABELS } from '../../labels';
import { daysAgo, PROVIDER_LABELS } from '../format';
import { formatShortDay } from '@/lib/format';
import { SubscriptionsStatusBadge } from './subscriptions-status-badge';

const STATUS_TONES = { requested: 'info', refunded: 'success', declined: 'destructive' } as const;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function RunningPlan({ subscription }: { subscription: TAdminRefundRequest['subscription'] }) {
  if (!subscription) return <>No running plan</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {PLANS[subscription.planId].name}
      <SubscriptionsStatusBadge subscription={subscription} />
      <span className="text-muted-foreground">
        {subscription.cancelAtPeriodEnd ? 'ends' : 'renews'} {formatShortDay(subscription.currentPeriodEnd)}
      </span>
    </span>
  );
}

/**
 * One money-back request with what staff weigh before acting: the account, the payment it covers and how long ago,
 * the plan that a refund would end, the customer's reason; once resolved, who did it and their note.
 */
export function SubscriptionsRefundCard({
  request,
  canHandle,
  onRefund,
  onDecline,
}: {
  request: TAdminRefundRequest;
  /** Refund and Decline show only for roles that hold refunds.handle; the server refuses the others anyway. */
  canHandle: boolean;
  onRefund: () => void;
  onDecline: () => void;
}) {
  const headingId = `refund-request-${request.id}`;
  const amount = formatUsdCents(request.amountCents);
  const isOpen = request.status === 'requested';
  return (
    <Card className="flex h-full flex-col gap-4 p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            <Link to={paths.adminUser(request.account.id)} className="text-primary hover:underline">
              {request.account.name || request.account.email}
            </Link>
          </h3>
          <p className="break-all text-sm text-muted-foreground">{request.account.email}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <p className="text-xl font-semibold tabular-nums">{amount}</p>
          <Badge tone={STATUS_TONES[request.status]}>{REFUND_STATUS_LABELS[request.status]}</Badge>
        </div>
      </div>

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Detail term="Payment">
          {request.payment.description}, {formatUsdCents(request.payment.amountCents)} on {formatShortDay(request.payment.occurredAt)} (
          {daysAgo(request.daysSincePayment)})<span className="block text-xs text-muted-foreground">{PROVIDER_LABELS[request.payment.provider]}</span>
        </Detail>
        <Detail term="Asked">{formatDateTime(request.requestedAt)}</Detail>
        <Detail term="Plan now">
          <RunningPlan subscription={request.subscription} />
        </Detail>
        {!isOpen && (
          <Detail term={request.status === 'refunded' ? 'Refunded' : 'Declined'}>
            {request.resolvedAt ? formatDateTime(request.resolvedAt) : 'Date not recorded'}
            <span className="block text-xs text-muted-foreground">
              {request.resolvedBy ? `by ${request.resolvedBy.email}` : 'reported by the payment provider'}
            </span>
          </Detail>
        )}
      </dl>

      <figure className="text-sm">
        <figcaption className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Customer’s reason</figcaption>
        <blockquote className="mt-1 border-l-2 border-border pl-3 whitespace-pre-line">{request.reason}</blockquote>
      </figure>

      {request.staffNote && (
        <figure className="text-sm">
          <figcaption className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Staff note</figcaption>
          <blockquote className="mt-1 border-l-2 border-border pl-3 whitespace-pre-line">{request.staffNote}</blockquote>
        </figure>
      )}

      {isOpen && canHandle && (
        <div className="mt-auto flex flex-col gap-2 sm:flex-row">
          <Button onClick={onRefund}>Refund {amount}</Button>
          <Button variant="outline" onClick={onDecline}>
            Decline
          </Button>
        </div>
      )}
    </Card>
  );
}
