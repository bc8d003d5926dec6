import { Link } from 'react-router';
import { ZLoginRequest } from '@acclaim/contracts';
import { toast } from '@/components/ui/toast';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { serverError, submitContractForm, useContractForm } from '@/lib/forms/use-contract-form';
import { AuthForm } from './auth-form';
import { useAuth } from './auth-provider';
import { PasswordInput } from './password-input';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { login } = useAuth();
  const form = useContractForm(ZLoginRequest, { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const error = serverError(form);

  const onSubmit = submitContractForm(
    form,
    async (credentials) => {
      await login(credentials);
      toast.success('Welcome back!', { description: 'Successfully logged in.' });
      onSuccess();
    },
    { onRefused: (message) => toast.error('Error', { description: message }) },
  );

  return (
    <AuthForm onSubmit={onSubmit} error={error} isSubmitting={isSubmitting} submitLabel="Sign In" pendingLabel="Signing in...">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} {...form.register('email')} type="email" autoComplete="email" required placeholder="you@example.com" />}
      </FormField>
      <FormField
        id="login-password"
        label="Password"
        error={errors.password?.message}
        hint={
          <Link to={paths.forgotPassword} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Forgot your password?
          </Link>
        }
      >
        {(field) => <PasswordInput {...field} {...form.register('password')} autoComplete="current-password" required />}
      </FormField>
    </AuthForm>
  );
}
