import * as React from 'react';
import { ChevronDown, CircleAlert, CircleCheck, CircleDashed, ListTree, Lock, RefreshCw, TriangleAlert } from 'lucide-react';
import type { TSectionReview } from '@acclaim/contracts';
import type { Section } from '@acclaim/domain/letter';
import { cn } from '@/lib/utils';
import { useSectionInView } from '../hooks/use-section-in-view';
import { goToSection } from './section-dom';
import { countOf } from '@/lib/format';

/** Attorney review of a firm's letter, as the outline shows it: the count, and each section's state. */
export interface OutlineApproval {
  approved: number;
  total: number;
  states: ReadonlyMap<string, TSectionReview['state']>;
}

const APPROVAL_WORDS: Readonly<Record<TSectionReview['state'], string>> = {
  approved: 'approved',
  'changed-since-approval': 'changed since approval',
  unapproved: 'awaiting approval',
};

/** Each state by its own icon shape as well as colour; the words are in the button's accessible name. */
function ApprovalMark({ state }: { state: TSectionReview['state'] }) {
  if (state === 'approved') return <CircleCheck className="mt-0.5 size-3.5 shrink-0 text-success" aria-hidden="true" />;
  if (state === 'changed-since-approval') return <CircleAlert className="mt-0.5 size-3.5 shrink-0 text-warning" aria-hidden="true" />;
  return <CircleDashed className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />;
}

/** One section in the outline, a button that goes to it; its state shows as icons and is spelled out in its accessible name. */
function OutlineItem({
  section,
  issues,
  isCurrent,
  isRegenerating,
  isReadOnly,
  approvalState,
  onGo,
}: {
  section: Section;
  /** The filing check's findings in the section. */
  issues: number;
  isCurrent: boolean;
  isRegenerating: boolean;
  isReadOnly: boolean;
  approvalState: TSectionReview['state'] | undefined;
  onGo: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onGo}
        aria-current={isCurrent ? 'location' : undefined}
        aria-label={[
          section.heading,
          isRegenerating && 'being written again',
          isReadOnly && 'shown in part and read-only on your plan',
          approvalState && APPROVAL_WORDS[approvalState],
          issues > 0 && `${issues} ${issues === 1 ? 'finding' : 'findings'} of the filing check`,
        ]
          .filter(Boolean)
          .join(', ')}
        className={cn(
          'flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm transition-colors hover:bg-muted',
          isCurrent ? 'bg-primary-soft font-medium text-primary' : 'text-foreground',
        )}
      >
        {approvalState && <ApprovalMark state={approvalState} />}
        <span className="min-w-0 flex-1 break-words">{section.heading}</span>
        {isRegenerating && <RefreshCw className="mt-0.5 size-3.5 shrink-0 animate-spin text-primary" aria-hidden="true" />}
        {isReadOnly && <Lock className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />}
        {issues > 0 && (
          <span className="inline-flex shrink-0 items-center gap-0.5 rounded-full border border-warning/30 bg-warning-soft px-1.5 text-xs font-medium tabular-nums text-warning">
            <TriangleAlert className="size-3" aria-hidden="true" />
            {issues}
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * The letter's sections, to jump to one: with the filing check's findings per section, the section being
 * written again, the sections past the plan's pages (locked), and on a firm's letter each section's approval
 * with the count at the top. Sticky beside the letter on a wide screen; folded under a "Contents" button on a phone.
 */
export function LetterOutline({
  sections,
  hiddenSections,
  issueCounts,
  regeneratingSectionId,
  readOnlySectionIds,
  approval = null,
}: {
  sections: readonly Section[];
  hiddenSections: readonly { id: string; heading: string }[];
  issueCounts: ReadonlyMap<string, number>;
  regeneratingSectionId: string | null;
  readOnlySectionIds: ReadonlySet<string>;
  approval?: OutlineApproval | null;
}) {
  const [isOpen, setIsOpen] = React.useState(false);
  const listId = React.useId();
  const inView = useSectionInView(sections.map((section) => section.id));
  const total = sections.length + hiddenSections.length;

  return (
    <nav
      aria-label="Letter outline"
      className="rounded-lg border border-border bg-background shadow-sm lg:sticky lg:top-24 lg:flex lg:max-h-[calc(100dvh-7.5rem)] lg:flex-col"
    >
      <button
        type="button"
        onClick={() => setIsOpen((value) => !value)}
        aria-expanded={isOpen}
        aria-controls={listId}
        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm font-semibold lg:hidden"
      >
        <span className="flex items-center gap-2">
          <ListTree className="size-4 text-primary" aria-hidden="true" /> Contents
          <span className="font-normal text-muted-foreground">· {countOf(total, 'section')}</span>
        </span>
        <ChevronDown className={cn('size-4 transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
      </button>
      <p className="hidden items-center gap-2 border-b border-border px-4 py-3 text-sm font-semibold lg:flex">
        <ListTree className="size-4 text-primary" aria-hidden="true" /> Contents
      </p>
      {approval && (
        <p className="flex items-center gap-2 border-t border-border px-4 py-2 text-sm lg:border-t-0 lg:border-b">
          <CircleCheck className={cn('size-4', approval.approved === approval.total ? 'text-success' : 'text-muted-foreground')} aria-hidden="true" />
          <span className="tabular-nums">
            Approved {approval.approved} of {approval.total}
          </span>
        </p>
      )}
      <ol id={listId} className={cn('space-y-0.5 overflow-y-auto border-t border-border p-2 lg:block lg:border-t-0', isOpen ? 'block' : 'hidden')}>
        {sections.map((section) => (
          <OutlineItem
            key={section.id}
            section={section}
            issues={issueCounts.get(section.id) ?? 0}
            isCurrent={inView === section.id}
            isRegenerating={regeneratingSectionId === section.id}
            isReadOnly={readOnlySectionIds.has(section.id)}
            approvalState={approval?.states.get(section.id)}
            onGo={() => {
              setIsOpen(false);
              goToSection(section.id);
            }}
          />
        ))}
        {hiddenSections.map((section) => (
          <li key={section.id} className="flex items-start gap-2 px-2 py-1.5 text-sm text-muted-foreground">
            <span className="min-w-0 flex-1 break-words">
              {section.heading}
              <span className="sr-only">, past your plan’s pages</span>
            </span>
            <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          </li>
        ))}
      </ol>
    </nav>
  );
}
