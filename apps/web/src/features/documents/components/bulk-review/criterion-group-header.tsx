import { ChevronRight } from 'lucide-react';
import type { BulkReviewAction } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { CriterionGroup } from './criterion-groups';

/** The group's heading, a button that opens and closes it, then whether it has accepted evidence and its bulk actions. */
export function CriterionGroupHeader({
  group,
  headingId,
  listId,
  isExpanded,
  onExpandedChange,
  onBulk,
  isBusy,
}: {
  group: CriterionGroup;
  headingId: string;
  listId: string;
  isExpanded: boolean;
  onExpandedChange: (isExpanded: boolean) => void;
  onBulk: (action: BulkReviewAction, group: CriterionGroup) => void;
  isBusy: boolean;
}) {
  const count = group.items.length;
  const all = count === 1 ? '1' : `all ${count}`;
  const suggestionsFor = `${count === 1 ? 'suggestion' : 'suggestions'} for ${group.name}`;

  return (
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
  );
}
