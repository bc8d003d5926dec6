import * as React from 'react';
import { Undo2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface BulkNotice {
  message: string;
  /** Present while the change can still be undone. */
  onUndo?: () => void;
}

/**
 * What the last bulk action did, with Undo, kept on the screen until the next one or until dismissed: a toast says
 * the same but leaves after a few seconds, which is too short for some readers (WCAG 2.2.1). The live region is always
 * there, so a screen reader announces each new message.
 */
export function BulkUndoNotice({
  notice,
  onDismiss,
  isUndoing,
  ref,
}: {
  notice: BulkNotice | null;
  onDismiss: () => void;
  isUndoing: boolean;
  /** Focus comes here after a bulk action, whose rows have left the screen. */
  ref?: React.Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} tabIndex={-1} role="status" aria-label="Last bulk change" className="focus:outline-2 focus:outline-offset-2 focus:outline-ring">
      {notice && (
        <div className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary-soft/40 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{notice.message}</p>
          <div className="flex shrink-0 gap-2">
            {notice.onUndo && (
              <Button size="sm" variant="outline" onClick={notice.onUndo} disabled={isUndoing}>
                <Undo2 aria-hidden="true" /> Undo
              </Button>
            )}
            <Button size="icon" variant="ghost" className="size-9" onClick={onDismiss} aria-label="Dismiss this notice">
              <X aria-hidden="true" />
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
