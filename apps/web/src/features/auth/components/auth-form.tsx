import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { FormWithError } from '@/components/ui/form-with-error';

/**
 * An account form (signing in, signing up, a new password): the server's refusal on top, the fields, then one
 * full-width button that says what it is doing while the request runs.
 */
export function AuthForm({
  onSubmit,
  error,
  isSubmitting,
  submitLabel,
  pendingLabel,
  children,
}: {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  error?: string | null;
  isSubmitting: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: React.ReactNode;
}) {
  return (
    <FormWithError onSubmit={onSubmit} error={error}>
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </FormWithError>
  );
}
