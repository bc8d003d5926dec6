import * as React from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { Download, Play, RefreshCw } from 'lucide-react';
import type { TProcessingState } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DownloadLink } from '@/components/ui/download-link';
import { JobProgress } from '@/components/ui/job-progress';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useJobProgress } from '@/lib/use-job-progress';
import { useAcceptedEvidence } from '@/lib/use-accepted-evidence';
import { useAssessment } from '../api/get-assessment';
import { useAssessments } from '../api/get-assessments';
import { assessmentKey, assessmentsKey, caseProgressKey } from '../api/query-keys';
import { assessmentReportUrl } from '../api/report-url';
import { useStartAssessment } from '../api/start-assessment';
import { formatDateTime } from '@/lib/format';
import { LIKELY_MET_SCORE } from '../labels';
import { AllowanceNote } from '@/components/plan/allowance-note';
import { AssessmentHistory } from './assessment-history';
import { AssessmentIntro } from './assessment-intro';
import { AssessmentView } from './assessment-view';
import { ProgressTrend } from './progress-trend';
import { ResultGlance } from './result-glance';
import { RunRefusal } from '@/components/plan/run-refusal';
import { EmptyRecordNotice, isEmptyRecordBlocked } from './empty-record-notice';
import { AllowanceSpentNotice, isAllowanceSpent } from './allowance-spent-notice';

const evidenceHref = (item: { id: string }) => paths.documentsEvidence(item.id);

/** The toast that says a run started; taken down when the run ends, so it never sits over the result. */
const STARTED_TOAST_ID = 'assessment-started';

/**
 * The Eligibility screen for one case: run an assessment and follow it, read the result shown (the newest
 * by default, or one picked from the history), download its report. `aside` holds the publications card.
 */
export function EligibilityWorkspace({ caseId, processing, aside }: { caseId: string; processing: readonly TProcessingState[]; aside?: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const list = useAssessments(caseId);
  const accepted = useAcceptedEvidence(caseId);
  const start = useStartAssessment(caseId);

  const assessments = list.data?.assessments ?? [];
  const latest = assessments[0];
  const latestCompleted = assessments.find((item) => item.status === 'completed');
  const shownId = searchParams.get('assessment') ?? latestCompleted?.id;
  const shown = useAssessment(shownId);
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

  async function handleRun() {
    await job.begin();
    start.mutate(undefined, {
      onSuccess: (run) => {
        if (run.status === 'queued' || run.status === 'running')
          toast.success('Assessment started', { id: STARTED_TOAST_ID, description: 'It reads your accepted evidence; the result appears here.' });
      },
      onError: () => job.cancel(),
    });
  }

  const isRunning = job.isActive || isQueuedOrRunning || start.isPending;
  const progressState =
    job.current ?? (isQueuedOrRunning ? { progress: 0, currentStep: latest?.status === 'queued' ? 'Waiting to start…' : 'Assessing…' } : null);
  const runButton = (label: string, variant: 'default' | 'outline' = 'default') => (
    <Button onClick={() => void handleRun()} disabled={isRunning} variant={variant} size={variant === 'default' ? 'lg' : 'default'}>
      {variant === 'default' ? <Play aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
      {isRunning ? 'Assessing…' : label}
    </Button>
  );

  // A counted plan's assessment is not spent on an empty record (the server refuses it too).
  const countedAllowance = list.data?.allowance.allowed ?? null;
  const isBlockedByEmptyRecord = isEmptyRecordBlocked(list.data?.allowance, accepted.data?.length);
  // Nor is a button offered once a counted plan's assessments are all used: the server would refuse the run.
  const allowance = list.data?.allowance;
  const isSpent = isAllowanceSpent(allowance) && !isRunning;
  const runOrExplain = (label: string, variant: 'default' | 'outline' = 'default') => {
    if (isSpent) return <AllowanceSpentNotice allowed={allowance.allowed} />;
    return isBlockedByEmptyRecord && countedAllowance !== null ? <EmptyRecordNotice allowed={countedAllowance} /> : runButton(label, variant);
  };

  const result = shown.data?.result;
  const statusBlock = (
    <>
      <div aria-live="polite">
        {progressState && <JobProgress label="Assessing your evidence" progress={progressState.progress} currentStep={progressState.currentStep} />}
      </div>
      {latest?.status === 'failed' && !isRunning && (
        <Alert variant="destructive" role="alert">
          <p>The last assessment did not finish: {latest.error ?? 'an unexpected error stopped it.'} Please run it again.</p>
        </Alert>
      )}
      {start.isError && <RunRefusal error={start.error} />}
    </>
  );

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Eligibility</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Where your case stands against the EB-1A criteria and the national interest waiver test, from the evidence you accepted.
          </p>
        </div>
        {result && shownId && (
          <DownloadLink
            href={assessmentReportUrl(shownId)}
            icon={Download}
            label="Download PDF"
            preparingLabel="Preparing the PDF report…"
            fileName="eligibility-assessment.pdf"
            failedMessage="The report could not be made as a PDF. Please try again."
            className="self-start sm:self-auto"
          />
        )}
      </header>

      {list.isPending ? (
        <ListSkeleton label="Loading your assessments" />
      ) : list.isError ? (
        <LoadError title="Your assessments could not be loaded." error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-3">
            {latestCompleted ? (
              <Card className="lg:col-span-2">
                <CardHeader>
                  <CardTitle>Your assessment</CardTitle>
                  <CardDescription>
                    {shown.data
                      ? `Run on ${formatDateTime(shown.data.createdAt)} from ${shown.data.evidence.length} accepted evidence ${shown.data.evidence.length === 1 ? 'item' : 'items'}.`
                      : 'Loading…'}
                    {shownId !== latestCompleted.id && ' This is an earlier run.'}
                  </CardDescription>
                </CardHeader>
                <CardContent className="space-y-4">
                  {result && shown.data && <ResultGlance detail={shown.data} result={result} />}
                  <ProgressTrend assessments={assessments} />
                  {statusBlock}
                  <div className="flex flex-wrap items-center gap-3">{runOrExplain('Run assessment again', 'outline')}</div>
                  {!isSpent && <AllowanceNote allowance={list.data.allowance} one="assessment" many="assessments" />}
                </CardContent>
              </Card>
            ) : (
              <Card className="lg:col-span-2">
                <CardHeader>
                  <CardTitle>See where your case stands</CardTitle>
                  <CardDescription>The assessment reads every evidence item you accepted and takes about a minute.</CardDescription>
                </CardHeader>
                <CardContent className="space-y-5">
                  {/* Its own "no accepted evidence" note is for unlimited plans; a counted plan gets the notice below instead. */}
                  <AssessmentIntro acceptedCount={isBlockedByEmptyRecord ? undefined : accepted.data?.length} />
                  {statusBlock}
                  <div>{runOrExplain('Run assessment')}</div>
                  {!isSpent && <AllowanceNote allowance={list.data.allowance} one="assessment" many="assessments" />}
                </CardContent>
              </Card>
            )}
            <div>{aside}</div>
          </div>

          {shownId &&
            (shown.isPending ? (
              <div role="status" className="space-y-4">
                <span className="sr-only">Loading the assessment</span>
                <Skeleton className="h-40" />
                <Skeleton className="h-72" />
              </div>
            ) : shown.isError ? (
              <LoadError title="The assessment could not be loaded." error={shown.error} onRetry={() => void shown.refetch()} isRetrying={shown.isFetching} />
            ) : result ? (
              <section aria-labelledby="result-heading" className="space-y-4">
                <h2 id="result-heading" className="sr-only">
                  Result
                </h2>
                <AssessmentView assessment={result} evidence={shown.data.evidence} evidenceHref={evidenceHref} threshold={LIKELY_MET_SCORE} />
              </section>
            ) : null)}

          {assessments.length > 0 && (
            <AssessmentHistory assessments={assessments} shownId={result ? shownId : undefined} hrefFor={(id) => `${paths.eligibility}?assessment=${id}`} />
          )}
        </>
      )}
    </div>
  );
}
