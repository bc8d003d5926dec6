import { formatCents, type PaidPlanId } from '@acclaim/domain/billing';
import { PLANS } from '@acclaim/domain/plans';
import type { TSubscription } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { formatDay } from '../format';
import { describePlanChange } from '../plan-change';

export interface PendingPlanChange {
  to: PaidPlanId;
  /** When the dialog opened: the proration shown is for this moment. */
  at: Date;
}

/**
 * Says what a change of a running subscription does before it is made: an upgrade charges the rest of the
 * period now, a downgrade credits the unused part; both apply at once and keep everything created.
 */
export function PlanChangeDialog({
  subscription,
  change,
  onOpenChange,
  onConfirm,
  isPending,
  error,
}: {
  subscription: TSubscription;
  change: PendingPlanChange | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (planId: PaidPlanId) => void;
  isPending: boolean;
  error: Error | null;
}) {
  const from = PLANS[subscription.planId];
  const to = change ? PLANS[change.to] : null;
  const outcome = change ? describePlanChange(subscription, change.to, change.at) : null;
  const periodEnd = formatDay(subscription.currentPeriodEnd);
  const monthly = to ? `${formatCents(to.priceMonthly * 100)} per month` : '';

  return (
    <Dialog open={change !== null} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      {change && to && outcome && (
        <DialogContent
          title={outcome.kind === 'upgrade' ? `Upgrade to ${to.name}?` : `Switch to ${to.name}?`}
          description={`${to.name} applies as soon as you confirm.`}
        >
          <div className="space-y-3 text-sm">
            {outcome.kind === 'upgrade' && (
              <p>
                You are charged about <strong className="font-semibold">{formatCents(outcome.cents)}</strong> now for the rest of this period (until {periodEnd}
                ), then {monthly} from {periodEnd}.
              </p>
            )}
            {outcome.kind === 'downgrade' && (
              <p>
                The unused part of {from.name}, about <strong className="font-semibold">{formatCents(outcome.cents)}</strong>, is credited to your next payment.
                From {periodEnd} you pay {monthly}. The {to.name} limits apply from now on.
              </p>
            )}
            {outcome.kind === 'same' && (
              <p>
                The price is the same, so nothing is charged now; {monthly} from {periodEnd}.
              </p>
            )}
            <p className="text-muted-foreground">Nothing you created is lost.</p>
            {error && (
              <Alert variant="destructive" role="alert">
                {error.message}
              </Alert>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                Keep {from.name}
              </Button>
            </DialogClose>
            <Button onClick={() => onConfirm(change.to)} disabled={isPending}>
              {isPending ? 'Changing your plan…' : outcome.kind === 'upgrade' ? `Upgrade and pay about ${formatCents(outcome.cents)}` : `Switch to ${to.name}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
