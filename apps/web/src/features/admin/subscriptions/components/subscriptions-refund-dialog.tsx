import { STAFF_NOTE_MAX_LENGTH, ZGrantRefundBody, type TAdminRefundRequest } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useGrantRefund } from '../api/resolve-refund-request';
import { formatUsdCents } from '../../format';
import { formatShortDay } from '@/lib/format';
import { RefundNoteDialog, type RefundDialogProps } from './refund-note-dialog';
import { useRefundNoteForm } from './use-refund-note-form';

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
export function SubscriptionsRefundDialog({ request, ...dialog }: RefundDialogProps) {
  const grant = useGrantRefund(request.account.id);
  const { form, onSubmit } = useRefundNoteForm(ZGrantRefundBody, {
    send: (note) => grant.mutateAsync({ requestId: request.id, ...(note ? { note } : {}) }),
    done: 'Refund made',
    failed: 'The refund was not made',
    close: () => dialog.onOpenChange(false),
  });
  const amount = formatUsdCents(request.amountCents);
  const who = request.account.name || request.account.email;

  return (
    <RefundNoteDialog
      {...dialog}
      decision={grant}
      onSubmit={onSubmit}
      title={`Refund ${amount} to ${who}?`}
      description={`${amount} goes back to ${request.account.email} for the payment of ${formatShortDay(request.payment.occurredAt)} (${request.payment.description}).`}
      submitLabel={`Refund ${amount}`}
      pendingLabel="Refunding…"
    >
      <Consequences request={request} />
      <FormField id={`refund-note-${request.id}`} label="Note for the record (optional)" error={form.formState.errors.note?.message}>
        {(field) => <Textarea {...field} {...form.register('note')} maxLength={STAFF_NOTE_MAX_LENGTH} rows={3} />}
      </FormField>
    </RefundNoteDialog>
  );
}
