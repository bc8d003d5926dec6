import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { PASSWORD_MIN_LENGTH } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrors } from '@/lib/api-client';
import { useAuth } from './auth-provider';
import { PasswordInput } from './password-input';

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const { signup } = useAuth();
  const [isPending, setIsPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    setError(null);
    if (password !== String(form.get('confirmPassword'))) {
      setErrors({ confirmPassword: 'Passwords do not match.' });
      return;
    }
    setErrors({});
    setIsPending(true);
    try {
      const response = await signup({ name: String(form.get('name')), email: String(form.get('email')), password });
      toast.success('Account created!', { description: `Welcome to Acclaim, ${response.user.name}.` });
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
    <form onSubmit={handleSubmit} className="space-y-4">
      {error && (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      )}
      <FormField id="signup-name" label="Full Name" error={errors.name}>
        {(field) => <Input {...field} name="name" autoComplete="name" required placeholder="Jane Doe" />}
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email}>
        {(field) => <Input {...field} name="email" type="email" autoComplete="email" required placeholder="you@example.com" />}
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password} description={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(field) => (
          <PasswordInput {...field} name="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />
        )}
      </FormField>
      <FormField id="signup-confirm-password" label="Confirm Password" error={errors.confirmPassword}>
        {(field) => <PasswordInput {...field} name="confirmPassword" autoComplete="new-password" required />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
