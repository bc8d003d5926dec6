import * as React from 'react';
import { ZConfirmIdentityRequest, type TIdentity } from '@acclaim/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { firstIssueByField, useFormErrors } from '../../form-errors';
import { identityFinding } from './identity-text';
import { useIdentityConfirmation, type IdentityTarget } from './use-identity-confirmation';

function ConfirmIdentityForm({
  caseId,
  target,
  name,
  identity,
  onDone,
}: {
  caseId: string;
  target: IdentityTarget;
  name: string;
  identity: TIdentity;
  onDone: () => void;
}) {
  const { confirm } = useIdentityConfirmation(caseId);
  const { errors, formError, showFieldErrors, showServerError } = useFormErrors();
  const fieldId = `confirm-identity-${target.id}-reason`;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = { reason: String(new FormData(event.currentTarget).get('reason') ?? '') };
    const parsed = ZConfirmIdentityRequest.safeParse(request);
    if (!parsed.success) {
      showFieldErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    showFieldErrors({});
    confirm.mutate(
      { target, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success('Confirmed', { description: `“${name}” now counts as evidence of this case.` });
          onDone();
        },
        onError: (error) => showServerError(error, 'Not confirmed'),
      },
    );
  }

  return (
    <DialogForm onSubmit={handleSubmit} formError={formError} isPending={confirm.isPending} submitLabel="Confirm it belongs" pendingLabel="Confirming…">
      <p className="text-sm text-muted-foreground">
        {identityFinding(identity)}. A petition is signed under penalty of perjury: count it only if it truly supports this beneficiary’s case. Your reason is
        kept with it.
      </p>
      <FormField
        id={fieldId}
        label="Why does it belong?"
        error={errors.reason}
        description="For example: “a letter about the team she led”, or “my name before marriage”."
      >
        {(field) => <Textarea {...field} name="reason" maxLength={1000} required autoFocus />}
      </FormField>
    </DialogForm>
  );
}

/** Asks why a flagged document or item belongs to the case; its evidence counts once confirmed. */
export function ConfirmIdentityDialog({
  caseId,
  target,
  name,
  identity,
  open,
  onOpenChange,
}: {
  caseId: string;
  target: IdentityTarget;
  name: string;
  identity: TIdentity;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Confirm “${name}” belongs`}>
        {open && <ConfirmIdentityForm caseId={caseId} target={target} name={name} identity={identity} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
