import * as React from 'react';
import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { isPaidPlan, isUpgrade, type PaidPlanId } from '@acclaim/domain/billing';
import { billingPagePlans, type Plan, type PlanId } from '@acclaim/domain/plans';
import type { TBillingOverview } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useStartCheckout } from '../api/start-checkout';
import { hasLiveSubscription } from '../plan-change';
import { PlanFeatures } from '@/components/plan/plan-features';
import { PlanChangeDialog, type PendingPlanChange } from './plan-change-dialog';

export const planOptionId = (planId: PlanId) => `plan-${planId.toLowerCase()}`;

/**
 * Why a card has no button: the Free Trial is what an account returns to when a paid plan ends, and the attorney
 * plan waits for a firm owner's bar details (`refusal`, the server's own sentence).
 */
function UnavailableNote({ plan, refusal }: { plan: Plan; refusal: string | null }) {
  if (refusal) {
    return (
      <div className="mt-6 space-y-2 rounded-md bg-muted p-3 text-sm">
        <p>{refusal}</p>
        <Link to={paths.firmMembers} className="font-medium text-primary underline-offset-2 hover:underline">
          Add bar details on the Members page
        </Link>
      </div>
    );
  }
  return (
    <p className="mt-6 rounded-md bg-muted p-3 text-sm text-muted-foreground">{`Your account returns to the ${plan.name} when a paid plan ends; cancel on this page.`}</p>
  );
}

function PlanOption({
  plan,
  isCurrent,
  isChosen,
  isPrimary,
  actionLabel,
  refusal,
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
  /** Why this plan cannot be chosen yet; null when it can. */
  refusal: string | null;
  /** Another plan's checkout is opening: every button waits. */
  isBusy: boolean;
  isLeaving: boolean;
  onChoose: () => void;
}) {
  const headingId = `${planOptionId(plan.id)}-title`;
  const canChoose = isPaidPlan(plan.id) && refusal === null;
  return (
    <li
      id={planOptionId(plan.id)}
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
        <span className="text-3xl font-semibold tracking-tight">{plan.priceMonthly === 0 ? 'Free' : `$${plan.priceMonthly}`}</span>
        <span className="text-sm text-muted-foreground">{plan.priceMonthly === 0 ? 'no card needed' : 'per month'}</span>
      </p>
      <PlanFeatures features={plan.features} label={`What ${plan.name} includes`} className="mt-5 flex-1 space-y-2.5" />
      {isCurrent ? (
        <p className="mt-6 flex h-10 items-center justify-center gap-2 rounded-md bg-success-soft text-sm font-medium text-success">
          <Check className="size-4" aria-hidden="true" /> You are on this plan
        </p>
      ) : canChoose ? (
        <Button className="mt-6 w-full" variant={isPrimary ? 'default' : 'outline'} onClick={onChoose} disabled={isBusy}>
          {isLeaving ? 'Opening checkout…' : actionLabel}
        </Button>
      ) : (
        <UnavailableNote plan={plan} refusal={refusal} />
      )}
    </li>
  );
}

/**
 * The plans this account may compare, the current one marked: the Free Trial, Analysis and Complete for everyone,
 * and the attorney plan only on the attorney path (the server says whether, and why it cannot be chosen yet). Without a running subscription a choice opens checkout; with one, a
 * dialog first says what the change costs, then the change is made in place. `chosenPlanId` (from the pricing
 * page's link) is highlighted and brought into view, never bought without a click.
 */
export function PlanOptions({ overview, chosenPlanId }: { overview: TBillingOverview; chosenPlanId: PaidPlanId | null }) {
  const checkout = useStartCheckout();
  const [change, setChange] = React.useState<PendingPlanChange | null>(null);
  const subscription = hasLiveSubscription(overview) ? overview.subscription : null;
  const currentPlanId = overview.plan.id;
  const isLeaving = checkout.isPending || checkout.isSuccess;
  const plans = billingPagePlans(overview.attorneyPlan.isOffered);

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
      <ul className={cn('grid gap-6', plans.length > 3 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-3')}>
        {plans.map((plan) => {
          const verb = isUpgrade(currentPlanId, plan.id) ? 'Upgrade' : 'Switch';
          return (
            <PlanOption
              key={plan.id}
              plan={plan}
              isCurrent={plan.id === currentPlanId}
              isChosen={plan.id === chosenPlanId}
              isPrimary={chosenPlanId ? plan.id === chosenPlanId : Boolean(plan.isHighlighted)}
              actionLabel={`${verb} to ${plan.name}`}
              refusal={plan.audience === 'attorney' ? overview.attorneyPlan.refusal : null}
              isBusy={isLeaving}
              isLeaving={isLeaving && checkout.variables === plan.id && !subscription}
              onChoose={() => {
                if (isPaidPlan(plan.id)) handleChoose(plan.id);
              }}
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
