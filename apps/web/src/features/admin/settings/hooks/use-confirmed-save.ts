import * as React from 'react';
import type { UseMutationResult } from '@tanstack/react-query';

/**
 * Saving a section whose change can turn people away (closing sign-ups, turning maintenance on): such a change is
 * asked about first, and the question closes once the save is settled, saved or not. `confirm` is the question's
 * state for its ConfirmDialog, which cannot be closed while the save runs.
 */
export function useConfirmedSave<Data, Body>(
  update: UseMutationResult<Data, Error, Body>,
  { body, needsConfirming }: { body: Body; needsConfirming: boolean },
) {
  const [isConfirming, setIsConfirming] = React.useState(false);

  function save() {
    update.mutate(body, { onSettled: () => setIsConfirming(false) });
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (needsConfirming) setIsConfirming(true);
    else save();
  }

  const confirm = {
    open: isConfirming,
    onOpenChange: (open: boolean) => !update.isPending && setIsConfirming(open),
    pendingLabel: 'Saving…',
    isPending: update.isPending,
    onConfirm: save,
  };
  return { handleSubmit, confirm };
}
