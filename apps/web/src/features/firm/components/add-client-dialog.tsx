import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { ZCreateClientCaseRequest } from '@acclaim/contracts';
import { firmRoleCan, PETITION_TYPES } from '@acclaim/domain';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { fieldErrors } from '@/lib/api-client';
import { useCreateClientCase } from '../api/create-client-case';
import { useFirmMembers } from '../api/get-firm-members';
import { firstIssueByField, formLevelError } from '../form-errors';
import { PETITION_TYPE_LABELS } from '../labels';

/** Preselects the signed-in member when they may sign, else the owner. */
function AttorneyOfRecordField({ currentUserId, error }: { currentUserId: string | null; error: string | undefined }) {
  const members = useFirmMembers();
  // Only the owner and attorneys sign a Form G-28; a paralegal cannot be the attorney of record.
  const attorneys = (members.data?.members ?? []).filter((member) => firmRoleCan(member.role, 'approve-sections'));
  const defaultAttorney = attorneys.find((member) => member.userId === currentUserId) ?? attorneys.find((member) => member.role === 'OWNER');
  return (
    <FormField id="client-attorney" label="Attorney of record" error={error} description="Signs the Form G-28 and the cover letter’s transmittal.">
      {(field) => (
        <NativeSelect
          {...field}
          name="attorneyOfRecordId"
          key={defaultAttorney?.userId ?? 'none'}
          defaultValue={defaultAttorney?.userId ?? ''}
          disabled={members.isPending}
        >
          {members.isPending && <option value="">Loading the firm’s attorneys…</option>}
          {!members.isPending && attorneys.length === 0 && <option value="">The firm’s owner</option>}
          {attorneys.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

function AddClientForm({ currentUserId, onDone }: { currentUserId: string | null; onDone: () => void }) {
  const create = useCreateClientCase();
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '').trim();
    const parsed = ZCreateClientCaseRequest.safeParse({
      clientName: text('clientName'),
      clientEmail: text('clientEmail'),
      petitionType: text('petitionType') || undefined,
      intendedFilingDate: text('intendedFilingDate') || null,
      attorneyOfRecordId: text('attorneyOfRecordId') || null,
    });
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        // The same words for every address: whether it already has an account is the client's to know, not the firm's.
        toast.success(`Invitation sent to ${created.clientEmail}`, {
          description: `${created.clientName}’s case is open; it reaches them when they accept the invitation.`,
        });
        onDone();
      },
      onError: (failure) => setErrors(fieldErrors(failure)),
    });
  }

  return (
    <DialogForm
      onSubmit={handleSubmit}
      formError={formLevelError(create.error)}
      isPending={create.isPending}
      submitLabel="Add client and send invitation"
      pendingLabel="Sending…"
    >
      <FormField id="client-name" label="Client’s full name" error={errors.clientName}>
        {(field) => <Input {...field} name="clientName" autoComplete="off" maxLength={100} />}
      </FormField>
      <FormField id="client-email" label="Client’s email" error={errors.clientEmail} description="The portal invitation goes here; it becomes their sign-in.">
        {(field) => <Input {...field} name="clientEmail" type="email" autoComplete="off" maxLength={254} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="client-petition-type" label="Petition type" error={errors.petitionType}>
          {(field) => (
            <NativeSelect {...field} name="petitionType" defaultValue="UNDECIDED">
              {PETITION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PETITION_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="client-filing-date" label="Target filing date (optional)" error={errors.intendedFilingDate}>
          {(field) => <Input {...field} name="intendedFilingDate" type="date" />}
        </FormField>
      </div>
      <AttorneyOfRecordField currentUserId={currentUserId} error={errors.attorneyOfRecordId} />
    </DialogForm>
  );
}

/** "Add client": opens a case for a client and emails them the invitation to their portal. */
export function AddClientDialog({ open, onOpenChange, currentUserId }: { open: boolean; onOpenChange: (open: boolean) => void; currentUserId: string | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add client"
        description="We open the client’s case and email them an invitation to their portal. They see the case once they accept it."
      >
        <AddClientForm currentUserId={currentUserId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
