import * as React from 'react';
import { Link } from 'react-router';
import { Popover } from 'radix-ui';
import { FileText, TriangleAlert } from 'lucide-react';
import type { TLetterEvidence } from '@acclaim/contracts';
import type { ExhibitRun } from '@acclaim/domain/letter';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { paths } from '@/config/paths';
import { EVIDENCE_TYPE_LABELS } from '@/lib/evidence-type-labels';
import { cn } from '@/lib/utils';
import { evidenceOfReference } from '../exhibits';
import { useExhibitPopover } from '../hooks/use-exhibit-popover';
import { formatEvidenceDate } from '@/lib/format';

/**
 * One exhibit reference of the letter as a chip. Hovering or focusing it shows the evidence the sentence rests
 * on; pressing it (click, Enter, Space) moves focus into that panel so its links can be followed, and Escape
 * brings focus back. The panel never steals focus when it only opened on hover or focus.
 */
export function ExhibitChip({
  run,
  evidence,
  isMissing = false,
  children,
}: {
  run: ExhibitRun;
  evidence: readonly TLetterEvidence[];
  isMissing?: boolean;
  children: React.ReactNode;
}) {
  const { open, setOpen, triggerProps, contentProps } = useExhibitPopover();

  const { items, missingIds } = evidenceOfReference(evidence, run);
  const title = `Exhibit ${run.label}`;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        {...triggerProps}
        className={cn(
          'mx-px inline rounded border px-1 py-px align-baseline font-sans text-[0.8em] font-medium leading-snug transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          isMissing
            ? 'border-destructive/40 bg-destructive-soft text-destructive hover:bg-destructive-soft/70'
            : 'border-primary/25 bg-primary-soft text-primary hover:border-primary/50',
        )}
      >
        {children}
        <span className="sr-only">{isMissing ? ', not among the case’s exhibits' : ', show the evidence'}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          {...contentProps}
          aria-label={`Evidence behind ${title}`}
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-lg border border-border bg-background p-4 font-sans text-sm text-foreground shadow-lg focus:outline-none"
        >
          <EvidencePanel title={title} items={items} missingIds={missingIds} isMissing={isMissing} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** What an exhibit reference rests on: each evidence item with its type, date and verification, linked to its document. */
export function EvidencePanel({
  title,
  items,
  missingIds,
  isMissing,
}: {
  title: string;
  items: readonly TLetterEvidence[];
  missingIds: readonly string[];
  isMissing: boolean;
}) {
  return (
    <div className="space-y-3">
      <p className="font-semibold">
        {title}
        <span className="font-normal text-muted-foreground"> · rests on {items.length === 1 ? '1 evidence item' : `${items.length} evidence items`}</span>
      </p>
      {isMissing && (
        <p className="flex gap-2 text-destructive">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          This exhibit is not among the case’s exhibits. Add its document or change the reference before filing.
        </p>
      )}
      {items.length > 0 && (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id} className="space-y-1">
              <Link to={paths.documentsEvidence(item.id)} className="font-medium text-primary underline-offset-2 hover:underline">
                {item.title}
              </Link>
              <p className="text-xs text-muted-foreground">
                {EVIDENCE_TYPE_LABELS[item.type].single}
                {item.date && ` · ${formatEvidenceDate(item.date)}`}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                {/* Verification is about publications; other kinds are not checked against scholarly records. */}
                {(item.type === 'publication' || item.verification !== 'unverified') && <VerificationBadge state={item.verification} />}
                {item.documentName && (
                  <span className="inline-flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                    <FileText className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="truncate">{item.documentName}</span>
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {missingIds.length > 0 && (
        <p className="text-xs text-warning">
          {missingIds.length === 1 ? 'One evidence item this sentence relied on is' : `${missingIds.length} evidence items this sentence relied on are`} no
          longer accepted in the case.
        </p>
      )}
      {items.length === 0 && missingIds.length === 0 && !isMissing && (
        <p className="text-muted-foreground">No accepted evidence item carries this exhibit label.</p>
      )}
    </div>
  );
}
