import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAssessmentSummary, TProcessingState } from '@acclaim/contracts';
import { toast } from '@/components/ui/toast';
import { useJobProgress } from '@/lib/use-job-progress';
import { assessmentKey, assessmentsKey, caseProgressKey } from '../api/query-keys';
import { useStartAssessment } from '../api/start-assessment';

/** The toast that says a run started; taken down when the run ends, so it never sits over the result. */
const STARTED_TOAST_ID = 'assessment-started';

/**
 * Starts an assessment and follows it to the end: the progress bar (from this visit's job, or from the newest run
 * while it is queued or running), the toasts, and the lists that change when it finishes.
 */
export function useAssessmentRun({
  caseId,
  processing,
  assessments,
}: {
  caseId: string;
  processing: readonly TProcessingState[];
  /** Newest first. */
  assessments: readonly TAssessmentSummary[];
}) {
  const queryClient = useQueryClient();
  const start = useStartAssessment(caseId);
  const latest = assessments[0];
  const isQueuedOrRunning = latest?.status === 'queued' || latest?.status === 'running';

  const job = useJobProgress({
    caseId,
    states: processing,
    type: 'eligibility',
    category: 'assessment',
    estimatedSeconds: 20,
    onFinished: () => {
      toast.dismiss(STARTED_TOAST_ID);
      void queryClient.invalidateQueries({ queryKey: assessmentsKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) });
    },
  });

  // The list's own polling saw this visit's run end before any processing report did: drop the local bar.
  const { cancel: cancelJob, isActive: isJobActive } = job;
  const startedRun = start.data ? assessments.find((item) => item.id === start.data.id) : undefined;
  const hasStartedRunEnded = startedRun?.status === 'completed' || startedRun?.status === 'failed';
  React.useEffect(() => {
    if (hasStartedRunEnded) toast.dismiss(STARTED_TOAST_ID);
    if (!hasStartedRunEnded || !isJobActive) return;
    cancelJob();
    void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) });
  }, [hasStartedRunEnded, isJobActive, cancelJob, queryClient, caseId]);

  // A run that finishes refreshes its own detail too (it was polled while running).
  React.useEffect(() => {
    if (latest && (latest.status === 'completed' || latest.status === 'failed'))
      void queryClient.invalidateQueries({ queryKey: assessmentKey(latest.id), exact: true });
  }, [latest?.id, latest?.status, latest, queryClient]);

  async function run() {
    await job.begin();
    start.mutate(undefined, {
      onSuccess: (started) => {
        if (started.status === 'queued' || started.status === 'running')
          toast.success('Assessment started', { id: STARTED_TOAST_ID, description: 'It reads your accepted evidence; the result appears here.' });
      },
      onError: () => job.cancel(),
    });
  }

  const isRunning = job.isActive || isQueuedOrRunning || start.isPending;
  const progressState =
    job.current ?? (isQueuedOrRunning ? { progress: 0, currentStep: latest?.status === 'queued' ? 'Waiting to start…' : 'Assessing…' } : null);

  return { run, isRunning, progressState, latest, startError: start.isError ? start.error : null };
}

export type AssessmentRun = ReturnType<typeof useAssessmentRun>;
