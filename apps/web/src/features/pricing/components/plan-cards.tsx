import { Link } from 'react-router';
// The plans' own entry point: the package root also exports zod schemas, which the landing page must not load.
import { formatPlanPrice, SELF_PETITIONER_PLANS } from '@acclaim/domain/plans';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PlanFeatures } from '@/components/plan/plan-features';
import { cn } from '@/lib/utils';

/** The three self-petitioner plans, from the one plan definition the server enforces. */
export function PlanCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {SELF_PETITIONER_PLANS.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            'relative flex flex-col rounded-lg border bg-background p-6 shadow-sm',
            plan.isHighlighted ? 'border-primary ring-1 ring-primary' : 'border-border',
          )}
        >
          {plan.isHighlighted && (
            <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">Everything to file</p>
          )}
          <Heading className="text-lg font-semibold">{plan.name}</Heading>
          <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
          <p className="mt-6 flex items-baseline gap-1">
            <span className="text-4xl font-semibold tracking-tight">{plan.priceMonthly === 0 ? 'Free' : `$${plan.priceMonthly}`}</span>
            {plan.priceMonthly > 0 && <span className="text-sm text-muted-foreground">per month</span>}
            <span className="sr-only">({formatPlanPrice(plan)})</span>
          </p>
          <PlanFeatures features={plan.features} className="mt-6 flex-1 space-y-3" />
          {/* A paid plan opens Billing with it highlighted; signed-out visitors pass through login and come back to it. */}
          <Button asChild className="mt-8 w-full" variant={plan.isHighlighted ? 'default' : 'outline'}>
            <Link to={plan.priceMonthly === 0 ? paths.login : `${paths.billing}?plan=${plan.id}`}>
              {plan.priceMonthly === 0 ? 'Start free' : `Choose ${plan.name}`}
              <span className="sr-only">{plan.priceMonthly === 0 ? ' with the Free Trial plan' : ' plan'}</span>
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
