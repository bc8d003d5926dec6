import type { TSavedMarketingStat } from '@acclaim/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type ResetFiguresDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** content/site.json's own figures, the ones a reset goes back to. */
  fileStats: TSavedMarketingStat[];
  isPending: boolean;
  onConfirm: () => void;
};

/** Asks before the figures saved in the settings give way to the ones in content/site.json. */
export function ResetFiguresDialog({ open, onOpenChange, fileStats, isPending, onConfirm }: ResetFiguresDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Go back to the figures in content/site.json?"
      description={
        <p>
          The figures saved here are replaced by the {fileStats.length} in content/site.json, of which {fileStats.filter((stat) => stat.substantiated).length}{' '}
          are shown.
        </p>
      }
      confirmLabel="Use the file's figures"
      pendingLabel="Saving…"
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
