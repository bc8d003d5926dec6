import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TProcessingState } from '@acclaim/contracts';
import { toast } from '@/components/ui/toast';
import { useJobProgress } from '@/lib/use-job-progress';
import { useStartVerification } from '../api/start-verification';

/** One toast for the run: "finished" takes the place of "started", which never outlives the run. */
const VERIFICATION_TOAST_ID = 'publication-verification';

/** Starts a publication verification run and follows it through the case's processing events, with its toasts. */
export function useVerifyPublications(caseId: string, processing: readonly TProcessingState[]) {
  const queryClient = useQueryClient();
  const start = useStartVerification(caseId);
  const hasRunEnded = React.useRef(false);
  const job = useJobProgress({
    caseId,
    states: processing,
    type: 'verification',
    category: 'publications',
    onFinished: (state) => {
      // Verification changes the evidence items, the metrics and what the next assessment will read.
      void queryClient.invalidateQueries({ queryKey: ['cases', caseId] });
      hasRunEnded.current = true;
      toast.info('Publication verification finished', { id: VERIFICATION_TOAST_ID, description: state.currentStep });
    },
  });

  async function verify() {
    hasRunEnded.current = false;
    await job.begin();
    start.mutate(undefined, {
      onSuccess: (result) => {
        // The run may already be over (few publications): its "finished" toast stays.
        if (!hasRunEnded.current) toast.success('Verification started', { id: VERIFICATION_TOAST_ID, description: result.message });
      },
      onError: () => job.cancel(),
    });
  }

  return { job, start, verify };
}
