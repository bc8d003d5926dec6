import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { PASSWORD_MIN_LENGTH, ZResetPasswordRequest } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { fieldErrors } from '@/lib/api-client';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { resetPassword, useResetTokenCheck } from '../api/reset-password';
import { AuthForm } from './auth-form';
import { useAuth } from './auth-provider';
import { CallbackCard } from './callback-card';
import { PasswordInput } from './password-input';

/** The reset request with the new password typed twice; the token comes from the link, not from a field. */
const ZNewPasswordEntry = ZResetPasswordRequest.extend({ confirmPassword: z.string() }).refine((entry) => entry.password === entry.confirmPassword, {
  message: 'Passwords do not match.',
  path: ['confirmPassword'],
});
type NewPasswordField = keyof z.input<typeof ZNewPasswordEntry>;

function useNewPasswordForm(token: string) {
  const { acceptSession } = useAuth();
  const navigate = useNavigate();
  const form = useContractForm(ZNewPasswordEntry, { defaultValues: { token, password: '', confirmPassword: '' } });
  const [failure, setFailure] = React.useState<string>();

  // A refusal that names no field is about the link itself (used, expired), so the page says so instead of the form.
  const onSubmit = form.handleSubmit(async ({ confirmPassword: _, ...request }) => {
    try {
      acceptSession(await resetPassword(request));
      toast.success('Password changed', { description: 'You are signed in. Other devices have been signed out.' });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      const fields = Object.entries(fieldErrors(error));
      if (fields.length === 0) setFailure((error as Error).message);
      for (const [name, message] of fields) form.setError(name as NewPasswordField, { type: 'server', message });
    }
  });
  return { form, onSubmit, failure };
}

export function ChooseNewPassword({ token }: { token: string }) {
  const check = useResetTokenCheck(token);
  const { form, onSubmit, failure } = useNewPasswordForm(token);
  const { errors, isSubmitting } = form.formState;

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
      <AuthForm onSubmit={onSubmit} isSubmitting={isSubmitting} submitLabel="Save New Password" pendingLabel="Saving...">
        <FormField id="new-password" label="New Password" error={errors.password?.message} description={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          {(field) => <PasswordInput {...field} {...form.register('password')} autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />}
        </FormField>
        <FormField id="confirm-new-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
          {(field) => <PasswordInput {...field} {...form.register('confirmPassword')} autoComplete="new-password" required />}
        </FormField>
      </AuthForm>
    </CallbackCard>
  );
}
