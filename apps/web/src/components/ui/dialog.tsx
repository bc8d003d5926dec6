import * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useReturnFocus } from './use-return-focus';

/*
 * A modal dialog on Radix: focus moves in and is trapped, Escape and the close button dismiss it, focus
 * returns to the control that opened it (with or without a DialogTrigger), and the page behind is
 * hidden from screen readers.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const SIZES = { md: 'max-w-lg', lg: 'max-w-4xl' } as const;

export function DialogContent({
  title,
  description,
  size = 'md',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: Omit<React.ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: React.ReactNode;
  /** Read with the title when the dialog opens. */
  description?: React.ReactNode;
  size?: keyof typeof SIZES;
}) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
      <DialogPrimitive.Content
        // Without a description Radix would warn; the title alone names the dialog then.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-xl focus:outline-none',
          SIZES[size],
          className,
        )}
        {...props}
        {...returnFocus}
      >
        <div className="min-w-0 space-y-1.5 pr-8">
          <DialogPrimitive.Title className="break-words text-lg font-semibold leading-tight tracking-tight">{title}</DialogPrimitive.Title>
          {description && <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>}
        </div>
        {children}
        {/* Last in the DOM, so opening the dialog focuses its first field rather than Close. */}
        <DialogPrimitive.Close className="absolute right-4 top-4 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground" aria-label="Close">
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Actions at the foot of a dialog: stacked on a phone (primary on top), in a row from `sm`. */
export function DialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
