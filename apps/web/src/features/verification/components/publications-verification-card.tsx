import * as React from 'react';
import { BookOpenCheck } from 'lucide-react';
import type { TProcessingState } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { JobProgress } from '@/components/ui/job-progress';
import { QueryLoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useMetrics } from '../api/get-metrics';
import { useVerifyPublications } from '../hooks/use-verify-publications';
import { PublicationList } from './publication-list';
import { VerificationSummary } from './verification-summary';

/**
 * Checks the case's accepted publications against the scholarly services and shows what they found: the
 * person's citation metrics (verified works only) and each publication's state, with the differences of a
 * mismatch. `compact` folds the per-publication list away, for the eligibility screen.
 */
export function PublicationsVerificationCard({
  caseId,
  processing,
  compact = false,
}: {
  caseId: string;
  processing: readonly TProcessingState[];
  compact?: boolean;
}) {
  const metrics = useMetrics(caseId);
  const { job, start, verify } = useVerifyPublications(caseId, processing);
  const [isShowingAll, setIsShowingAll] = React.useState(false);

  const publications = metrics.data?.publications ?? [];
  const list = <PublicationList publications={publications} isShowingAll={isShowingAll} onShowAll={() => setIsShowingAll(true)} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookOpenCheck className="size-5 text-primary" aria-hidden="true" /> Publications
        </CardTitle>
        <CardDescription>
          Each accepted publication is checked against Crossref, OpenAlex, ORCID and Semantic Scholar. Only verified works count toward the citation figures.
        </CardDescription>
      </CardHeader>
      <CardContent className="@container space-y-4">
        {metrics.isPending ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading publications</span>
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-16" />
          </div>
        ) : metrics.isError ? (
          <QueryLoadError title="The publications could not be loaded." query={metrics} />
        ) : (
          <VerificationSummary data={metrics.data} />
        )}
        <div aria-live="polite">
          {job.current && <JobProgress label="Verifying publications" progress={job.current.progress} currentStep={job.current.currentStep} />}
        </div>
        {start.isError && (
          <Alert variant="destructive" role="alert">
            <p>{start.error.message}</p>
          </Alert>
        )}
        <Button onClick={() => void verify()} disabled={job.isActive || start.isPending || publications.length === 0} variant={compact ? 'outline' : 'default'}>
          <BookOpenCheck aria-hidden="true" />
          {job.isActive || start.isPending ? 'Verifying…' : 'Verify publications'}
        </Button>
        {publications.length > 0 &&
          (compact ? (
            <details className="rounded-md border border-border">
              <summary className="cursor-pointer select-none p-3 text-sm font-medium">Each publication ({publications.length})</summary>
              <div className="border-t border-border p-3">{list}</div>
            </details>
          ) : (
            list
          ))}
      </CardContent>
    </Card>
  );
}
