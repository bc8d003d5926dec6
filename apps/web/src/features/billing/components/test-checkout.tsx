import * as React from 'react';
import { Link } from 'react-router';
import { CircleAlert, FlaskConical, Lock } from 'lucide-react';
import { formatCents, planPriceCents } from '@acclaim/domain/billing';
import { TEST_CARDS, type TTestCheckoutPayRequest, type TTestCheckoutSession } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useCancelTestCheckout } from '../api/cancel-test-checkout';
import { useTestCheckout } from '../api/get-test-checkout';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { formatDay } from '../format';

type TestCard = TTestCheckoutPayRequest['card'];
const CARD_CHOICES = Object.entries(TEST_CARDS) as [TestCard, (typeof TEST_CARDS)[TestCard]][];

function TestModeBanner() {
  return (
    <div role="note" aria-label="Test mode" className="flex items-start gap-3 rounded-lg border-2 border-warning bg-warning-soft p-4 text-warning">
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="text-sm font-bold uppercase tracking-wider">Test mode</p>
        <p className="mt-0.5 font-medium">Test mode: no card is charged and no money moves.</p>
      </div>
    </div>
  );
}

/** The server's `amountCents` is what is due today, after the account's credit (`creditCents`) is taken off the price. */
function OrderSummary({ session }: { session: TTestCheckoutSession }) {
  const monthly = planPriceCents(session.planId);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Order summary</CardTitle>
        <CardDescription>Acclaim, billed monthly until you cancel.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-medium">{session.planName}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Monthly price</dt>
            <dd className="tabular-nums">{formatCents(monthly)}</dd>
          </div>
          {session.creditCents > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Credit on your account</dt>
              <dd className="tabular-nums text-success">{formatCents(-session.creditCents)}</dd>
            </div>
          )}
          <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
            <dt className="font-semibold">Due today</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatCents(session.amountCents)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-xs text-muted-foreground">
          Then {formatCents(monthly)} each month. Cancel anytime; the plan stays until the end of the month paid for.
        </p>
      </CardContent>
    </Card>
  );
}

function PaymentForm({ session }: { session: TTestCheckoutSession }) {
  const pay = usePayTestCheckout(session.id);
  const cancel = useCancelTestCheckout(session.id);
  const [card, setCard] = React.useState<TestCard>('success');
  const isPaying = pay.isPending || pay.isSuccess;
  const isCanceling = cancel.isPending || cancel.isSuccess;
  const isBusy = isPaying || isCanceling;
  const error = pay.error ?? cancel.error;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    cancel.reset();
    pay.mutate({ card });
  }

  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Payment</CardTitle>
        <CardDescription>Paying as {session.email}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} className="space-y-5">
          <fieldset className="space-y-3" disabled={isBusy}>
            <legend className="mb-2 text-sm font-medium">Test card</legend>
            {CARD_CHOICES.map(([value, choice]) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:disabled]:cursor-not-allowed"
              >
                <input type="radio" name="card" value={value} checked={card === value} onChange={() => setCard(value)} className="mt-1 accent-primary" />
                <span>
                  <span className="block font-medium">{choice.label}</span>
                  <span className="block font-mono text-sm text-muted-foreground">{choice.number}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {error && (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden="true" />
              <p>{error.message}</p>
            </Alert>
          )}
          <p role="status" className="sr-only">
            {isPaying ? 'Sending your test payment…' : isCanceling ? 'Canceling the checkout…' : ''}
          </p>
          <div className="flex flex-col gap-3">
            <Button type="submit" size="lg" disabled={isBusy}>
              <Lock aria-hidden="true" />
              {isPaying ? 'Paying…' : `Pay ${formatCents(session.amountCents)} (test)`}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={isBusy}
              onClick={() => {
                pay.reset();
                cancel.mutate();
              }}
            >
              {isCanceling ? 'Canceling…' : 'Cancel and return'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

const CLOSED = {
  complete: { title: 'This checkout is already paid', text: () => 'Your plan is active. Billing shows it with the payment and its receipt.' },
  canceled: { title: 'This checkout was canceled', text: () => 'You were not charged. You can choose a plan again on Billing.' },
  expired: {
    title: 'This checkout has expired',
    text: (session: TTestCheckoutSession) => `It was open until ${formatDay(session.expiresAt)}. You were not charged; start again from Billing.`,
  },
} as const;

function ClosedCheckout({ session }: { session: TTestCheckoutSession & { status: keyof typeof CLOSED } }) {
  const closed = CLOSED[session.status];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{closed.title}</CardTitle>
        <CardDescription>
          {session.planName} plan · {session.email}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm">{closed.text(session)}</p>
        <Button asChild>
          <Link to={paths.billing}>Back to Billing</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Test mode's own checkout: clearly labelled, an order summary, a choice of two test cards, pay or leave. */
export function TestCheckout({ checkoutId }: { checkoutId: string }) {
  const checkout = useTestCheckout(checkoutId);
  const session = checkout.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <TestModeBanner />
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Checkout</h1>
        <p className="mt-2 text-muted-foreground">{session ? `Subscribe to the ${session.planName} plan.` : 'Your order and payment.'}</p>
      </header>
      {checkout.isPending ? (
        <ListSkeleton label="Loading the checkout" rows={2} />
      ) : checkout.isError ? (
        <div className="space-y-4">
          <QueryLoadError title="This checkout could not be opened." query={checkout} />
          <Button asChild variant="outline">
            <Link to={paths.billing}>Back to Billing</Link>
          </Button>
        </div>
      ) : checkout.data.status === 'open' ? (
        <div className="grid gap-6 md:grid-cols-5">
          <div className="md:col-span-2">
            <OrderSummary session={checkout.data} />
          </div>
          <div className="md:col-span-3">
            <PaymentForm session={checkout.data} />
          </div>
        </div>
      ) : (
        <ClosedCheckout session={{ ...checkout.data, status: checkout.data.status }} />
      )}
    </div>
  );
}
