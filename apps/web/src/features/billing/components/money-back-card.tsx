import * as React from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { ShieldCheck } from 'lucide-react';
import { formatCents, MONEY_BACK_DAYS } from '@acclaim/domain/billing';
import { REFUND_REASON_MAX_LENGTH, ZRefundRequestBody, type TBillingOverview, type TRefundRequest } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { fieldErrors } from '@/lib/api-client';
import { useRequestRefund } from '../api/request-refund';
import { formatDay } from '../format';

const STATUS = {
  requested: { tone: 'info', label: 'Under review' },
  refunded: { tone: 'success', label: 'Refunded' },
  declined: { tone: 'destructive', label: 'Declined' },
} as const;

function RequestStatus({ request }: { request: TRefundRequest }) {
  const status = STATUS[request.status];
  return (
    <div className="space-y-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Your request</span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </p>
      {request.status === 'requested' && (
        <p>
          You asked for a refund of {formatCents(request.amountCents)} on {formatDay(request.createdAt)}. It is being reviewed; the outcome shows here.
        </p>
      )}
      {request.status === 'refunded' && (
        <p>
          {formatCents(request.amountCents)} was refunded{request.resolvedAt ? ` on ${formatDay(request.resolvedAt)}` : ''}. It appears under Payments.
        </p>
      )}
      {request.status === 'declined' && (
        <p>
          Your request of {formatDay(request.createdAt)} was declined{request.resolvedAt ? ` on ${formatDay(request.resolvedAt)}` : ''}. If you have questions,{' '}
          <Link to={paths.contact} className="font-medium text-primary underline underline-offset-2">
            contact us
          </Link>
          .
        </p>
      )}
      <blockquote className="border-l-2 border-border pl-3 text-muted-foreground">
        <span className="sr-only">Your reason: </span>
        {request.reason}
      </blockquote>
    </div>
  );
}

function notEligibleReason(deadline: string | null): string {
  if (deadline === null) return 'The guarantee starts with your first payment, and you have not made one yet.';
  if (Date.parse(deadline) < Date.now()) return `The ${MONEY_BACK_DAYS} days after your first payment ended on ${formatDay(deadline)}.`;
  return 'A refund cannot be requested for this account now.';
}

/** A reason the server refused is shown on the form's field instead, so only other failures show here. */
function ConfirmRefundDialog({
  open,
  onOpenChange,
  firstPaymentCents,
  error,
  isPending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  firstPaymentCents: number | null;
  error: Error | null;
  isPending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ask for a full refund?"
      description={
        <>
          <p>
            Your request goes to our team, who refund your first payment{firstPaymentCents !== null ? ` of ${formatCents(firstPaymentCents)}` : ''} in full
            under the money-back guarantee.
          </p>
          <p>The status of your request shows on this page.</p>
          {error && !fieldErrors(error).reason && (
            <Alert variant="destructive" role="alert">
              {error.message}
            </Alert>
          )}
        </>
      }
      confirmLabel="Request refund"
      cancelLabel="Not now"
      pendingLabel="Sending…"
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}

function RefundForm({ deadline, firstPaymentCents }: { deadline: string; firstPaymentCents: number | null }) {
  const refund = useRequestRefund();
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();
  const [isConfirmOpen, setIsConfirmOpen] = React.useState(false);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The request's own rule, so a short reason is caught here rather than after the confirmation.
    const parsed = ZRefundRequestBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    refund.reset();
    setIsConfirmOpen(true);
  }

  function handleConfirm() {
    refund.mutate(
      { reason },
      {
        onSuccess: () => {
          setIsConfirmOpen(false);
          toast.success('Refund requested', { description: 'Its status shows on this page.' });
        },
        onError: (failure) => {
          const fieldMessage = fieldErrors(failure).reason;
          if (fieldMessage) {
            setIsConfirmOpen(false);
            setError(fieldMessage);
          }
        },
      },
    );
  }

  return (
    <>
      <p className="text-sm">
        You can ask until <strong className="font-semibold">{formatDay(deadline)}</strong>.
      </p>
      <form onSubmit={handleSubmit} className="space-y-3" noValidate>
        <FormField
          id="refund-reason"
          label="Why are you asking for a refund?"
          error={error}
          description="A sentence or two is enough. It helps us improve Acclaim."
        >
          {(field) => (
            <Textarea
              {...field}
              name="reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={REFUND_REASON_MAX_LENGTH}
              rows={3}
            />
          )}
        </FormField>
        <Button type="submit" variant="outline">
          Request a refund
        </Button>
      </form>
      <ConfirmRefundDialog
        open={isConfirmOpen}
        onOpenChange={(open) => {
          if (!refund.isPending) setIsConfirmOpen(open);
        }}
        firstPaymentCents={firstPaymentCents}
        error={refund.error}
        isPending={refund.isPending}
        onConfirm={handleConfirm}
      />
    </>
  );
}

/** The money-back guarantee: its deadline and a request form, the request's status once made, or why it is closed. */
export function MoneyBackCard({ overview }: { overview: TBillingOverview }) {
  const { deadline, isEligible, request } = overview.moneyBack;
  const firstPayment = overview.payments
    .filter((payment) => payment.kind === 'payment' && payment.amountCents > 0)
    .sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt))[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-success" aria-hidden="true" /> 100% money-back guarantee
        </CardTitle>
        <CardDescription>Ask within {MONEY_BACK_DAYS} days of your first payment and we refund it in full.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {request ? (
          <RequestStatus request={request} />
        ) : isEligible && deadline ? (
          <RefundForm deadline={deadline} firstPaymentCents={firstPayment?.amountCents ?? null} />
        ) : (
          <p className="text-sm text-muted-foreground">{notEligibleReason(deadline)}</p>
        )}
      </CardContent>
    </Card>
  );
}
