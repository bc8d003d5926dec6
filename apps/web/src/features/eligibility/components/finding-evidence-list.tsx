import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { EvidenceLink } from './evidence-link';

/** A criterion can rest on a hundred papers; the first few show until asked for the rest. */
const EVIDENCE_PREVIEW = 8;

/** The evidence a finding considered, one line per item, with what its documentation lacks. */
export function FindingEvidenceList({
  evidence,
  evidenceHref,
  SubHeading,
  isShowingAll,
  onShowAll,
}: {
  evidence: readonly EvidenceRef[];
  evidenceHref?: EvidenceHref;
  SubHeading: 'h4' | 'h5';
  isShowingAll: boolean;
  onShowAll: () => void;
}) {
  // Per-item documentation is named only where the items differ; when all share one, the badge above says it once.
  const isDocumentationMixed = new Set(evidence.map((item) => item.documentation)).size > 1;

  return (
    <section className="space-y-2">
      <SubHeading className="text-sm font-semibold">Evidence considered</SubHeading>
      {evidence.length === 0 ? (
        <p className="text-sm text-muted-foreground">No accepted evidence speaks to this yet.</p>
      ) : (
        <>
          <ul className="space-y-1.5 text-sm">
            {(isShowingAll ? evidence : evidence.slice(0, EVIDENCE_PREVIEW)).map((item) => (
              <li key={item.id} className="flex min-w-0 items-center gap-2">
                <EvidenceLink item={item} href={evidenceHref} isOneLine />
                {isDocumentationMixed && item.documentation && item.documentation !== 'primary_exhibit' && (
                  <ItemDocumentation documentation={item.documentation} />
                )}
                {item.missingProofFacts.length > 0 && <MissingProofFacts labels={item.missingProofFacts} />}
              </li>
            ))}
          </ul>
          {evidence.length > EVIDENCE_PREVIEW && !isShowingAll && (
            <Button variant="outline" size="sm" onClick={onShowAll}>
              Show all {evidence.length} items
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** An item without its own exhibit, named on its line: the CV alone describes it, or nothing documents it. */
function ItemDocumentation({ documentation }: { documentation: 'cv_only' | 'not_documented' }) {
  return <Badge tone={documentation === 'cv_only' ? 'warning' : 'neutral'}>{documentation === 'cv_only' ? 'CV only' : 'No document'}</Badge>;
}

/** The essential proof facts the item did not state, named on hover and to screen readers (filled in on /documents). */
function MissingProofFacts({ labels }: { labels: readonly string[] }) {
  const text = `Missing proof ${labels.length === 1 ? 'fact' : 'facts'}: ${labels.join(', ')}`;
  return (
    <Badge tone="neutral" className="shrink-0" title={text}>
      <span aria-hidden="true">
        {labels.length} {labels.length === 1 ? 'fact' : 'facts'} missing
      </span>
      <span className="sr-only">{text}</span>
    </Badge>
  );
}
