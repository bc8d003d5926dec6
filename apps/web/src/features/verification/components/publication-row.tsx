import type { TPublicationVerification } from '@acclaim/contracts';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { countOf } from '@/lib/format';

const SOURCE_LABELS = { crossref: 'Crossref', openalex: 'OpenAlex', semanticscholar: 'Semantic Scholar', orcid: 'ORCID' } as const;

/** One publication: its verification state, the numbers the service gave, and what differs for a mismatch. */
export function PublicationRow({ publication }: { publication: TPublicationVerification }) {
  const { check } = publication;
  const facts = [
    publication.date?.slice(0, 4),
    publication.doi ? `DOI ${publication.doi}` : 'No DOI',
    check?.citationCount != null ? `${countOf(check.citationCount, 'citation')} (${SOURCE_LABELS[check.source]})` : null,
    check?.fieldPercentile != null ? `${Math.round(check.fieldPercentile)}th percentile in its field` : null,
  ].filter(Boolean);
  return (
    <li className="space-y-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-1.5 @md:flex-row @md:items-start @md:justify-between @md:gap-3">
        <p className="min-w-0 break-words text-sm font-medium">{publication.title}</p>
        <VerificationBadge state={publication.verification} className="shrink-0" />
      </div>
      <p className="break-words text-xs text-muted-foreground">{facts.join(' · ')}</p>
      {publication.verification === 'mismatch' && check && check.differences.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-xs text-warning">
          {check.differences.map((difference) => (
            <li key={difference}>{difference}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
