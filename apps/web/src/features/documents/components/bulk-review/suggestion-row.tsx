import * as React from 'react';
import { Check, ChevronRight, X } from 'lucide-react';
import type { TEvidenceItem } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { evidenceItemId } from '../../dom-ids';
import { formatPages } from '../../format';
import { confidenceLevel, EVIDENCE_TYPE_LABELS } from '../../labels';
import { EvidenceItemCard, type EvidenceItemCardProps } from '../evidence-item-card';
import { EvidenceIdentityBadge } from '../identity/evidence-identity-badge';

const CONFIDENCE_WORDS = { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' } as const;

/** The line under the title: kind, year, pages, how clearly it was read. */
function suggestionMeta(item: TEvidenceItem): string {
  return [
    EVIDENCE_TYPE_LABELS[item.type].single,
    item.date?.slice(0, 4),
    formatPages(item.sourcePages) || null,
    CONFIDENCE_WORDS[confidenceLevel(item.confidence)],
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One suggestion on one line (title, kind, year, page, how clearly it was read) with Accept and Reject; the full
 * card, with editing and the merge checkbox, opens under it on demand. Collapsed, the row is the element that takes
 * focus after its neighbour leaves the list; open, the card inside is (it carries the item's element id then).
 */
export function SuggestionRow({
  isBusy,
  ...card
}: EvidenceItemCardProps & {
  /** A bulk action is on its way: single decisions wait for it. */
  isBusy: boolean;
}) {
  const { caseId, item, isSelected, onSetStatus } = card;
  const [isOpen, setIsOpen] = React.useState(false);
  const baseId = `suggestion-${item.id}`;
  const titleId = `${baseId}-title`;
  const detailsId = `${baseId}-details`;
  const meta = suggestionMeta(item);

  return (
    <li
      id={isOpen ? undefined : evidenceItemId(item.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn('px-2 focus:outline-2 focus:outline-offset-2 focus:outline-ring', isSelected && 'bg-primary-soft/40')}
    >
      <div className="flex items-center gap-1.5 py-1.5 sm:gap-2">
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0"
          aria-expanded={isOpen}
          aria-controls={isOpen ? detailsId : undefined}
          aria-describedby={titleId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <ChevronRight className={cn('transition-transform', isOpen && 'rotate-90')} aria-hidden="true" />
          <span className="sr-only">Details</span>
        </Button>
        <div className="min-w-0 flex-1">
          <p id={titleId} className="truncate text-sm font-medium" title={item.title}>
            {item.title}
          </p>
          <p className="hidden truncate text-xs text-muted-foreground sm:block">{meta}</p>
        </div>
        <EvidenceIdentityBadge caseId={caseId} item={item} isCompact />
        <Button
          size="sm"
          variant="outline"
          className="shrink-0 text-success hover:bg-success-soft"
          onClick={() => onSetStatus(item, 'accepted')}
          aria-describedby={titleId}
          disabled={isBusy}
        >
          <Check aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Accept</span>
        </Button>
        <Button size="sm" variant="ghost" className="shrink-0" onClick={() => onSetStatus(item, 'rejected')} aria-describedby={titleId} disabled={isBusy}>
          <X aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Reject</span>
        </Button>
      </div>
      {isOpen && (
        <ul id={detailsId} className="pb-3 pl-0 sm:pl-10" aria-label={`Details of ${item.title}`}>
          <EvidenceItemCard {...card} />
        </ul>
      )}
    </li>
  );
}
