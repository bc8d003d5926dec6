import type { Blocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * The two questions an editor with unsaved changes asks: whether Cancel should discard them, and whether
 * leaving the page (`blocker`, from the router) should lose them.
 */
export function UnsavedChangesDialogs({
  heading,
  isConfirmingCancel,
  onConfirmingCancelChange,
  onDiscard,
  blocker,
}: {
  /** The section's heading as it was opened. */
  heading: string;
  isConfirmingCancel: boolean;
  onConfirmingCancelChange: (open: boolean) => void;
  onDiscard: () => void;
  blocker: Blocker;
}) {
  return (
    <>
      <ConfirmDialog
        open={isConfirmingCancel}
        onOpenChange={onConfirmingCancelChange}
        title="Discard your changes?"
        description={<p>Your changes to “{heading}” have not been saved. The section stays as it was.</p>}
        confirmLabel="Discard changes"
        onConfirm={onDiscard}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title="Leave without saving?"
        description={<p>Your changes to “{heading}” have not been saved and will be lost.</p>}
        confirmLabel="Leave this page"
        onConfirm={() => blocker.proceed?.()}
      />
    </>
  );
}
