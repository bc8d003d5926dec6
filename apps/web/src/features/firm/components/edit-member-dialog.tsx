import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { ZUpdateMemberRequest, type TFirmMember } from '@acclaim/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrors } from '@/lib/api-client';
import { useUpdateMember } from '../api/update-member';
import { firstIssueByField, formLevelError } from '../form-errors';
import { RoleSelect } from './role-select';

function RoleField({ defaultRole, error }: { defaultRole: TFirmMember['role']; error: string | undefined }) {
  return (
    <FormField
      id="member-role"
      label="Role"
      error={error}
      description="Attorneys approve letter sections and can be attorney of record; paralegals prepare cases."
    >
      {(field) => <RoleSelect {...field} name="role" defaultValue={defaultRole} />}
    </FormField>
  );
}

function EditMemberForm({ member, canChangeRole, onDone }: { member: TFirmMember; canChangeRole: boolean; onDone: () => void }) {
  const update = useUpdateMember();
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  // The owner's role is fixed: a firm has exactly one owner, the account that created it.
  const isRoleEditable = canChangeRole && member.role !== 'OWNER';

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '');
    const parsed = ZUpdateMemberRequest.safeParse({
      ...(isRoleEditable ? { role: text('role') } : {}),
      barNumber: text('barNumber'),
      licensingAuthority: text('licensingAuthority'),
      uscisOnlineAccountNumber: text('uscisOnlineAccountNumber'),
    });
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(
      { memberId: member.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.name}’s details saved`);
          onDone();
        },
        onError: (failure) => setErrors(fieldErrors(failure)),
      },
    );
  }

  return (
    <DialogForm onSubmit={handleSubmit} formError={formLevelError(update.error)} isPending={update.isPending} submitLabel="Save" pendingLabel="Saving…">
      {isRoleEditable && <RoleField defaultRole={member.role} error={errors.role} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="member-bar-number" label="Bar number" error={errors.barNumber}>
          {(field) => <Input {...field} name="barNumber" autoComplete="off" maxLength={60} defaultValue={member.barNumber ?? ''} />}
        </FormField>
        <FormField
          id="member-licensing-authority"
          label="Licensing authority"
          error={errors.licensingAuthority}
          description="The state bar or highest court that admitted them."
        >
          {(field) => <Input {...field} name="licensingAuthority" autoComplete="off" maxLength={120} defaultValue={member.licensingAuthority ?? ''} />}
        </FormField>
      </div>
      <FormField
        id="member-uscis-account"
        label="USCIS online account number"
        error={errors.uscisOnlineAccountNumber}
        description="12 digits, if they have one. Printed on Form G-28."
      >
        {(field) => (
          <Input
            {...field}
            name="uscisOnlineAccountNumber"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            defaultValue={member.uscisOnlineAccountNumber ?? ''}
          />
        )}
      </FormField>
    </DialogForm>
  );
}

/** Edits a member: the role (owner only, never the owner's) and the bar details Form G-28 needs. */
export function EditMemberDialog({
  member,
  canChangeRole,
  onOpenChange,
}: {
  /** The member being edited; the dialog is open while one is given. */
  member: TFirmMember | null;
  canChangeRole: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      {member && (
        <DialogContent title={`Edit ${member.name}`} description={member.email}>
          <EditMemberForm member={member} canChangeRole={canChangeRole} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}
