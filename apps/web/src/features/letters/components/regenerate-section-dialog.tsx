import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RunRefusal } from '@/components/plan/run-refusal';

/** Asks before a section is written again, which replaces the edits made in it. */
export function RegenerateSectionDialog({
  heading,
  error,
  isPending,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: {
  /** The heading of the section to write again; the dialog is open while there is one. */
  heading: string | undefined;
  /** The server's refusal of the last attempt, if any. */
  error: Error | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <ConfirmDialog
      open={heading !== undefined}
      onOpenChange={(open) => !open && !isPending && onCancel()}
      title={`Regenerate “${heading ?? ''}”?`}
      description={
        <>
          <p>The section is written again from your evidence and assessment as they are now.</p>
          <p>
            <span className="font-medium text-foreground">Edits you made in this section are replaced.</span> Every other section keeps its text and your edits,
            and the current text stays in the version history, so you can restore it.
          </p>
          {error && <RunRefusal error={error} />}
        </>
      }
      confirmLabel="Regenerate section"
      pendingLabel="Starting…"
      isPending={isPending}
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
