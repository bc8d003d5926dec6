import { useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { ZUpdateProfileRequest, NAME_MAX_LENGTH, type TAccountOverview, type TUser } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/format';
import { formLevelServerError, submitContractForm, useContractForm } from '@/lib/forms/use-contract-form';
import { useUpdateProfile } from '../api/update-profile';
import { FormWithError } from '@/components/ui/form-with-error';

const METHOD_LABELS = { password: 'Email and password', google: 'Google' } as const;

/** The name (editable), the email (the sign-in, read-only) and whether it is confirmed. */
export function ProfileSection({ account, onSaved }: { account: TAccountOverview; onSaved: (user: TUser) => void }) {
  const update = useUpdateProfile();
  const form = useContractForm(ZUpdateProfileRequest, { defaultValues: { name: account.name } });
  const isUnchanged = useWatch({ control: form.control, name: 'name' }).trim() === account.name;
  const { errors, isSubmitting } = form.formState;

  // A refusal shows beside the name when the server names it, above the form otherwise.
  const onSubmit = submitContractForm(form, async (request) => {
    const data = await update.mutateAsync(request);
    form.reset({ name: data.user.name });
    onSaved(data.user);
    toast.success('Profile saved', { description: data.message });
  });

  return (
    <section aria-labelledby="profile-title">
      <Card>
        <CardHeader>
          <CardTitle id="profile-title">Profile</CardTitle>
          <CardDescription>Member since {formatDate(account.createdAt.slice(0, 10))}.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <FormWithError onSubmit={onSubmit} noValidate error={formLevelServerError(form)}>
            <FormField id="account-name" label="Full Name" error={errors.name?.message}>
              {(field) => <Input {...field} {...form.register('name')} autoComplete="name" maxLength={NAME_MAX_LENGTH} />}
            </FormField>
            <Button type="submit" disabled={isSubmitting || isUnchanged}>
              {isSubmitting ? 'Saving…' : 'Save name'}
            </Button>
          </FormWithError>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div className="min-w-0 space-y-1">
              <dt className="text-muted-foreground">Email</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <span className="break-all font-medium">{account.email}</span>
                {account.emailVerified ? <Badge tone="success">Confirmed</Badge> : <Badge tone="warning">Not confirmed</Badge>}
              </dd>
              <dd className="text-xs text-muted-foreground">
                {account.emailVerified
                  ? 'Your sign-in address. It cannot be changed here.'
                  : 'Your sign-in address. Open the link we emailed you to confirm it.'}
              </dd>
            </div>
            <div className="space-y-1">
              <dt className="text-muted-foreground">Signs in with</dt>
              <dd className="font-medium">{account.signInMethods.map((method) => METHOD_LABELS[method]).join(' and ') || '—'}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </section>
  );
}
