import * as React from 'react';
import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';
import { FormWithError } from './form-with-error';

/**
 * The form of an editing dialog: the server's refusal on top, the fields, then Cancel and a submit button
 * that says what it is doing while the request runs. Validation is the form's own (noValidate).
 */
export function DialogForm({
  onSubmit,
  formError,
  isPending,
  isSubmitDisabled = false,
  submitLabel,
  pendingLabel,
  children,
}: {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  formError?: string | null;
  isPending: boolean;
  isSubmitDisabled?: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: React.ReactNode;
}) {
  return (
    <FormWithError onSubmit={onSubmit} noValidate error={formError}>
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isPending || isSubmitDisabled}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </FormWithError>
  );
}
