import * as React from 'react';
import type { Reason } from '@acclaim/domain';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { AuthorityNames } from './legal-basis';
import { EvidenceLink } from './evidence-link';

/** Strengths, gaps or next actions: each sentence with the evidence and authorities it rests on. */
export function ReasonList({
  title,
  reasons,
  empty,
  evidenceById,
  evidenceHref,
  marker,
  headingLevel = 5,
}: {
  title: string;
  reasons: readonly Reason[];
  empty: string;
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
  marker: React.ReactNode;
  headingLevel?: 4 | 5;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="space-y-2">
      <Heading className="text-sm font-semibold">{title}</Heading>
      {reasons.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="space-y-2.5">
          {reasons.map((reason, index) => (
            <ReasonItem key={index} reason={reason} evidenceById={evidenceById} evidenceHref={evidenceHref} marker={marker} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Evidence names shown under a reason before "and N more" folds the rest away. */
const EVIDENCE_PREVIEW = 3;

function ReasonItem({ reason, evidenceById, evidenceHref, marker }: { reason: Reason; evidenceById: ReadonlyMap<string, EvidenceRef>; evidenceHref?: EvidenceHref; marker: React.ReactNode }) {
  const [isShowingAll, setIsShowingAll] = React.useState(false);
  const items = reason.evidenceIds.map((id) => evidenceById.get(id)).filter((item): item is EvidenceRef => Boolean(item));
  const shown = isShowingAll ? items : items.slice(0, EVIDENCE_PREVIEW);
  return (
    <li className="flex gap-2 text-sm">
      <span className="mt-0.5 shrink-0" aria-hidden="true">
        {marker}
      </span>
      <div className="min-w-0 space-y-1">
        <p>{reason.text}</p>
        {items.length > 0 && (
          <p className="text-xs text-muted-foreground">
            <span>Based on: </span>
            {shown.map((item, itemIndex) => (
              <span key={item.id}>
                {itemIndex > 0 && '; '}
                <EvidenceLink item={item} href={evidenceHref} isInline />
              </span>
            ))}
            {items.length > shown.length && (
              <>
                {' '}
                <button type="button" onClick={() => setIsShowingAll(true)} className="font-medium text-primary underline-offset-2 hover:underline">
                  and {items.length - shown.length} more
                </button>
              </>
            )}
          </p>
        )}
        <AuthorityNames ids={reason.authorityIds} />
      </div>
    </li>
  );
}
