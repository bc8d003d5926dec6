import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { STAFF_NOTE_MAX_LENGTH, ZDeclineRefundBody, type TAdminRefundRequest } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { useDeclineRefund } from '../api/resolve-refund-request';
import { formatUsdCents } from '../../format';

/** Confirms declining a request; the note saying why is required, and kept with the request and in the audit log. */
export function SubscriptionsDeclineDialog({
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
  const decline = useDeclineRefund(request.account.id);
  const [note, setNote] = React.useState('');
  const [noteError, setNoteError] = React.useState<string | undefined>();
  const who = request.account.name || request.account.email;
  const plan = request.subscription ? `their ${PLANS[request.subscription.planId].name} plan stays as it is` : 'nothing else changes';

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZDeclineRefundBody.safeParse({ note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    decline.mutate(
      { requestId: request.id, note: parsed.data.note },
      {
        onSuccess: (answer) => {
          toast.success('Request declined', { description: answer.message });
          onOpenChange(false);
        },
        onError: (error) => {
          const fieldMessage = fieldErrors(error).note;
          if (fieldMessage) return setNoteError(fieldMessage);
          toast.error('The request was not declined', { description: error.message });
          if (error instanceof ApiError && error.status === 409) onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !decline.isPending && onOpenChange(next)}>
      <DialogContent
        title={`Decline the request of ${who}?`}
        description={`${formatUsdCents(request.amountCents)} is not refunded and ${plan}. The customer sees the request as declined on their Billing page.`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogForm
          onSubmit={handleSubmit}
          formError={decline.error && !fieldErrors(decline.error).note ? decline.error.message : null}
          isPending={decline.isPending}
          submitLabel="Decline request"
          pendingLabel="Declining…"
        >
          <FormField
            id={`decline-note-${request.id}`}
            label="Why is it declined?"
            error={noteError}
            description="Required. Kept with the request and in the audit log with your name."
          >
            {(field) => (
              <Textarea
                {...field}
                name="note"
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={STAFF_NOTE_MAX_LENGTH}
                rows={3}
                required
              />
            )}
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
