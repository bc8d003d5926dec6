import type { TLetterSummary } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { JobProgress } from '@/components/ui/job-progress';
import type { JobProgressState } from './letter-view';

/** A first draft being written, with its progress, or the failure of the last one. */
export function DraftStatus({
  progress,
  latest,
  isDraftWaiting,
}: {
  progress: JobProgressState | null;
  /** The newest letter of the case. */
  latest: TLetterSummary | undefined;
  isDraftWaiting: boolean;
}) {
  return (
    <>
      <div aria-live="polite">
        {progress && (
          <div className="space-y-2">
            <JobProgress label="Writing your petition letter" progress={progress.progress} currentStep={progress.currentStep} />
            <p className="text-xs text-muted-foreground">
              A strong case takes about a minute. You can leave this page: the letter keeps being written and waits for you here.
            </p>
          </div>
        )}
      </div>
      {latest?.status === 'failed' && latest.version === 0 && !isDraftWaiting && (
        <Alert variant="destructive" role="alert">
          <p>The last letter did not finish: {latest.error ?? 'an unexpected error stopped it.'}</p>
        </Alert>
      )}
    </>
  );
}
