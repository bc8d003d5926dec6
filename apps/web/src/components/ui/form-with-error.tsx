import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Alert } from './alert';

/**
 * A form with its refusal as a whole (the server's, when no field carries it) on top of its fields, where it is
 * read out as soon as it appears. Spacing is the forms' usual unless `className` says otherwise.
 */
export function FormWithError({ error, className, children, ...props }: React.ComponentProps<'form'> & { error?: React.ReactNode }) {
  return (
    <form className={cn('space-y-4', className)} {...props}>
      {error && (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      )}
      {children}
    </form>
  );
}
