import { STAFF_NOTE_MAX_LENGTH, ZDeclineRefundBody } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useDeclineRefund } from '../api/resolve-refund-request';
import { formatUsdCents } from '../../format';
import { RefundNoteDialog, type RefundDialogProps } from './refund-note-dialog';
import { useRefundNoteForm } from './use-refund-note-form';

/** Confirms declining a request; the note saying why is required, and kept with the request and in the audit log. */
export function SubscriptionsDeclineDialog({ request, ...dialog }: RefundDialogProps) {
  const decline = useDeclineRefund(request.account.id);
  const { form, onSubmit } = useRefundNoteForm(ZDeclineRefundBody, {
    send: (note) => decline.mutateAsync({ requestId: request.id, note: note ?? '' }),
    done: 'Request declined',
    failed: 'The request was not declined',
    close: () => dialog.onOpenChange(false),
  });
  const who = request.account.name || request.account.email;
  const plan = request.subscription ? `their ${PLANS[request.subscription.planId].name} plan stays as it is` : 'nothing else changes';

  return (
    <RefundNoteDialog
      {...dialog}
      decision={decline}
      onSubmit={onSubmit}
      title={`Decline the request of ${who}?`}
      description={`${formatUsdCents(request.amountCents)} is not refunded and ${plan}. The customer sees the request as declined on their Billing page.`}
      submitLabel="Decline request"
      pendingLabel="Declining…"
    >
      <FormField
        id={`decline-note-${request.id}`}
        label="Why is it declined?"
        error={form.formState.errors.note?.message}
        description="Required. Kept with the request and in the audit log with your name."
      >
        {(field) => <Textarea {...field} {...form.register('note')} maxLength={STAFF_NOTE_MAX_LENGTH} rows={3} required />}
      </FormField>
    </RefundNoteDialog>
  );
}
