import { useSearchParams } from 'react-router';
import { isPaidPlan } from '@acclaim/domain/billing';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useSubscription } from '../api/get-subscription';
import { CurrentPlanCard } from './current-plan-card';
import { MoneyBackCard } from './money-back-card';
import { PaymentsCard } from './payments-card';
import { PlanOptions } from './plan-options';
import { TestModeBadge } from './test-mode-badge';
import { UsageCard } from './usage-card';

/** /billing: the plan and its renewal, usage against the limits, the plans to move to, payments and the guarantee. */
export function BillingWorkspace() {
  const overview = useSubscription();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('plan')?.toUpperCase() ?? '';
  const chosenPlanId = isPaidPlan(asked) ? asked : null;

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Billing</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">Your plan, what it allows, your payments and receipts.</p>
        </div>
        {overview.data?.provider === 'test' && <TestModeBadge />}
      </header>

      {overview.isPending ? (
        <ListSkeleton label="Loading your billing details" rows={4} />
      ) : overview.isError ? (
        <QueryLoadError title="Your billing details could not be loaded." query={overview} />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <CurrentPlanCard overview={overview.data} />
            </div>
            <div className="lg:col-span-2">
              <UsageCard planName={overview.data.plan.name} usage={overview.data.usage} />
            </div>
          </div>
          <PlanOptions overview={overview.data} chosenPlanId={chosenPlanId} />
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <PaymentsCard payments={overview.data.payments} />
            </div>
            <div className="lg:col-span-2">
              <MoneyBackCard overview={overview.data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
