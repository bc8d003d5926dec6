import { toast } from '@/components/ui/toast';
import { ZInviteMemberRequest } from '@acclaim/contracts';
import { FIRM_ROLE_LABELS, INVITABLE_FIRM_ROLES } from '@acclaim/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDate } from '@/lib/format';
import { formLevelServerError, submitContractForm, useContractForm } from '@/lib/forms/use-contract-form';
import { useInviteMember } from '../api/invite-member';

/** Invites a colleague by email as an attorney or a paralegal (owner only). */
export function InviteMemberForm() {
  const invite = useInviteMember();
  const form = useContractForm(ZInviteMemberRequest, { defaultValues: { email: '', role: 'ATTORNEY' } });
  const { errors, isSubmitting } = form.formState;
  const error = formLevelServerError(form);

  const onSubmit = submitContractForm(form, async (request) => {
    const invitation = await invite.mutateAsync(request);
    toast.success(`Invitation sent to ${invitation.email}`, { description: `The link works until ${formatDate(invitation.expiresAt.slice(0, 10))}.` });
    form.reset();
  });

  return (
    <section aria-labelledby="invite-member-title">
      <Card>
        <CardHeader>
          <CardTitle id="invite-member-title">Invite a colleague</CardTitle>
          <CardDescription>They get an email to join the firm and work on its clients’ cases.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            {error && (
              <Alert variant="destructive" role="alert">
                {error}
              </Alert>
            )}
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
              <FormField id="invite-email" label="Email" error={errors.email?.message}>
                {(field) => (
                  <Input {...field} {...form.register('email')} type="email" autoComplete="off" maxLength={254} placeholder="colleague@example-law.com" />
                )}
              </FormField>
              <FormField id="invite-role" label="Role" error={errors.role?.message}>
                {(field) => (
                  <NativeSelect {...field} {...form.register('role')}>
                    {INVITABLE_FIRM_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {FIRM_ROLE_LABELS[role]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
                {isSubmitting ? 'Sending…' : 'Send invitation'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
