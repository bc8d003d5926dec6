import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TLetterSummary, TProcessingState } from '@acclaim/contracts';
import { toast } from '@/components/ui/toast';
import { useJobProgress } from '@/lib/use-job-progress';
import { isLetterBusy } from '../api/get-letter';
import { useLetterProcessing } from '../api/get-letter-processing';
import { caseProgressKey, lettersKey } from '../api/query-keys';

/** What this visit started and is waiting to see reported: a first draft, or one section written again. */
type Pending = { kind: 'draft' } | { kind: 'section'; sectionId: string } | null;

/** The toast that says a draft is being written; it is taken down as soon as the draft ends, so it never sits over the letter. */
export const WRITING_TOAST_ID = 'letter-being-written';

interface LetterJobOptions {
  caseId: string;
  processing: readonly TProcessingState[];
  letters: readonly TLetterSummary[];
  shownLetter: { status: string } | undefined;
  /** The letter this visit started, once the server has answered. */
  startedLetterId: string | undefined;
}

/**
 * The case's letter job as the workspace follows it: a first draft being written (started here or seen in the
 * list) or a section written again, with its progress, until the job reports that it is done.
 */
export function useLetterJob({ caseId, processing, letters, shownLetter, startedLetterId }: LetterJobOptions) {
  const queryClient = useQueryClient();
  const [pending, setPending] = React.useState<Pending>(null);
  const latest = letters[0];
  const isFirstDraftRunning = Boolean(latest && latest.version === 0 && isLetterBusy(latest));

  const job = useJobProgress({
    caseId,
    states: processing,
    type: 'letter',
    category: 'petition',
    estimatedSeconds: 30,
    onFinished: () => {
      setPending(null);
      toast.dismiss(WRITING_TOAST_ID);
      void queryClient.invalidateQueries({ queryKey: lettersKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: ['letters'] });
      void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) });
    },
  });
  const { cancel: cancelJob, isActive: isJobActive } = job;
  // A letter being written with no report streamed (opened mid-job, stream down): ask for the job's progress.
  useLetterProcessing(caseId, isFirstDraftRunning || isLetterBusy(shownLetter));

  // The list's own polling saw this visit's first draft end before any processing report did: drop the local bar.
  const startedLetter = startedLetterId ? letters.find((item) => item.id === startedLetterId) : undefined;
  const hasStartedLetterEnded = startedLetter?.status === 'completed' || startedLetter?.status === 'failed';
  React.useEffect(() => {
    if (hasStartedLetterEnded) toast.dismiss(WRITING_TOAST_ID);
    if (!hasStartedLetterEnded || !isJobActive) return;
    cancelJob();
    void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) });
  }, [hasStartedLetterEnded, isJobActive, cancelJob, queryClient, caseId]);

  async function beginDraft() {
    setPending({ kind: 'draft' });
    await job.begin();
  }
  function abandonDraft() {
    setPending(null);
    job.cancel();
  }
  const beginSection = React.useCallback(
    async (sectionId: string) => {
      setPending({ kind: 'section', sectionId });
      await job.begin();
    },
    [job],
  );
  const endSection = React.useCallback(() => {
    setPending((current) => (current?.kind === 'section' ? null : current));
    cancelJob();
  }, [cancelJob]);

  const isDraftWaiting = isFirstDraftRunning || (pending?.kind === 'draft' && !hasStartedLetterEnded);
  return {
    isDraftWaiting,
    draftProgress: isDraftWaiting ? (job.current ?? { progress: 0, currentStep: latest?.status === 'queued' ? 'Waiting to start…' : 'Writing…' }) : null,
    isJobActive,
    /** The job's progress for a section written again (none while a first draft is being written). */
    sectionProgress: isDraftWaiting ? null : job.current,
    pendingSectionId: pending?.kind === 'section' ? pending.sectionId : null,
    beginDraft,
    abandonDraft,
    beginSection,
    endSection,
  };
}
