import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { fieldErrors } from '@/lib/api-client';

/** The first message per field of a failed zod parse, the same way the server reports them. */
export function firstIssueByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    messages[field] ??= issue.message;
  }
  return messages;
}

/**
 * The error state every form dialog shares: messages beside their fields, a general one on top only when no
 * field is named, and a toast for the outcome.
 */
export function useFormErrors() {
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const showFieldErrors = React.useCallback((fields: Record<string, string>) => {
    setErrors(fields);
    setFormError(null);
  }, []);
  const showServerError = React.useCallback((error: Error, toastTitle: string) => {
    const fields = fieldErrors(error);
    setErrors(fields);
    setFormError(Object.keys(fields).length > 0 ? null : error.message);
    toast.error(toastTitle, { description: error.message });
  }, []);
  return { errors, formError, showFieldErrors, showServerError };
}
