import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RunRefusal } from '@/components/plan/run-refusal';

/** Asks before restoring a version, which is saved as a new version after the current one. */
export function RestoreVersionDialog({
  versionNumber,
  currentVersion,
  error,
  isPending,
  onCancel,
  onConfirm,
}: {
  /** The version asked to be restored; the dialog is open while there is one. */
  versionNumber: number | null;
  currentVersion: number;
  /** The server's refusal of the last attempt, if any. */
  error: Error | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={versionNumber !== null}
      onOpenChange={(next) => !next && !isPending && onCancel()}
      title={`Restore version ${versionNumber ?? ''}?`}
      description={
        <>
          <p>
            The letter will read as it did in version {versionNumber}, saved as a new version {currentVersion + 1}. The current text stays in the history, so
            you can come back to it.
          </p>
          {error && <RunRefusal error={error} />}
        </>
      }
      confirmLabel="Restore version"
      pendingLabel="Restoring…"
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
