import type * as React from 'react';
import { useSearchParams } from 'react-router';
import type { TProcessingState } from '@acclaim/contracts';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useAcceptedEvidence } from '@/lib/use-accepted-evidence';
import { useAssessment } from '../api/get-assessment';
import { useAssessments } from '../api/get-assessments';
import { useAssessmentRun } from '../hooks/use-assessment-run';
import { AssessmentSummaryCard, FirstAssessmentCard } from './assessment-cards';
import { AssessmentHistory } from './assessment-history';
import { EligibilityHeader } from './eligibility-header';
import { isEmptyRecordBlocked } from './empty-record-notice';
import { RunPanel } from './run-panel';
import { ShownAssessment } from './shown-assessment';

/**
 * The Eligibility screen for one case: run an assessment and follow it, read the result shown (the newest
 * by default, or one picked from the history), download its report. `aside` holds the publications card.
 */
export function EligibilityWorkspace({ caseId, processing, aside }: { caseId: string; processing: readonly TProcessingState[]; aside?: React.ReactNode }) {
  const [searchParams] = useSearchParams();
  const list = useAssessments(caseId);
  const accepted = useAcceptedEvidence(caseId);

  const assessments = list.data?.assessments ?? [];
  const latestCompleted = assessments.find((item) => item.status === 'completed');
  const shownId = searchParams.get('assessment') ?? latestCompleted?.id;
  const shown = useAssessment(shownId);
  const run = useAssessmentRun({ caseId, processing, assessments });

  // A counted plan's assessment is not spent on an empty record (the server refuses it too).
  const isBlockedByEmptyRecord = isEmptyRecordBlocked(list.data?.allowance, accepted.data?.length);
  const result = shown.data?.result;

  return (
    <div className="space-y-8">
      <EligibilityHeader reportAssessmentId={result && shownId ? shownId : undefined} />

      {list.isPending ? (
        <ListSkeleton label="Loading your assessments" />
      ) : list.isError ? (
        <QueryLoadError title="Your assessments could not be loaded." query={list} />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-3">
            {latestCompleted ? (
              <AssessmentSummaryCard detail={shown.data} isEarlierRun={shownId !== latestCompleted.id} assessments={assessments}>
                <RunPanel
                  run={run}
                  label="Run assessment again"
                  variant="outline"
                  className="flex flex-wrap items-center gap-3"
                  allowance={list.data.allowance}
                  isBlockedByEmptyRecord={isBlockedByEmptyRecord}
                />
              </AssessmentSummaryCard>
            ) : (
              // Its own "no accepted evidence" note is for unlimited plans; a counted plan gets the notice below instead.
              <FirstAssessmentCard acceptedCount={isBlockedByEmptyRecord ? undefined : accepted.data?.length}>
                <RunPanel run={run} label="Run assessment" allowance={list.data.allowance} isBlockedByEmptyRecord={isBlockedByEmptyRecord} />
              </FirstAssessmentCard>
            )}
            <div>{aside}</div>
          </div>

          {shownId && <ShownAssessment query={shown} />}

          {assessments.length > 0 && (
            <AssessmentHistory assessments={assessments} shownId={result ? shownId : undefined} hrefFor={(id) => `${paths.eligibility}?assessment=${id}`} />
          )}
        </>
      )}
    </div>
  );
}
