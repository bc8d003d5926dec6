import * as React from 'react';
import type { TAdminRefundRequest } from '@acclaim/contracts';

type RefundAction = { kind: 'refund' | 'decline'; request: TAdminRefundRequest; opened: number };

/**
 * Which money-back request has its Refund or Decline dialog open. The dialog outlives the card that opened it (a
 * refunded request leaves the open queue), so the queue holds it; `headingRef` is where focus lands when that card is
 * gone.
 */
export function useRefundRequestAction() {
  // `opened` counts openings, so a dialog opened again starts afresh (no old note or refusal).
  const [action, setAction] = React.useState<RefundAction | null>(null);
  const [isDialogOpen, setIsDialogOpen] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  function open(kind: 'refund' | 'decline', request: TAdminRefundRequest) {
    setAction((current) => ({ kind, request, opened: (current?.opened ?? 0) + 1 }));
    setIsDialogOpen(true);
  }

  // When the card that opened the dialog is gone, focus lands on the section rather than the page's start.
  function handleCloseAutoFocus() {
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null) headingRef.current?.focus();
    });
  }

  const dialogProps = { open: isDialogOpen, onOpenChange: setIsDialogOpen, onCloseAutoFocus: handleCloseAutoFocus };
  return { action, open, dialogProps, headingRef };
}
