import * as React from 'react';
import { Check } from 'lucide-react';
import { isUpgrade, PAID_PLAN_IDS, type PaidPlanId } from '@acclaim/domain/billing';
import { PLANS, type Plan } from '@acclaim/domain/plans';
import type { TBillingOverview } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useStartCheckout } from '../api/start-checkout';
import { hasLiveSubscription } from '../plan-change';
import { PlanFeatures } from '@/components/plan/plan-features';
import { PlanChangeDialog, type PendingPlanChange } from './plan-change-dialog';

export const planOptionId = (planId: PaidPlanId) => `plan-${planId.toLowerCase()}`;

function PlanOption({
  plan,
  isCurrent,
  isChosen,
  isPrimary,
  actionLabel,
  isBusy,
  isLeaving,
  onChoose,
}: {
  plan: Plan;
  isCurrent: boolean;
  isChosen: boolean;
  /** The one button drawn as the main choice: the plan asked for, else the recommended one. */
  isPrimary: boolean;
  actionLabel: string;
  /** Another plan's checkout is opening: every button waits. */
  isBusy: boolean;
  isLeaving: boolean;
  onChoose: () => void;
}) {
  const headingId = `${planOptionId(plan.id as PaidPlanId)}-title`;
  return (
    <li
      id={planOptionId(plan.id as PaidPlanId)}
      // Focused when the pricing page sent the visitor here for this plan.
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn(
        'relative flex scroll-mt-24 flex-col rounded-lg border bg-background p-6 shadow-sm focus:outline-2 focus:outline-offset-2 focus:outline-ring',
        isChosen ? 'border-primary ring-2 ring-primary' : isCurrent ? 'border-success' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {plan.name}
        </h3>
        {isCurrent && <Badge tone="success">Current plan</Badge>}
        {isChosen && !isCurrent && <Badge tone="info">Your choice</Badge>}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-3xl font-semibold tracking-tight">${plan.priceMonthly}</span>
        <span className="text-sm text-muted-foreground">per month</span>
      </p>
      <PlanFeatures features={plan.features} label={`What ${plan.name} includes`} className="mt-5 flex-1 space-y-2.5" />
      {isCurrent ? (
        <p className="mt-6 flex h-10 items-center justify-center gap-2 rounded-md bg-success-soft text-sm font-medium text-success">
          <Check className="size-4" aria-hidden="true" /> You are on this plan
        </p>
      ) : (
        <Button className="mt-6 w-full" variant={isPrimary ? 'default' : 'outline'} onClick={onChoose} disabled={isBusy}>
          {isLeaving ? 'Opening checkout…' : actionLabel}
        </Button>
      )}
    </li>
  );
}

/**
 * The paid plans, the current one marked. Without a running subscription a choice opens checkout; with one, a
 * dialog first says what the change costs, then the change is made in place. `chosenPlanId` (from the pricing
 * page's link) is highlighted and brought into view, never bought without a click.
 */
export function PlanOptions({ overview, chosenPlanId }: { overview: TBillingOverview; chosenPlanId: PaidPlanId | null }) {
  const checkout = useStartCheckout();
  const [change, setChange] = React.useState<PendingPlanChange | null>(null);
  const subscription = hasLiveSubscription(overview) ? overview.subscription : null;
  const currentPlanId = overview.plan.id;
  const isLeaving = checkout.isPending || checkout.isSuccess;

  React.useEffect(() => {
    if (!chosenPlanId) return;
    const card = document.getElementById(planOptionId(chosenPlanId));
    card?.focus({ preventScroll: true });
    card?.scrollIntoView?.({ block: 'center' });
  }, [chosenPlanId]);

  function handleChoose(planId: PaidPlanId) {
    checkout.reset();
    if (subscription) setChange({ to: planId, at: new Date() });
    else checkout.mutate(planId);
  }

  return (
    <section aria-labelledby="plans-title" className="space-y-6">
      <div>
        <h2 id="plans-title" className="text-xl font-semibold tracking-tight">
          Plans
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
          Billed monthly in US dollars. Upgrades apply at once; cancel anytime and keep the plan until the end of the period you paid for.
        </p>
      </div>
      {checkout.isError && !change && (
        <Alert variant="destructive" role="alert">
          {checkout.error.message}
        </Alert>
      )}
      <ul className="grid gap-6 md:grid-cols-3">
        {PAID_PLAN_IDS.map((planId) => {
          const plan = PLANS[planId];
          const verb = isUpgrade(currentPlanId, planId) ? 'Upgrade' : 'Switch';
          return (
            <PlanOption
              key={planId}
              plan={plan}
              isCurrent={planId === currentPlanId}
              isChosen={planId === chosenPlanId}
              isPrimary={chosenPlanId ? planId === chosenPlanId : Boolean(plan.isHighlighted)}
              actionLabel={`${verb} to ${plan.name}`}
              isBusy={isLeaving}
              isLeaving={isLeaving && checkout.variables === planId && !subscription}
              onChoose={() => handleChoose(planId)}
            />
          );
        })}
      </ul>
      {subscription && (
        <PlanChangeDialog
          subscription={subscription}
          change={change}
          onOpenChange={(open) => {
            if (!open) setChange(null);
          }}
          onConfirm={(planId) => checkout.mutate(planId)}
          isPending={isLeaving}
          error={checkout.error}
        />
      )}
    </section>
  );
}
