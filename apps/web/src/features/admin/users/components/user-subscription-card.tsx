import type { TBillingOverview } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { formatUsdCents } from '../../format';
import { REFUND_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../../labels';

/** What the account's own billing page shows: plan, subscription, payments and any money-back request. */
export function UserSubscriptionCard({ billing }: { billing: TBillingOverview }) {
  const { subscription, moneyBack } = billing;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Subscription</CardTitle>
          {billing.provider === 'test' && <Badge tone="warning">Test mode</Badge>}
        </div>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p>
          <span className="font-medium">{billing.plan.name}</span>
          {subscription ? (
            <>
              {' · '}
              <Badge tone={subscription.status === 'active' ? 'success' : 'warning'}>{SUBSCRIPTION_STATUS_LABELS[subscription.status]}</Badge>
              <span className="mt-1 block text-muted-foreground">
                Since {formatDateTime(subscription.startedAt)} · {subscription.cancelAtPeriodEnd ? 'ends' : 'renews'}{' '}
                {formatDateTime(subscription.currentPeriodEnd)}
              </span>
            </>
          ) : (
            <span className="mt-1 block text-muted-foreground">No paid subscription.</span>
          )}
        </p>
        {moneyBack.request && (
          <p>
            Money-back request: <Badge>{REFUND_STATUS_LABELS[moneyBack.request.status]}</Badge> {formatUsdCents(moneyBack.request.amountCents)}, asked{' '}
            {formatDateTime(moneyBack.request.createdAt)}
          </p>
        )}
        <div>
          <h3 className="mb-2 font-medium">Payments</h3>
          {billing.payments.length === 0 ? (
            <p className="text-muted-foreground">No payments yet.</p>
          ) : (
            <ul className="divide-y divide-border">
              {billing.payments.map((payment) => (
                <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    {payment.description}
                    <span className="block text-xs text-muted-foreground">{formatDateTime(payment.occurredAt)}</span>
                  </span>
                  <span className="tabular-nums">
                    {payment.kind === 'refund' ? formatUsdCents(-Math.abs(payment.amountCents)) : formatUsdCents(payment.amountCents)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
