import type * as React from 'react';
import type { TAdminRefundRequest } from '@acclaim/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { fieldErrors } from '@/lib/api-client';

/** What the queue hands each decision dialog (granting or declining a refund request). */
export interface RefundDialogProps {
  request: TAdminRefundRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The frame of a refund decision: it stays open while the decision is sent, and shows a refusal on top unless it is
 * about the note, which the note's field shows itself.
 */
export function RefundNoteDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  decision,
  onSubmit,
  title,
  description,
  submitLabel,
  pendingLabel,
  children,
}: Omit<RefundDialogProps, 'request'> & {
  decision: { isPending: boolean; error: Error | null };
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !decision.isPending && onOpenChange(next)}>
      <DialogContent title={title} description={description} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogForm
          onSubmit={onSubmit}
          formError={decision.error && !fieldErrors(decision.error).note ? decision.error.message : null}
          isPending={decision.isPending}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
        >
          {children}
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
