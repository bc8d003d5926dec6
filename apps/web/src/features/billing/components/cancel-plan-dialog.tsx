import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDay } from '../format';

type CancelPlanDialogProps = {
  planName: string;
  currentPeriodEnd: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's refusal, read in place while the dialog stays open. */
  error: Error | null;
  isPending: boolean;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** Confirms cancelling the plan at the end of the period it is paid for. */
export function CancelPlanDialog({ planName, currentPeriodEnd, open, onOpenChange, error, isPending, onConfirm, onCloseAutoFocus }: CancelPlanDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel your ${planName} plan?`}
      description={
        <>
          <p>
            You keep {planName} until {formatDay(currentPeriodEnd)} and are not charged again. After that your account returns to the Free Trial limits.
          </p>
          <p>Nothing you created is deleted, and you can resume the plan any time before it ends.</p>
          {error && (
            <Alert variant="destructive" role="alert">
              {error.message}
            </Alert>
          )}
        </>
      }
      confirmLabel="Cancel plan"
      cancelLabel="Keep plan"
      pendingLabel="Canceling…"
      isPending={isPending}
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
