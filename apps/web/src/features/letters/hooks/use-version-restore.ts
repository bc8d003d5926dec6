import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { useRestoreLetterVersion } from '../api/restore-letter-version';

/** The version the reader asked to restore, until they confirm or cancel, and the restore itself. */
export function useVersionRestore(letterId: string, caseId: string, onRestored: () => void) {
  const restore = useRestoreLetterVersion(letterId, caseId);
  const [restoring, setRestoring] = React.useState<number | null>(null);

  function ask(number: number) {
    restore.reset();
    setRestoring(number);
  }

  function confirm() {
    if (restoring === null) return;
    const number = restoring;
    restore.mutate(number, {
      onSuccess: (letter) => {
        setRestoring(null);
        onRestored();
        toast.success(`Version ${number} restored`, { description: `It is now version ${letter.version}; every earlier version is kept.` });
      },
    });
  }

  return {
    restoring,
    ask,
    cancel: () => setRestoring(null),
    confirm,
    error: restore.isError ? restore.error : null,
    isPending: restore.isPending,
  };
}
