import * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { Inbox, Merge } from 'lucide-react';
import type { TDocument, TEvidenceItem } from '@acclaim/contracts';
import { EVIDENCE_TYPES, type EvidenceStatus } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { useUpdateEvidence } from '../api/update-evidence';
import { evidenceItemId } from '../dom-ids';
import { EVIDENCE_TYPE_LABELS } from '../labels';
import { AddEvidenceDialog } from './add-evidence-dialog';
import { BulkReview } from './bulk-review/bulk-review';
import { EvidenceFilter, type EvidenceFilterValue } from './evidence-filter';
import { EvidenceItemCard } from './evidence-item-card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { MergeEvidenceDialog } from './merge-evidence-dialog';

const EMPTY_FILTER_TEXT: Record<EvidenceFilterValue, string> = {
  suggested: 'Nothing to review right now. New suggestions appear here as your documents are read.',
  accepted: 'Nothing accepted yet. Accept suggestions, or add evidence by hand.',
  rejected: 'Nothing rejected.',
  all: 'No evidence yet. Upload documents and Acclaim will suggest items from them, or add one by hand.',
};

const STATUS_VERB: Record<EvidenceStatus, string> = { accepted: 'Accepted', rejected: 'Rejected', suggested: 'Moved back to review' };

function countByStatus(items: TEvidenceItem[]): Record<EvidenceFilterValue, number> {
  const counts = { suggested: 0, accepted: 0, rejected: 0, all: items.length };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

/** Items of one kind under a heading, in the order of the evidence types. */
const GROUP_PREVIEW = 10;

function groupByType(items: TEvidenceItem[]) {
  return EVIDENCE_TYPES.map((type) => ({ type, items: items.filter((item) => item.type === type) })).filter((group) => group.items.length > 0);
}

function SelectionBar({ count, onMerge, onClear }: { count: number; onMerge: () => void; onClear: () => void }) {
  return (
    <div className="sticky bottom-4 z-10 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-background p-3 shadow-lg">
      <p className="text-sm font-medium" aria-live="polite">
        {count} selected{count < 2 ? ' · choose at least two duplicates to merge' : ''}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
        <Button size="sm" onClick={onMerge} disabled={count < 2}>
          <Merge aria-hidden="true" /> Merge…
        </Button>
      </div>
    </div>
  );
}

/**
 * The evidence the case is built from: suggestions to accept or reject, edits, merges of duplicates,
 * items added by hand. Nothing counts until it is accepted.
 */
export function EvidenceReview({
  caseId,
  evidenceQuery,
  documents,
  focusItemId,
}: {
  caseId: string;
  evidenceQuery: UseQueryResult<TEvidenceItem[]>;
  documents: TDocument[];
  /** An item to show and focus on arrival (a link from an assessment names the evidence it rests on). */
  focusItemId?: string;
}) {
  // Opened on one item, the review shows every status, so an accepted item is there to find.
  const [filter, setFilter] = React.useState<EvidenceFilterValue>(focusItemId ? 'all' : 'suggested');
  const [selectedIds, setSelectedIds] = React.useState<ReadonlySet<string>>(new Set());
  const [isMerging, setIsMerging] = React.useState(false);
  const updateEvidence = useUpdateEvidence(caseId);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  // Where focus goes once an accepted or rejected item has left the filtered list.
  const pendingFocus = React.useRef<string | null>(null);
  const hasJustMerged = React.useRef(false);

  const items = React.useMemo(() => evidenceQuery.data ?? [], [evidenceQuery.data]);
  const visible = React.useMemo(() => (filter === 'all' ? items : items.filter((item) => item.status === filter)), [items, filter]);
  const groups = React.useMemo(() => groupByType(visible), [visible]);
  // Long groups (a CV can list a hundred papers) show their first items until asked for the rest.
  const [expandedTypes, setExpandedTypes] = React.useState<Set<string>>(() => new Set());
  const documentsById = React.useMemo(() => new Map(documents.map((document) => [document.id, document])), [documents]);
  const selected = visible.filter((item) => selectedIds.has(item.id));

  // Opened on one item: its group shows in full, and once the list has loaded the item comes into view.
  const hasFocusedLinkedItem = React.useRef(false);
  const linkedItem = focusItemId ? items.find((item) => item.id === focusItemId) : undefined;
  const isGroupExpanded = (type: string) => expandedTypes.has(type) || linkedItem?.type === type;
  React.useEffect(() => {
    if (!linkedItem || hasFocusedLinkedItem.current) return;
    const element = document.getElementById(evidenceItemId(linkedItem.id));
    if (!element) return;
    hasFocusedLinkedItem.current = true;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [linkedItem]);

  React.useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    // A neighbour in a closed group is not on the screen: the heading keeps the reader's place instead.
    const element = target === 'heading' ? null : document.getElementById(evidenceItemId(target));
    if (element) element.focus();
    else headingRef.current?.focus();
  }, [visible]);

  function handleFilterChange(next: EvidenceFilterValue) {
    setFilter(next);
    setSelectedIds(new Set()); // a selection the reader can no longer see must not be merged
  }

  function handleSelectedChange(id: string, isSelected: boolean) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  /** `shownIds`: the order on the screen when it is not the list grouped by kind (the review of suggestions). */
  function handleSetStatus(item: TEvidenceItem, status: EvidenceStatus, shownIds?: string[]) {
    const previousStatus = item.status;
    if (filter !== 'all') {
      // The next item as shown, else the one before, else the heading.
      const shown = shownIds ?? groups.flatMap((group) => group.items.map((entry) => entry.id));
      const index = shown.findIndex((id) => id === item.id);
      const neighbour = shown[index + 1] ?? shown[index - 1];
      pendingFocus.current = neighbour ?? 'heading';
    }
    updateEvidence.mutate(
      { evidenceId: item.id, data: { status } },
      {
        onSuccess: () =>
          toast.success(STATUS_VERB[status], {
            description: item.title,
            action: { label: 'Undo', onClick: () => updateEvidence.mutate({ evidenceId: item.id, data: { status: previousStatus } }) },
          }),
        onError: (error) => toast.error('Not saved', { description: error.message }),
      },
    );
  }

  const counts = countByStatus(items);

  return (
    <section aria-labelledby="evidence-heading" className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-2xl space-y-1">
          <h2 id="evidence-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold tracking-tight focus:outline-none">
            Evidence
          </h2>
          <p className="text-sm text-muted-foreground">
            Nothing counts toward your case until you accept it, and your edits are kept when a document is read again. Confidence shows how clearly an item was
            read, not your chances.
          </p>
        </div>
        <AddEvidenceDialog caseId={caseId} documents={documents} />
      </div>

      {evidenceQuery.isPending ? (
        <ListSkeleton label="Loading evidence" />
      ) : evidenceQuery.isError ? (
        <LoadError
          title="The evidence could not be loaded."
          error={evidenceQuery.error}
          onRetry={() => void evidenceQuery.refetch()}
          isRetrying={evidenceQuery.isFetching}
        />
      ) : (
        <>
          <EvidenceFilter value={filter} counts={counts} onChange={handleFilterChange} />
          {visible.length === 0 ? (
            <div className="flex items-start gap-3 rounded-lg border border-dashed border-input bg-background p-6 text-sm text-muted-foreground">
              <Inbox className="size-5 shrink-0" aria-hidden="true" />
              <p>{EMPTY_FILTER_TEXT[items.length === 0 ? 'all' : filter]}</p>
            </div>
          ) : filter === 'suggested' ? (
            <BulkReview
              caseId={caseId}
              allItems={items}
              suggestions={visible}
              documents={documents}
              selectedIds={selectedIds}
              onSelectedChange={handleSelectedChange}
              onSetStatus={handleSetStatus}
            />
          ) : (
            <div className="space-y-8">
              {groups.map((group) => (
                <section key={group.type} aria-labelledby={`evidence-group-${group.type}`} className="space-y-3">
                  <h3 id={`evidence-group-${group.type}`} className="text-sm font-semibold text-muted-foreground">
                    {EVIDENCE_TYPE_LABELS[group.type].group} <span className="font-normal">({group.items.length})</span>
                  </h3>
                  <ul className="space-y-3">
                    {(isGroupExpanded(group.type) ? group.items : group.items.slice(0, GROUP_PREVIEW)).map((item) => (
                      <EvidenceItemCard
                        key={item.id}
                        caseId={caseId}
                        item={item}
                        source={item.documentId ? documentsById.get(item.documentId) : undefined}
                        isSelected={selectedIds.has(item.id)}
                        onSelectedChange={(isSelected) => handleSelectedChange(item.id, isSelected)}
                        onSetStatus={handleSetStatus}
                      />
                    ))}
                  </ul>
                  {group.items.length > GROUP_PREVIEW && !isGroupExpanded(group.type) && (
                    <Button variant="outline" size="sm" onClick={() => setExpandedTypes((types) => new Set(types).add(group.type))}>
                      Show all {group.items.length} {EVIDENCE_TYPE_LABELS[group.type].group.toLowerCase()}
                    </Button>
                  )}
                </section>
              ))}
            </div>
          )}
          {selected.length > 0 && <SelectionBar count={selected.length} onMerge={() => setIsMerging(true)} onClear={() => setSelectedIds(new Set())} />}
          <MergeEvidenceDialog
            caseId={caseId}
            items={selected}
            open={isMerging}
            onOpenChange={setIsMerging}
            onMerged={() => {
              hasJustMerged.current = true;
              setSelectedIds(new Set());
            }}
            onCloseAutoFocus={(event) => {
              // The selection bar that opened the dialog is gone after a merge.
              if (!hasJustMerged.current) return;
              hasJustMerged.current = false;
              event.preventDefault();
              headingRef.current?.focus();
            }}
          />
        </>
      )}
    </section>
  );
}
