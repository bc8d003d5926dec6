import * as React from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { fieldErrors } from '@/lib/api-client';
import { useAuth } from './auth-provider';
import { PasswordInput } from './password-input';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { login } = useAuth();
  const [isPending, setIsPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setIsPending(true);
    setError(null);
    setErrors({});
    try {
      await login({ email: String(form.get('email')), password: String(form.get('password')) });
      toast.success('Welcome back!', { description: 'Successfully logged in.' });
      onSuccess();
    } catch (caught) {
      const message = (caught as Error).message || 'Something went wrong.';
      setError(message);
      setErrors(fieldErrors(caught));
      toast.error('Error', { description: message });
      setIsPending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4" noValidate={false}>
      {error && (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      )}
      <FormField id="login-email" label="Email" error={errors.email}>
        {(field) => <Input {...field} name="email" type="email" autoComplete="email" required placeholder="you@example.com" />}
      </FormField>
      <FormField
        id="login-password"
        label="Password"
        error={errors.password}
        hint={
          <Link to={paths.forgotPassword} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Forgot your password?
          </Link>
        }
      >
        {(field) => <PasswordInput {...field} name="password" autoComplete="current-password" required />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
