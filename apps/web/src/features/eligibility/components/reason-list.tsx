import * as React from 'react';
import { groupRepeatedReasons, type Reason, type ReasonGroup } from '@acclaim/domain';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { AuthorityNames } from './legal-basis';
import { EvidenceLink } from './evidence-link';

/** Lines shown before "Show N more" folds the rest of a long list away. */
const LINES_PREVIEW = 5;

/**
 * Strengths, gaps or next actions: each sentence with the evidence and authorities it rests on. A sentence the
 * engine says of many items (one per award on a long CV) shows once, with the other items on demand.
 */
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
  const [isShowingAll, setIsShowingAll] = React.useState(false);
  const groups = React.useMemo(() => groupRepeatedReasons(reasons, (id) => evidenceById.get(id)?.title), [reasons, evidenceById]);
  const shown = isShowingAll ? groups : groups.slice(0, LINES_PREVIEW);
  return (
    <section className="space-y-2">
      <Heading className="text-sm font-semibold">{title}</Heading>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <ul className="space-y-2.5">
            {shown.map((group, index) => (
              <ReasonItem key={index} group={group} evidenceById={evidenceById} evidenceHref={evidenceHref} marker={marker} />
            ))}
          </ul>
          {groups.length > shown.length && (
            <button type="button" onClick={() => setIsShowingAll(true)} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
              Show {groups.length - shown.length} more {title.toLowerCase()}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** The reasons behind a recommendation or the NIW threshold, under "Why", one bullet each. */
export function WhyList({ reasons, evidenceById, evidenceHref }: Pick<React.ComponentProps<typeof ReasonList>, 'reasons' | 'evidenceById' | 'evidenceHref'>) {
  return (
    <ReasonList
      headingLevel={4}
      title="Why"
      reasons={reasons}
      empty=""
      evidenceById={evidenceById}
      evidenceHref={evidenceHref}
      marker={<span className="text-primary">•</span>}
    />
  );
}

/** Evidence names shown under a reason before "and N more" folds the rest away. */
const EVIDENCE_PREVIEW = 3;

function ReasonItem({
  group,
  evidenceById,
  evidenceHref,
  marker,
}: {
  group: ReasonGroup;
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
  marker: React.ReactNode;
}) {
  const { reason } = group;
  const [isShowingAll, setIsShowingAll] = React.useState(false);
  const [isShowingAlso, setIsShowingAlso] = React.useState(false);
  const alsoListId = React.useId();
  const items = reason.evidenceIds.map((id) => evidenceById.get(id)).filter((item): item is EvidenceRef => Boolean(item));
  const also = group.alsoEvidenceIds.map((id) => evidenceById.get(id)).filter((item): item is EvidenceRef => Boolean(item));
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
        {also.length > 0 && (
          <div className="text-xs text-muted-foreground">
            <button
              type="button"
              aria-expanded={isShowingAlso}
              aria-controls={alsoListId}
              onClick={() => setIsShowingAlso((open) => !open)}
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              The same applies to {also.length} more {also.length === 1 ? 'item' : 'items'}
            </button>
            {isShowingAlso && (
              <ul id={alsoListId} className="mt-1 space-y-0.5 pl-3">
                {also.map((item) => (
                  <li key={item.id} className="truncate">
                    <EvidenceLink item={item} href={evidenceHref} isInline />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <AuthorityNames ids={reason.authorityIds} />
      </div>
    </li>
  );
}
