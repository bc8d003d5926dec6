import type * as React from 'react';
import type { TAssessmentDetail, TAssessmentSummary } from '@acclaim/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { AssessmentIntro } from './assessment-intro';
import { ProgressTrend } from './progress-trend';
import { ResultGlance } from './result-glance';

/** Once an assessment has completed: when the shown one ran and on how much evidence, its result at a glance, the trend. */
export function AssessmentSummaryCard({
  detail,
  isEarlierRun,
  assessments,
  children,
}: {
  detail: TAssessmentDetail | undefined;
  isEarlierRun: boolean;
  assessments: readonly TAssessmentSummary[];
  /** How to run it again. */
  children: React.ReactNode;
}) {
  const result = detail?.result;
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Your assessment</CardTitle>
        <CardDescription>
          {detail
            ? `Run on ${formatDateTime(detail.createdAt)} from ${detail.evidence.length} accepted evidence ${detail.evidence.length === 1 ? 'item' : 'items'}.`
            : 'Loading…'}
          {isEarlierRun && ' This is an earlier run.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {result && detail && <ResultGlance detail={detail} result={result} />}
        <ProgressTrend assessments={assessments} />
        {children}
      </CardContent>
    </Card>
  );
}

/** Before any assessment has completed: what it does, and how to run the first. */
export function FirstAssessmentCard({ acceptedCount, children }: { acceptedCount: number | undefined; children: React.ReactNode }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>See where your case stands</CardTitle>
        <CardDescription>The assessment reads every evidence item you accepted and takes about a minute.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <AssessmentIntro acceptedCount={acceptedCount} />
        {children}
      </CardContent>
    </Card>
  );
}
