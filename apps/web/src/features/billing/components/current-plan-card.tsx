import { Link } from 'react-router';
import { ExternalLink, Gift } from 'lucide-react';
import { formatCents } from '@acclaim/domain/billing';
import type { TBillingOverview } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useOpenPortal } from '../api/open-portal';
import { CANCEL_BUTTON_ID, RESUME_BUTTON_ID, usePlanCancellation } from '../hooks/use-plan-cancellation';
import { formatDay } from '../format';
import { hasLiveSubscription, nextPaymentCents } from '../plan-change';
import { PlanFeatures } from '@/components/plan/plan-features';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { SubscriptionStatusBadge } from './subscription-status-badge';

function PlanTerms({ overview }: { overview: TBillingOverview }) {
  const { plan } = overview;
  if (!hasLiveSubscription(overview)) {
    return <p className="text-sm text-muted-foreground">Your account has the Free Trial limits. Choose a plan below when you need more.</p>;
  }
  const { subscription } = overview;
  const end = formatDay(subscription.currentPeriodEnd);
  if (subscription.cancelAtPeriodEnd) {
    return <p className="text-sm">Ends on {end}; your account then returns to the Free Trial limits. Nothing you created is deleted.</p>;
  }
  if (subscription.status === 'past_due') {
    return (
      <p className="text-sm">
        Your latest payment for {plan.name} did not go through.{' '}
        {overview.canOpenPortal ? (
          'Update your payment method to keep the plan; plan changes wait until then.'
        ) : (
          <>
            <Link to={paths.contact} className="font-medium text-primary underline underline-offset-2">
              Contact us
            </Link>{' '}
            to keep the plan.
          </>
        )}
      </p>
    );
  }
  return (
    <p className="text-sm">
      Renews on {end} for {formatCents(nextPaymentCents(plan.id, overview.creditCents))}.
    </p>
  );
}

/** The plan whose limits apply now, what happens at the end of the period, and the actions on it. */
export function CurrentPlanCard({ overview }: { overview: TBillingOverview }) {
  const { plan } = overview;
  const portal = useOpenPortal();
  const subscription = hasLiveSubscription(overview) ? overview.subscription : null;
  const canCancel = subscription !== null && !subscription.cancelAtPeriodEnd;
  const canResume = subscription !== null && subscription.cancelAtPeriodEnd;
  const { cancel, resume, isCancelOpen, setIsCancelOpen, handleCancel, handleResume, handleDialogCloseAutoFocus } = usePlanCancellation(canCancel);

  const isPortalLeaving = portal.isPending || portal.isSuccess;
  const actionError = resume.error ?? portal.error;

  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle>Current plan</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-2xl font-semibold tracking-tight">{plan.name}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {plan.priceMonthly === 0 ? 'Free' : `${formatCents(plan.priceMonthly * 100)} per month`} · {plan.tagline}
            </p>
          </div>
          <SubscriptionStatusBadge overview={overview} />
        </div>
        <PlanTerms overview={overview} />
        <PlanFeatures features={plan.features} label={`What ${plan.name} includes`} className="grid gap-x-6 gap-y-2 sm:grid-cols-2" />
        {overview.creditCents > 0 && (
          <p className="flex items-start gap-2 rounded-md bg-success-soft px-3 py-2 text-sm text-success">
            <Gift className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>You have a credit of {formatCents(overview.creditCents)}. It is taken off your next payment.</span>
          </p>
        )}
        {actionError && (
          <Alert variant="destructive" role="alert">
            {actionError.message}
          </Alert>
        )}
        {(canCancel || canResume || overview.canOpenPortal) && (
          <div className="mt-auto flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:flex-wrap">
            {canResume && (
              <Button id={RESUME_BUTTON_ID} onClick={handleResume} disabled={resume.isPending}>
                {resume.isPending ? 'Resuming…' : 'Resume plan'}
              </Button>
            )}
            {overview.canOpenPortal && (
              <Button variant="outline" onClick={() => portal.mutate()} disabled={isPortalLeaving}>
                <ExternalLink aria-hidden="true" />
                {isPortalLeaving ? 'Opening…' : 'Manage payment method and invoices'}
              </Button>
            )}
            {canCancel && (
              <Button id={CANCEL_BUTTON_ID} variant="ghost" className="text-destructive hover:bg-destructive-soft" onClick={() => setIsCancelOpen(true)}>
                Cancel plan
              </Button>
            )}
          </div>
        )}
      </CardContent>
      {subscription && (
        <CancelPlanDialog
          planName={plan.name}
          currentPeriodEnd={subscription.currentPeriodEnd}
          open={isCancelOpen}
          onOpenChange={(open) => {
            setIsCancelOpen(open);
            if (!open) cancel.reset();
          }}
          error={cancel.error}
          isPending={cancel.isPending}
          onConfirm={handleCancel}
          onCloseAutoFocus={handleDialogCloseAutoFocus}
        />
      )}
    </Card>
  );
}
