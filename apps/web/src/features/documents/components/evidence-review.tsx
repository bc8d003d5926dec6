import * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { TDocument, TEvidenceItem } from '@acclaim/contracts';
import type { EvidenceStatus } from '@acclaim/domain';
import { useMergeSelection } from '../hooks/use-merge-selection';
import { useNeighbourFocus } from '../hooks/use-neighbour-focus';
import { useSetEvidenceStatus } from '../hooks/use-set-evidence-status';
import { useTypeGroupExpansion } from '../hooks/use-type-group-expansion';
import { BulkReview } from './bulk-review/bulk-review';
import { EvidenceFilter, type EvidenceFilterValue } from './evidence-filter';
import { countByStatus, groupByType } from './evidence-groups';
import { EvidenceMergeControls } from './evidence-merge-controls';
import { EvidenceReviewHeader } from './evidence-review-header';
import { EvidenceTypeGroups } from './evidence-type-groups';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';

const EMPTY_FILTER_TEXT: Record<EvidenceFilterValue, string> = {
  suggested: 'Nothing to review right now. New suggestions appear here as your documents are read.',
  accepted: 'Nothing accepted yet. Accept suggestions, or add evidence by hand.',
  rejected: 'Nothing rejected.',
  all: 'No evidence yet. Upload documents and Acclaim will suggest items from them, or add one by hand.',
};

function EmptyFilter({ text }: { text: string }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed border-input bg-background p-6 text-sm text-muted-foreground">
      <Inbox className="size-5 shrink-0" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

type EvidenceReviewProps = {
  caseId: string;
  evidenceQuery: UseQueryResult<TEvidenceItem[]>;
  documents: TDocument[];
  /** An item to show and focus on arrival (a link from an assessment names the evidence it rests on). */
  focusItemId?: string;
};

/**
 * The evidence the case is built from: suggestions to accept or reject, edits, merges of duplicates,
 * items added by hand. Nothing counts until it is accepted.
 */
export function EvidenceReview({ caseId, evidenceQuery, documents, focusItemId }: EvidenceReviewProps) {
  // Opened on one item, the review shows every status, so an accepted item is there to find.
  const [filter, setFilter] = React.useState<EvidenceFilterValue>(focusItemId ? 'all' : 'suggested');
  const setStatus = useSetEvidenceStatus(caseId);

  const items = React.useMemo(() => evidenceQuery.data ?? [], [evidenceQuery.data]);
  const visible = React.useMemo(() => (filter === 'all' ? items : items.filter((item) => item.status === filter)), [items, filter]);
  const groups = React.useMemo(() => groupByType(visible), [visible]);
  const { selectedIds, selected, setSelected, clearSelection, isMerging, setIsMerging } = useMergeSelection(visible);
  // Opened on one item: its group shows in full, and once the list has loaded the item comes into view.
  const { isGroupExpanded, expandGroup } = useTypeGroupExpansion(items, focusItemId);
  const { headingRef, focusNeighbourOnLeave } = useNeighbourFocus(visible);

  function handleFilterChange(next: EvidenceFilterValue) {
    setFilter(next);
    clearSelection(); // a selection the reader can no longer see must not be merged
  }

  /** `shownIds`: the order on the screen when it is not the list grouped by kind (the review of suggestions). */
  function handleSetStatus(item: TEvidenceItem, status: EvidenceStatus, shownIds?: string[]) {
    if (filter !== 'all') focusNeighbourOnLeave(item.id, shownIds ?? groups.flatMap((group) => group.items.map((entry) => entry.id)));
    setStatus(item, status);
  }

  // What the review of suggestions and the list grouped by kind both take: the items' documents and the selection.
  const listProps = { caseId, documents, selectedIds, onSelectedChange: setSelected, onSetStatus: handleSetStatus };

  return (
    <section aria-labelledby="evidence-heading" className="space-y-5">
      <EvidenceReviewHeader caseId={caseId} documents={documents} headingRef={headingRef} />
      {evidenceQuery.isPending ? (
        <ListSkeleton label="Loading evidence" />
      ) : evidenceQuery.isError ? (
        <QueryLoadError title="The evidence could not be loaded." query={evidenceQuery} />
      ) : (
        <>
          <EvidenceFilter value={filter} counts={countByStatus(items)} onChange={handleFilterChange} />
          {visible.length === 0 ? (
            <EmptyFilter text={EMPTY_FILTER_TEXT[items.length === 0 ? 'all' : filter]} />
          ) : filter === 'suggested' ? (
            <BulkReview {...listProps} allItems={items} suggestions={visible} />
          ) : (
            <EvidenceTypeGroups {...listProps} groups={groups} isGroupExpanded={isGroupExpanded} onExpandGroup={expandGroup} />
          )}
          <EvidenceMergeControls
            caseId={caseId}
            selected={selected}
            isMerging={isMerging}
            onMergingChange={setIsMerging}
            onClearSelection={clearSelection}
            headingRef={headingRef}
          />
        </>
      )}
    </section>
  );
}
