import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { formatDay } from '../format';

export const CANCEL_BUTTON_ID = 'billing-cancel-plan';
export const RESUME_BUTTON_ID = 'billing-resume-plan';

/**
 * Cancelling the plan at the end of its period and resuming it, with the confirmation dialog's open state. The button
 * that was pressed is replaced by its opposite; focus follows it there rather than dropping to the page.
 */
export function usePlanCancellation(canCancel: boolean) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [isCancelOpen, setIsCancelOpen] = React.useState(false);
  const focusNext = React.useRef<'cancel' | 'resume' | null>(null);

  // After Resume; after Cancel the dialog's closing moves focus (below), once it has let go of it.
  React.useEffect(() => {
    const cancelButton = document.getElementById(CANCEL_BUTTON_ID);
    if (focusNext.current === 'cancel' && cancelButton) {
      cancelButton.focus();
      focusNext.current = null;
    }
  }, [canCancel]);

  function handleCancel() {
    cancel.mutate(undefined, {
      onSuccess: (next) => {
        setIsCancelOpen(false);
        focusNext.current = 'resume';
        toast.success('Cancellation scheduled', {
          description: next.subscription
            ? `${next.plan.name} stays active until ${formatDay(next.subscription.currentPeriodEnd)}, then does not renew.`
            : undefined,
        });
      },
    });
  }

  function handleResume() {
    resume.mutate(undefined, {
      onSuccess: (next) => {
        focusNext.current = 'cancel';
        toast.success('Your plan continues', {
          description: next.subscription ? `${next.plan.name} renews on ${formatDay(next.subscription.currentPeriodEnd)}.` : undefined,
        });
      },
    });
  }

  /** For the dialog's onCloseAutoFocus. */
  function handleDialogCloseAutoFocus(event: Event) {
    // Once canceled, the button that opened the dialog is gone: Resume takes focus in its place.
    const resumeButton = document.getElementById(RESUME_BUTTON_ID);
    if (focusNext.current === 'resume' && resumeButton) {
      event.preventDefault();
      resumeButton.focus();
      focusNext.current = null;
    }
  }

  return { cancel, resume, isCancelOpen, setIsCancelOpen, handleCancel, handleResume, handleDialogCloseAutoFocus };
}
