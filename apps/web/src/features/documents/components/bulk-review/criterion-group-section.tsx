import { Button } from '@/components/ui/button';
import type { BulkReviewAction } from '@acclaim/contracts';
import { evidenceItemProps, type EvidenceListSelection } from '../evidence-item-card';
import { CriterionGroupHeader } from './criterion-group-header';
import type { CriterionGroup } from './criterion-groups';
import { SuggestionRow } from './suggestion-row';
import { useFocusRevealedRow } from './use-focus-revealed-row';

/** Rows a group shows before "Show all": enough to judge the group, few enough to keep the page short. */
export const GROUP_PREVIEW = 10;

/** The rows a group shows now, in order: what the review moves focus along. */
export const shownItems = (group: CriterionGroup, isExpanded: boolean, isShowingAll: boolean) =>
  isExpanded ? (isShowingAll ? group.items : group.items.slice(0, GROUP_PREVIEW)) : [];

function ShowAllRows({ count, groupName, onShowAll }: { count: number; groupName: string; onShowAll: () => void }) {
  return (
    <div className="border-t border-border p-2">
      <Button
        variant="ghost"
        size="sm"
        className="h-auto min-h-9 whitespace-normal text-left"
        aria-label={`Show all ${count} in ${groupName}`}
        onClick={onShowAll}
      >
        Show all {count}
      </Button>
    </div>
  );
}

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
  onBulk,
  isBusy,
  ...selection
}: EvidenceListSelection & {
  caseId: string;
  group: CriterionGroup;
  isExpanded: boolean;
  onExpandedChange: (isExpanded: boolean) => void;
  isShowingAll: boolean;
  onShowAll: () => void;
  onBulk: (action: BulkReviewAction, group: CriterionGroup) => void;
  isBusy: boolean;
}) {
  const headingId = `criterion-group-${group.id}`;
  const listId = `${headingId}-items`;
  const count = group.items.length;
  const shown = shownItems(group, isExpanded, isShowingAll);
  const rememberFirstRevealed = useFocusRevealedRow(isShowingAll);

  function handleShowAll() {
    rememberFirstRevealed(group.items[GROUP_PREVIEW]?.id ?? null);
    onShowAll();
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-background">
      <CriterionGroupHeader
        group={group}
        headingId={headingId}
        listId={listId}
        isExpanded={isExpanded}
        onExpandedChange={onExpandedChange}
        onBulk={onBulk}
        isBusy={isBusy}
      />
      <div id={listId} hidden={!isExpanded} className="border-t border-border">
        {isExpanded && (
          <>
            <ul className="divide-y divide-border" aria-labelledby={headingId}>
              {shown.map((item) => (
                <SuggestionRow key={item.id} {...evidenceItemProps(caseId, item, selection)} isBusy={isBusy} />
              ))}
            </ul>
            {shown.length < count && <ShowAllRows count={count} groupName={group.name} onShowAll={handleShowAll} />}
          </>
        )}
      </div>
    </section>
  );
}
