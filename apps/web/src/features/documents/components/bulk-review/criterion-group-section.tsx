import * as React from 'react';
import { ChevronRight } from 'lucide-react';
import type { TDocument, TEvidenceItem } from '@acclaim/contracts';
import type { EvidenceStatus } from '@acclaim/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { BulkReviewAction } from '@acclaim/contracts';
import { evidenceItemId } from '../../dom-ids';
import type { CriterionGroup } from './criterion-groups';
import { SuggestionRow } from './suggestion-row';

/** Rows a group shows before "Show all": enough to judge the group, few enough to keep the page short. */
export const GROUP_PREVIEW = 10;

/** The rows a group shows now, in order: what the review moves focus along. */
export const shownItems = (group: CriterionGroup, isExpanded: boolean, isShowingAll: boolean) =>
  isExpanded ? (isShowingAll ? group.items : group.items.slice(0, GROUP_PREVIEW)) : [];

/**
 * One criterion's suggestions: a heading that opens and closes the group (with its count), whether the criterion has
 * accepted evidence yet, "Accept all N" / "Reject all N", and one line per suggestion.
 */
export function CriterionGroupSection({
  caseId,
  group,
  isExpanded,
  onExpandedChange,
  isShowingAll,
  onShowAll,
  documentsById,
  selectedIds,
  onSelectedChange,
  onSetStatus,
  onBulk,
  isBusy,
}: {
  caseId: string;
  group: CriterionGroup;
  isExpanded: boolean;
  onExpandedChange: (isExpanded: boolean) => void;
  isShowingAll: boolean;
  onShowAll: () => void;
  documentsById: ReadonlyMap<string, TDocument>;
  selectedIds: ReadonlySet<string>;
  onSelectedChange: (id: string, isSelected: boolean) => void;
  onSetStatus: (item: TEvidenceItem, status: EvidenceStatus) => void;
  onBulk: (action: BulkReviewAction, group: CriterionGroup) => void;
  isBusy: boolean;
}) {
  const headingId = `criterion-group-${group.id}`;
  const listId = `${headingId}-items`;
  const count = group.items.length;
  const shown = shownItems(group, isExpanded, isShowingAll);
  const all = count === 1 ? '1' : `all ${count}`;
  const suggestionsFor = `${count === 1 ? 'suggestion' : 'suggestions'} for ${group.name}`;
  // "Show all" leaves the screen once pressed: focus goes to the first row it revealed.
  const firstRevealed = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!isShowingAll || !firstRevealed.current) return;
    document.getElementById(evidenceItemId(firstRevealed.current))?.focus();
    firstRevealed.current = null;
  }, [isShowingAll]);

  function handleShowAll() {
    firstRevealed.current = group.items[GROUP_PREVIEW]?.id ?? null;
    onShowAll();
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-background">
      <div className="flex flex-col gap-2 p-2 sm:flex-row sm:items-center sm:gap-3">
        <h3 id={headingId} className="min-w-0 flex-1 text-sm font-semibold">
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={() => onExpandedChange(!isExpanded)}
            className="flex min-h-9 w-full items-center gap-2 rounded-md px-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <ChevronRight className={cn('size-4 shrink-0 transition-transform', isExpanded && 'rotate-90')} aria-hidden="true" />
            <span className="min-w-0">{group.name}</span> <span className="font-normal tabular-nums text-muted-foreground">({count})</span>
          </button>
        </h3>
        <div className="flex flex-wrap items-center gap-2 pl-7 sm:pl-0">
          {group.id !== 'other' && (
            <Badge tone={group.acceptedCount ? 'success' : 'warning'}>
              {group.acceptedCount ? `${group.acceptedCount} accepted` : 'No accepted evidence yet'}
            </Badge>
          )}
          <Button
            size="sm"
            variant="outline"
            className="text-success hover:bg-success-soft"
            aria-label={`Accept ${all} ${suggestionsFor}`}
            disabled={isBusy}
            onClick={() => onBulk('accept', group)}
          >
            Accept {all}
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Reject ${all} ${suggestionsFor}`} disabled={isBusy} onClick={() => onBulk('reject', group)}>
            Reject {all}
          </Button>
        </div>
      </div>
      <div id={listId} hidden={!isExpanded} className="border-t border-border">
        {isExpanded && (
          <>
            <ul className="divide-y divide-border" aria-labelledby={headingId}>
              {shown.map((item) => (
                <SuggestionRow
                  key={item.id}
                  caseId={caseId}
                  item={item}
                  source={item.documentId ? documentsById.get(item.documentId) : undefined}
                  isSelected={selectedIds.has(item.id)}
                  onSelectedChange={(isSelected) => onSelectedChange(item.id, isSelected)}
                  onSetStatus={onSetStatus}
                  isBusy={isBusy}
                />
              ))}
            </ul>
            {shown.length < count && (
              <div className="border-t border-border p-2">
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-auto min-h-9 whitespace-normal text-left"
                  aria-label={`Show all ${count} in ${group.name}`}
                  onClick={handleShowAll}
                >
                  Show all {count}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
