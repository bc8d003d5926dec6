import { Link } from 'react-router';
import { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZChangePasswordRequest } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { formLevelServerError, submitContractForm, useContractForm } from '@/lib/forms/use-contract-form';
import { useChangePassword } from '../api/change-password';
import { FormWithError } from '@/components/ui/form-with-error';

/** The change-password request with the new password typed twice. */
const ZChangePasswordEntry = ZChangePasswordRequest.extend({ confirmPassword: z.string() }).refine((entry) => entry.newPassword === entry.confirmPassword, {
  message: 'Passwords do not match.',
  path: ['confirmPassword'],
});
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

/** Change the password with the current one; other devices are signed out. Google-only accounts are told how to add one. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const form = useContractForm(ZChangePasswordEntry, { defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  // A refusal shows beside the fields the server names, above the form when it names none.
  const onSubmit = submitContractForm(form, async ({ confirmPassword: _, ...request }) => {
    const data = await change.mutateAsync(request);
    form.reset();
    toast.success('Password changed', { description: data.message });
  });

  const field = (name: Field, label: string, autoComplete: string, description?: string) => (
    <FormField id={`password-${name}`} label={label} error={errors[name]?.message} description={description}>
      {(props) => <Input {...props} {...form.register(name)} type="password" autoComplete={autoComplete} maxLength={PASSWORD_MAX_LENGTH} />}
    </FormField>
  );

  return (
    <section aria-labelledby="password-title">
      <Card>
        <CardHeader>
          <CardTitle id="password-title">Password</CardTitle>
          <CardDescription>
            {hasPassword ? 'Changing it signs you out on every other device.' : 'Your account signs in with Google and has no password.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {hasPassword ? (
            <FormWithError onSubmit={onSubmit} noValidate className="max-w-md" error={formLevelServerError(form)}>
              {field('currentPassword', 'Current password', 'current-password')}
              {field('newPassword', 'New password', 'new-password', `At least ${PASSWORD_MIN_LENGTH} characters.`)}
              {field('confirmPassword', 'Confirm new password', 'new-password')}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Changing…' : 'Change password'}
              </Button>
            </FormWithError>
          ) : (
            <p className="text-sm">
              To add a password as well, use{' '}
              <Link to={paths.forgotPassword} className="font-medium text-primary underline underline-offset-2">
                Forgot your password?
              </Link>{' '}
              with your email address: we email you a link to set one.
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
