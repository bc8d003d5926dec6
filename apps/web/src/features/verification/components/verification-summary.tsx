import { Link } from 'react-router';
import { CloudOff } from 'lucide-react';
import type { TMetricsResponse, TPublicationVerification } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { CitationMetrics } from './citation-metrics';

const SERVICE_LABELS: Record<string, string> = { crossref: 'Crossref', openalex: 'OpenAlex', semanticscholar: 'Semantic Scholar', orcid: 'ORCID' };

function countByVerification(publications: readonly TPublicationVerification[]) {
  const counts = { verified: 0, mismatch: 0, notFound: 0 };
  for (const publication of publications) {
    if (publication.verification === 'verified') counts.verified += 1;
    if (publication.verification === 'mismatch') counts.mismatch += 1;
    if (publication.verification === 'not_found') counts.notFound += 1;
  }
  return counts;
}

/** What the last verification found: how many publications are verified, the citation metrics and the services not reached. */
export function VerificationSummary({ data }: { data: TMetricsResponse | undefined }) {
  const publications = data?.publications ?? [];
  const counts = countByVerification(publications);
  return (
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
  );
}
