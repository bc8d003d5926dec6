import { toast } from '@/components/ui/toast';
import { ZInviteMemberRequest } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/format';
import { formLevelServerError, submitContractForm, useContractForm } from '@/lib/forms/use-contract-form';
import { useInviteMember } from '../api/invite-member';
import { FormWithError } from '@/components/ui/form-with-error';
import { RoleSelect } from './role-select';

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
          <FormWithError onSubmit={onSubmit} noValidate error={error}>
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
              <FormField id="invite-email" label="Email" error={errors.email?.message}>
                {(field) => (
                  <Input {...field} {...form.register('email')} type="email" autoComplete="off" maxLength={254} placeholder="colleague@example-law.com" />
                )}
              </FormField>
              <FormField id="invite-role" label="Role" error={errors.role?.message}>
                {(field) => <RoleSelect {...field} {...form.register('role')} />}
              </FormField>
              <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
                {isSubmitting ? 'Sending…' : 'Send invitation'}
              </Button>
            </div>
          </FormWithError>
        </CardContent>
      </Card>
    </section>
  );
}
