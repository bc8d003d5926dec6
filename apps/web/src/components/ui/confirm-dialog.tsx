import * as React from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { useReturnFocus } from './use-return-focus';

/**
 * Asks before an action that cannot be undone. An alert dialog: Escape cancels, and focus starts on
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel,
  isPending = false,
  onConfirm,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  confirmLabel: string;
  /** The way out, named for what it keeps when "Cancel" would be ambiguous (e.g. "Keep plan"). */
  cancelLabel?: string;
  pendingLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
  /** Where focus goes on closing, when the control that opened the dialog is gone (call preventDefault). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const returnFocus = useReturnFocus({ onCloseAutoFocus });
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="break-words text-lg font-semibold leading-tight tracking-tight">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="space-y-2 text-sm text-muted-foreground">{description}</div>
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={isPending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              disabled={isPending}
              onClick={(event) => {
                // The dialog stays open until the caller closes it, so a refusal can be read in place.
                event.preventDefault();
                onConfirm();
              }}
            >
              {isPending ? (pendingLabel ?? confirmLabel) : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
