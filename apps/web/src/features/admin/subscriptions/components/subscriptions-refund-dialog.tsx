import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { STAFF_NOTE_MAX_LENGTH, ZGrantRefundBody, type TAdminRefundRequest } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { useGrantRefund } from '../api/resolve-refund-request';
import { formatUsdCents } from '../../format';
import { formatShortDay } from '@/lib/format';

/** What refunding does, said before it is done: the money, the plan, the uploads, the record. */
function Consequences({ request }: { request: TAdminRefundRequest }) {
  const plan = request.subscription && PLANS[request.subscription.planId].name;
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-sm">
      <li>
        {request.payment.provider === 'test'
          ? 'Payments are in test mode: no real money moves, but the refund is recorded as Stripe would record it.'
          : 'Stripe returns the money to the card that paid.'}
      </li>
      <li>
        {plan
          ? `Their ${plan} plan ends now, not at the end of the period, and the account returns to the Free Trial limits.`
          : 'They have no running plan, so no plan changes.'}{' '}
        Nothing they uploaded or created is deleted.
      </li>
      <li>The customer’s Billing page shows the request as refunded. Your name goes in the audit log.</li>
    </ul>
  );
}

/** Confirms a refund of the payment the request covers, with an optional note kept with the request. */
export function SubscriptionsRefundDialog({
  request,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  request: TAdminRefundRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const grant = useGrantRefund(request.account.id);
  const [note, setNote] = React.useState('');
  const [noteError, setNoteError] = React.useState<string | undefined>();
  const amount = formatUsdCents(request.amountCents);
  const who = request.account.name || request.account.email;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZGrantRefundBody.safeParse({ note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    grant.mutate(
      { requestId: request.id, ...(parsed.data.note ? { note: parsed.data.note } : {}) },
      {
        onSuccess: (answer) => {
          toast.success('Refund made', { description: answer.message });
          onOpenChange(false);
        },
        onError: (error) => {
          const fieldMessage = fieldErrors(error).note;
          if (fieldMessage) return setNoteError(fieldMessage);
          toast.error('The refund was not made', { description: error.message });
          // Already resolved by someone else: the queue has been read again and shows how.
          if (error instanceof ApiError && error.status === 409) onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !grant.isPending && onOpenChange(next)}>
      <DialogContent
        title={`Refund ${amount} to ${who}?`}
        description={`${amount} goes back to ${request.account.email} for the payment of ${formatShortDay(request.payment.occurredAt)} (${request.payment.description}).`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogForm
          onSubmit={handleSubmit}
          formError={grant.error && !fieldErrors(grant.error).note ? grant.error.message : null}
          isPending={grant.isPending}
          submitLabel={`Refund ${amount}`}
          pendingLabel="Refunding…"
        >
          <Consequences request={request} />
          <FormField id={`refund-note-${request.id}`} label="Note for the record (optional)" error={noteError}>
            {(field) => (
              <Textarea {...field} name="note" value={note} onChange={(event) => setNote(event.target.value)} maxLength={STAFF_NOTE_MAX_LENGTH} rows={3} />
            )}
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
