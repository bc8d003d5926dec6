import * as React from 'react';
import type { BulkReviewAction, TDocument, TEvidenceItem } from '@acclaim/contracts';
import type { EvidenceStatus } from '@acclaim/domain';
import { describeChoice, type BulkChoice, type BulkMode } from './bulk-choices';
import { BulkReviewToolbar } from './bulk-review-toolbar';
import { BulkUndoNotice } from './bulk-undo-notice';
import { CriterionGroupSection, shownItems } from './criterion-group-section';
import { coveredCriteria, groupSuggestions, type CriterionGroup, type CriterionGroupId } from './criterion-groups';
import { useBulkActions } from './use-bulk-actions';

/**
 * The suggestions of a case, reviewed at the scale of a real CV: a toolbar for whole sections, kinds or confidence
 * levels; the suggestions grouped by the criterion they serve, criteria without accepted evidence first; one line per
 * item with its details on demand; Undo after every bulk action.
 */
export function BulkReview({
  caseId,
  allItems,
  suggestions,
  documents,
  selectedIds,
  onSelectedChange,
  onSetStatus,
}: {
  caseId: string;
  /** Every item of the case: what is accepted decides which criteria are covered. */
  allItems: readonly TEvidenceItem[];
  suggestions: readonly TEvidenceItem[];
  documents: readonly TDocument[];
  selectedIds: ReadonlySet<string>;
  onSelectedChange: (id: string, isSelected: boolean) => void;
  /** A single decision; `shownIds` is the order on the screen, for where focus goes next. */
  onSetStatus: (item: TEvidenceItem, status: EvidenceStatus, shownIds: string[]) => void;
}) {
  // Which criteria had accepted evidence when the review opened: the order and what starts open stay put while the
  // person works, instead of a group jumping away the moment its first item is accepted.
  const [coveredAtStart] = React.useState(() => coveredCriteria(allItems));
  const [expandedOverrides, setExpandedOverrides] = React.useState<ReadonlyMap<CriterionGroupId, boolean>>(new Map());
  const [showingAll, setShowingAll] = React.useState<ReadonlySet<CriterionGroupId>>(new Set());
  const { apply, notice, dismissNotice, noticeRef, isUndoing, isBusy } = useBulkActions(caseId);

  const groups = React.useMemo(() => groupSuggestions(suggestions, allItems, coveredAtStart), [suggestions, allItems, coveredAtStart]);
  const documentsById = React.useMemo(() => new Map(documents.map((document) => [document.id, document])), [documents]);
  // Criteria without accepted evidence start open; the covered ones and "other" start closed, so the page stays short.
  const isExpanded = (group: CriterionGroup) => expandedOverrides.get(group.id) ?? group.isUncovered;
  const shownIds = groups.flatMap((group) => shownItems(group, isExpanded(group), showingAll.has(group.id)).map((item) => item.id));

  function handleToolbar(action: BulkReviewAction, mode: BulkMode, choice: BulkChoice) {
    apply(action, choice.selection, describeChoice(mode, choice));
  }

  function handleGroup(action: BulkReviewAction, group: CriterionGroup) {
    apply(action, { by: 'ids', ids: group.items.map((item) => item.id) }, `for ${group.name}`);
  }

  return (
    <div className="space-y-4">
      <BulkReviewToolbar suggestions={suggestions} documents={documents} onApply={handleToolbar} isBusy={isBusy} />
      <BulkUndoNotice ref={noticeRef} notice={notice} onDismiss={dismissNotice} isUndoing={isUndoing} />
      <p className="text-sm text-muted-foreground">
        Grouped by the criterion each item serves. Criteria with no accepted evidence yet come first: accepting there can change a criterion’s level.
      </p>
      <div className="space-y-3">
        {groups.map((group) => (
          <CriterionGroupSection
            key={group.id}
            caseId={caseId}
            group={group}
            isExpanded={isExpanded(group)}
            onExpandedChange={(expanded) => setExpandedOverrides((current) => new Map(current).set(group.id, expanded))}
            isShowingAll={showingAll.has(group.id)}
            onShowAll={() => setShowingAll((current) => new Set(current).add(group.id))}
            documentsById={documentsById}
            selectedIds={selectedIds}
            onSelectedChange={onSelectedChange}
            onSetStatus={(item, status) => onSetStatus(item, status, shownIds)}
            onBulk={handleGroup}
            isBusy={isBusy}
          />
        ))}
      </div>
    </div>
  );
}
