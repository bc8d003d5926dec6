import * as React from 'react';
import { Link } from 'react-router';
import { ArrowRight, CircleCheck, Clock } from 'lucide-react';
import { isPaidPlan, type PaidPlanId } from '@acclaim/domain/billing';
import type { TBillingSubscriptionResponse } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { PlanFeatures } from '@/components/plan/plan-features';
import { useSubscription } from '../api/get-subscription';

/** How often and how long the page asks whether the payment has reached the account. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_WAIT_SECONDS = 60;

/** The checkout's payment has reached the account, or the plan change (`change`) has taken effect. */
function isConfirmed(overview: TBillingSubscriptionResponse | undefined, change: PaidPlanId | null): boolean {
  if (!overview) return false;
  if (change) return overview.plan.id === change;
  return isPaidPlan(overview.plan.id) && overview.subscription?.status === 'active';
}

function Confirmed({ overview }: { overview: TBillingSubscriptionResponse }) {
  const { plan } = overview;
  return (
    <Card>
      <CardHeader>
        <CircleCheck className="size-8 text-success" aria-hidden="true" />
        <CardTitle className="text-2xl">You’re on {plan.name}</CardTitle>
        <CardDescription>{plan.tagline}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div>
          <h3 className="text-sm font-semibold">Now included</h3>
          <PlanFeatures features={plan.features} className="mt-3 grid gap-2.5 sm:grid-cols-2" />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={paths.dashboard}>
              Go to the dashboard <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.coverLetter}>Open your cover letter</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.billing}>See Billing</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function NotConfirmed({ isChange, onCheckAgain }: { isChange: boolean; onCheckAgain: () => void }) {
  return (
    <Card>
      <CardHeader>
        <Clock className="size-8 text-warning" aria-hidden="true" />
        <CardTitle>{isChange ? 'Your plan change is not confirmed yet' : 'Your payment is not confirmed yet'}</CardTitle>
        <CardDescription>We waited a minute and have not heard back from the payment provider.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm">
          This can take a few minutes. Billing shows your plan and payments as soon as the confirmation arrives; until then your account keeps its current
          limits. If nothing changes there, do not pay again: contact us and we will look into it.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={onCheckAgain}>Check again</Button>
          <Button asChild variant="outline">
            <Link to={paths.billing}>Go to Billing</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.contact}>Contact us</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * After checkout or an in-place plan change: asks for the account's plan every 2 seconds, for up to a minute,
 * until the payment (or the change to `change`) shows, then says what the plan now includes. If it never does,
 * it says so rather than claiming success.
 */
export function CheckoutSuccess({ change }: { change: PaidPlanId | null }) {
  const [waitedSeconds, setWaitedSeconds] = React.useState(0);
  const [round, setRound] = React.useState(0);
  const hasTimedOut = waitedSeconds >= CONFIRM_WAIT_SECONDS;
  const overview = useSubscription({ pollEvery: (data) => (isConfirmed(data, change) || hasTimedOut ? false : CONFIRM_POLL_MS) });
  const isDone = isConfirmed(overview.data, change);

  React.useEffect(() => {
    if (isDone) return;
    const timer = window.setInterval(() => setWaitedSeconds((seconds) => Math.min(seconds + 1, CONFIRM_WAIT_SECONDS)), 1000);
    return () => window.clearInterval(timer);
  }, [isDone, round]);

  function handleCheckAgain() {
    setWaitedSeconds(0);
    setRound((value) => value + 1);
    void overview.refetch();
  }

  const waitingText = change ? 'Confirming your plan change…' : 'Confirming your payment…';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{change ? 'Plan changed' : 'Payment received'}</h1>
        <p className="mt-2 text-muted-foreground">
          {change ? 'Your new plan applies as soon as it is confirmed.' : 'Thank you. Your plan starts as soon as the payment is confirmed.'}
        </p>
      </header>
      <div aria-live="polite">
        {isDone && overview.data ? (
          <Confirmed overview={overview.data} />
        ) : hasTimedOut ? (
          <NotConfirmed isChange={change !== null} onCheckAgain={handleCheckAgain} />
        ) : (
          <Card>
            <CardContent className="space-y-3 pt-6">
              <p className="text-sm font-medium">{waitingText}</p>
              <ProgressBar value={(waitedSeconds / CONFIRM_WAIT_SECONDS) * 100} label={waitingText} valueText={waitingText} />
              <p className="text-sm text-muted-foreground">This usually takes a few seconds. You can stay on this page.</p>
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
