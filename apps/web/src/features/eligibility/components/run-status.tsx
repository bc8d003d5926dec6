import type { TAssessmentSummary } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { JobProgress } from '@/components/ui/job-progress';
import { RunRefusal } from '@/components/plan/run-refusal';

/** How the current run goes: its progress, a last run that did not finish, or the server's refusal to start one. */
export function RunStatus({
  progressState,
  latest,
  isRunning,
  startError,
}: {
  progressState: { progress: number; currentStep: string } | null;
  latest: TAssessmentSummary | undefined;
  isRunning: boolean;
  startError: Error | null;
}) {
  return (
    <>
      <div aria-live="polite">
        {progressState && <JobProgress label="Assessing your evidence" progress={progressState.progress} currentStep={progressState.currentStep} />}
      </div>
      {latest?.status === 'failed' && !isRunning && (
        <Alert variant="destructive" role="alert">
          <p>The last assessment did not finish: {latest.error ?? 'an unexpected error stopped it.'} Please run it again.</p>
        </Alert>
      )}
      {startError && <RunRefusal error={startError} />}
    </>
  );
}
