import * as React from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A panel that slides in from the right: the mobile navigation menu. Built on the native modal
 * <dialog>, which traps focus, closes on Escape and hides the page from screen readers without
 * any script library, keeping the public pages light.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  trigger: React.ReactElement<React.ButtonHTMLAttributes<HTMLButtonElement>>;
  children: React.ReactNode;
}) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const titleId = React.useId();

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    // The page behind a modal menu should not scroll.
    document.documentElement.style.overflow = open ? 'hidden' : '';
    return () => {
      document.documentElement.style.overflow = '';
    };
  }, [open]);

  return (
    <>
      {React.cloneElement(trigger, { onClick: () => onOpenChange(true), 'aria-haspopup': 'dialog', 'aria-expanded': open })}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => onOpenChange(false)}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => event.target === dialogRef.current && onOpenChange(false)}
        className={cn(
          'fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-background p-0 text-foreground shadow-xl backdrop:bg-foreground/40 open:animate-slide-in-right',
        )}
      >
        <div className="flex h-full flex-col gap-4 overflow-y-auto p-6">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="text-base font-semibold">
              {title}
            </h2>
            <button type="button" onClick={() => onOpenChange(false)} className="rounded-md p-2 hover:bg-muted" aria-label="Close menu">
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
