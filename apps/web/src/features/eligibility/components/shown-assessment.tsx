import type { UseQueryResult } from '@tanstack/react-query';
import type { TAssessmentDetail } from '@acclaim/contracts';
import { QueryLoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { LIKELY_MET_SCORE } from '../labels';
import { AssessmentView } from './assessment-view';

const evidenceHref = (item: { id: string }) => paths.documentsEvidence(item.id);

/** The result of the assessment shown in full, once it has loaded; nothing while it has no result. */
export function ShownAssessment({ query }: { query: UseQueryResult<TAssessmentDetail> }) {
  if (query.isPending)
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading the assessment</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-72" />
      </div>
    );
  if (query.isError) return <QueryLoadError title="The assessment could not be loaded." query={query} />;
  const result = query.data.result;
  if (!result) return null;
  return (
    <section aria-labelledby="result-heading" className="space-y-4">
      <h2 id="result-heading" className="sr-only">
        Result
      </h2>
      <AssessmentView assessment={result} evidence={query.data.evidence} evidenceHref={evidenceHref} threshold={LIKELY_MET_SCORE} />
    </section>
  );
}
