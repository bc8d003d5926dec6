import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { ZInviteMemberRequest } from '@acclaim/contracts';
import { FIRM_ROLE_LABELS, INVITABLE_FIRM_ROLES } from '@acclaim/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { fieldErrors } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useInviteMember } from '../api/invite-member';
import { firstIssueByField, formLevelError } from '../form-errors';

/** Invites a colleague by email as an attorney or a paralegal (owner only). */
export function InviteMemberForm() {
  const invite = useInviteMember();
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = ZInviteMemberRequest.safeParse({ email: String(form.get('email') ?? ''), role: String(form.get('role') ?? '') });
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (invitation) => {
        toast.success(`Invitation sent to ${invitation.email}`, { description: `The link works until ${formatDate(invitation.expiresAt.slice(0, 10))}.` });
        formElement.reset();
      },
      onError: (failure) => setErrors(fieldErrors(failure)),
    });
  }

  return (
    <section aria-labelledby="invite-member-title">
      <Card>
        <CardHeader>
          <CardTitle id="invite-member-title">Invite a colleague</CardTitle>
          <CardDescription>They get an email to join the firm and work on its clients’ cases.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={handleSubmit} className="space-y-4" noValidate>
            {formLevelError(invite.error) && (
              <Alert variant="destructive" role="alert">
                {formLevelError(invite.error)}
              </Alert>
            )}
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
              <FormField id="invite-email" label="Email" error={errors.email}>
                {(field) => <Input {...field} name="email" type="email" autoComplete="off" maxLength={254} placeholder="colleague@example-law.com" />}
              </FormField>
              <FormField id="invite-role" label="Role" error={errors.role}>
                {(field) => (
                  <NativeSelect {...field} name="role" defaultValue="ATTORNEY">
                    {INVITABLE_FIRM_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {FIRM_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <Button type="submit" disabled={invite.isPending} className="sm:mt-6">
                {invite.isPending ? 'Sending…' : 'Send invitation'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
