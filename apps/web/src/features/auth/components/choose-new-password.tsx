import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { PASSWORD_MIN_LENGTH } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { resetPassword, useResetTokenCheck } from '../api/reset-password';
import { fieldErrors } from '@/lib/api-client';
import { useAuth } from './auth-provider';
import { CallbackCard } from './callback-card';
import { PasswordInput } from './password-input';

export function ChooseNewPassword({ token }: { token: string }) {
  const check = useResetTokenCheck(token);
  const { acceptSession } = useAuth();
  const navigate = useNavigate();
  const [isPending, setIsPending] = React.useState(false);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [failure, setFailure] = React.useState<string>();

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password !== String(form.get('confirmPassword'))) {
      setErrors({ confirmPassword: 'Passwords do not match.' });
      return;
    }
    setErrors({});
    setIsPending(true);
    try {
      acceptSession(await resetPassword({ token, password }));
      toast.success('Password changed', { description: 'You are signed in. Other devices have been signed out.' });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure((error as Error).message);
      setIsPending(false);
    }
  }

  if (check.isPending) return <CallbackCard title="Choose a new password" state="working" message="Checking your link..." />;
  const linkProblem = check.isError ? check.error.message : failure;
  if (linkProblem) {
    return (
      <CallbackCard title="Choose a new password" state="failed" message={linkProblem}>
        <Button asChild className="w-full">
          <Link to={paths.forgotPassword}>Request a new link</Link>
        </Button>
      </CallbackCard>
    );
  }

  return (
    <CallbackCard title="Choose a new password" state="form">
      <p className="text-sm text-muted-foreground">After you save it, every other device signed in to your account is signed out.</p>
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormField id="new-password" label="New Password" error={errors.password} description={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          {(field) => <PasswordInput {...field} name="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />}
        </FormField>
        <FormField id="confirm-new-password" label="Confirm New Password" error={errors.confirmPassword}>
          {(field) => <PasswordInput {...field} name="confirmPassword" autoComplete="new-password" required />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isPending}>
          {isPending ? 'Saving...' : 'Save New Password'}
        </Button>
      </form>
    </CallbackCard>
  );
}
