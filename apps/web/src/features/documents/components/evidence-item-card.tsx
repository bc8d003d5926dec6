import * as React from 'react';
import { Check, Pencil, X } from 'lucide-react';
import type { TDocument, TEvidenceItem } from '@acclaim/contracts';
import type { EvidenceStatus } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { evidenceItemId } from '../dom-ids';
import { formatPages, formatPartialDate } from '../format';
import { EVIDENCE_STATUS_LABELS } from '../labels';
import { Badge } from '@/components/ui/badge';
import { EvidenceIdentityBadge } from './identity/evidence-identity-badge';
import { EditEvidenceDialog } from './edit-evidence-dialog';
import { EvidenceItemVerification } from './evidence-item-verification';
import { ProofFactsSummary } from './proof-facts/proof-facts-summary';

const STATUS_TONE = { suggested: 'warning', accepted: 'success', rejected: 'neutral' } as const;

function sourceText(item: TEvidenceItem, source: TDocument | undefined): string {
  // Items added by hand and items whose document was deleted both come without a document; say only that.
  if (!source) return 'No source document';
  const pages = formatPages(item.sourcePages);
  return ['From', source.exhibitLabel ? `${source.exhibitLabel} ·` : null, source.name, pages ? `(${pages})` : null].filter(Boolean).join(' ');
}

export interface EvidenceItemCardProps {
  caseId: string;
  item: TEvidenceItem;
  source: TDocument | undefined;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
  onSetStatus: (item: TEvidenceItem, status: EvidenceStatus) => void;
}

/** How a list of evidence finds each item's document, tracks which items are picked to merge, and accepts or rejects one. */
export interface EvidenceListSelection {
  documentsById: ReadonlyMap<string, TDocument>;
  selectedIds: ReadonlySet<string>;
  onSelectedChange: (id: string, isSelected: boolean) => void;
  onSetStatus: (item: TEvidenceItem, status: EvidenceStatus) => void;
}

/** One item of a list as its card (or row) shows it: with its source document, if it still has one, and its pick. */
export function evidenceItemProps(
  caseId: string,
  item: TEvidenceItem,
  { documentsById, selectedIds, onSelectedChange, onSetStatus }: EvidenceListSelection,
): EvidenceItemCardProps {
  return {
    caseId,
    item,
    source: item.documentId ? documentsById.get(item.documentId) : undefined,
    isSelected: selectedIds.has(item.id),
    onSelectedChange: (isSelected) => onSelectedChange(item.id, isSelected),
    onSetStatus,
  };
}

export function EvidenceItemCard({ caseId, item, source, isSelected, onSelectedChange, onSetStatus }: EvidenceItemCardProps) {
  const [isEditing, setIsEditing] = React.useState(false);
  const titleId = `${evidenceItemId(item.id)}-title`;
  const venue = typeof item.details.venue === 'string' ? item.details.venue : null;

  return (
    <li
      id={evidenceItemId(item.id)}
      // Receives focus when the item before it leaves the filtered list, so review continues in place.
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        'flex gap-3 rounded-lg border bg-background p-4 focus:outline-2 focus:outline-offset-2 focus:outline-ring',
        isSelected ? 'border-primary bg-primary-soft/40' : 'border-border',
      )}
    >
      <input
        type="checkbox"
        checked={isSelected}
        onChange={(event) => onSelectedChange(event.target.checked)}
        aria-label={`Select “${item.title}” to merge`}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <p id={titleId} className="break-words font-medium leading-snug">
            {item.title}
          </p>
          <div className="flex shrink-0 flex-wrap gap-1.5">
            {item.isEdited && <Badge tone="info">Edited</Badge>}
            <Badge tone={STATUS_TONE[item.status]}>{EVIDENCE_STATUS_LABELS[item.status]}</Badge>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {[item.date ? formatPartialDate(item.date) : 'No date', venue, sourceText(item, source)].filter(Boolean).join(' · ')}
        </p>
        {item.description && <p className="line-clamp-3 text-sm">{item.description}</p>}
        <EvidenceIdentityBadge caseId={caseId} item={item} />
        <ProofFactsSummary caseId={caseId} item={item} titleId={titleId} />
        <EvidenceItemVerification item={item} />
        <div className="flex flex-wrap gap-2 pt-1">
          {item.status !== 'accepted' && (
            <Button
              size="sm"
              variant="outline"
              className="text-success hover:bg-success-soft"
              onClick={() => onSetStatus(item, 'accepted')}
              aria-describedby={titleId}
            >
              <Check aria-hidden="true" /> Accept
            </Button>
          )}
          {item.status !== 'rejected' && (
            <Button size="sm" variant="outline" onClick={() => onSetStatus(item, 'rejected')} aria-describedby={titleId}>
              <X aria-hidden="true" /> Reject
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setIsEditing(true)} aria-describedby={titleId}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        </div>
      </div>
      <EditEvidenceDialog caseId={caseId} item={item} open={isEditing} onOpenChange={setIsEditing} />
    </li>
  );
}
