import * as React from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { BookOpenCheck, CloudOff } from 'lucide-react';
import type { TProcessingState } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { JobProgress } from '@/components/ui/job-progress';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useJobProgress } from '@/lib/use-job-progress';
import { useMetrics } from '../api/get-metrics';
import { useStartVerification } from '../api/start-verification';
import { CitationMetrics } from './citation-metrics';
import { PublicationRow } from './publication-row';

const PREVIEW = 10;
/** One toast for the run: "finished" takes the place of "started", which never outlives the run. */
const VERIFICATION_TOAST_ID = 'publication-verification';
const SERVICE_LABELS: Record<string, string> = { crossref: 'Crossref', openalex: 'OpenAlex', semanticscholar: 'Semantic Scholar', orcid: 'ORCID' };

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
  const queryClient = useQueryClient();
  const metrics = useMetrics(caseId);
  const start = useStartVerification(caseId);
  const [isShowingAll, setIsShowingAll] = React.useState(false);
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

  async function handleVerify() {
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

  const data = metrics.data;
  const publications = data?.publications ?? [];
  const counts = { verified: 0, mismatch: 0, notFound: 0 };
  for (const publication of publications) {
    if (publication.verification === 'verified') counts.verified += 1;
    if (publication.verification === 'mismatch') counts.mismatch += 1;
    if (publication.verification === 'not_found') counts.notFound += 1;
  }
  const shown = isShowingAll ? publications : publications.slice(0, PREVIEW);
  const list = (
    <>
      <ul className="divide-y divide-border">
        {shown.map((publication) => (
          <PublicationRow key={publication.evidenceId} publication={publication} />
        ))}
      </ul>
      {publications.length > PREVIEW && !isShowingAll && (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setIsShowingAll(true)}>
          Show all {publications.length} publications
        </Button>
      )}
    </>
  );

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
          <LoadError
            title="The publications could not be loaded."
            error={metrics.error}
            onRetry={() => void metrics.refetch()}
            isRetrying={metrics.isFetching}
          />
        ) : (
          <>
            {data && !data.isVerificationEnabled && (
              <Alert variant="info">
                <CloudOff aria-hidden="true" />
                <p>Live checks against the scholarly databases are not available, so publications stay “Not verified (offline)”.</p>
              </Alert>
            )}
            {publications.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No accepted publications yet.{' '}
                <Link to={`${paths.documents}?tab=evidence`} className="font-medium text-primary underline-offset-2 hover:underline">
                  Review your evidence
                </Link>{' '}
                to accept the papers read from your CV.
              </p>
            ) : (
              <p className="text-sm" aria-live="polite">
                <span className="font-semibold">
                  {counts.verified} of {publications.length}
                </span>{' '}
                verified
                {counts.mismatch > 0 && ` · ${counts.mismatch} with a mismatch`}
                {counts.notFound > 0 && ` · ${counts.notFound} not found`}
              </p>
            )}
            {data?.metrics &&
              (data.metrics.publicationsVerified > 0 ? (
                <CitationMetrics metrics={data.metrics} />
              ) : (
                // Zeros would read as "nobody cites this work"; the truth is that nothing is verified yet.
                <p className="text-sm text-muted-foreground">No publication is verified yet, so there are no citation figures to show.</p>
              ))}
            {data?.metrics && data.metrics.unavailable.length > 0 && (
              <p className="text-xs text-muted-foreground">
                Not reached last time: {data.metrics.unavailable.map((service) => SERVICE_LABELS[service] ?? service).join(', ')}
                {data.retryAt ? `; asked again after ${new Date(data.retryAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}` : ''}.
              </p>
            )}
          </>
        )}
        <div aria-live="polite">
          {job.current && <JobProgress label="Verifying publications" progress={job.current.progress} currentStep={job.current.currentStep} />}
        </div>
        {start.isError && (
          <Alert variant="destructive" role="alert">
            <p>{start.error.message}</p>
          </Alert>
        )}
        <Button
          onClick={() => void handleVerify()}
          disabled={job.isActive || start.isPending || publications.length === 0}
          variant={compact ? 'outline' : 'default'}
        >
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
