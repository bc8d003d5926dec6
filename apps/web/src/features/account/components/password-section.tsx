import * as React from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZChangePasswordRequest } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { fieldErrors } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

/** Change the password with the current one; other devices are signed out. Google-only accounts are told how to add one. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const [values, setValues] = React.useState(EMPTY);
  const [errors, setErrors] = React.useState<Partial<Record<Field, string>>>({});

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZChangePasswordRequest.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    if (!found.newPassword && values.newPassword !== values.confirmPassword) found.confirmPassword = 'Passwords do not match.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    change.mutate(parsed.data, {
      onSuccess: (data) => {
        setValues(EMPTY);
        toast.success('Password changed', { description: data.message });
      },
      onError: (failure) => setErrors(fieldErrors(failure)),
    });
  }

  const field = (name: Field, label: string, autoComplete: string, description?: string) => (
    <FormField id={`password-${name}`} label={label} error={errors[name]} description={description}>
      {(props) => (
        <Input
          {...props}
          type="password"
          name={name}
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX_LENGTH}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
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
            <form onSubmit={handleSubmit} className="max-w-md space-y-4" noValidate>
              {change.error && Object.keys(fieldErrors(change.error)).length === 0 && (
                <Alert variant="destructive" role="alert">
                  {change.error.message}
                </Alert>
              )}
              {field('currentPassword', 'Current password', 'current-password')}
              {field('newPassword', 'New password', 'new-password', `At least ${PASSWORD_MIN_LENGTH} characters.`)}
              {field('confirmPassword', 'Confirm new password', 'new-password')}
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? 'Changing…' : 'Change password'}
              </Button>
            </form>
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
