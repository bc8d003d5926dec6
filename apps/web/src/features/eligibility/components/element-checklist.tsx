import { ChevronRight, CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { ELEMENT_STATUS_LABELS, type CriterionElement, type ElementStatus } from '@acclaim/domain';
import { cn } from '@/lib/utils';
import type { EvidenceHref, EvidenceRef } from '../evidence-ref';
import { EvidenceLink } from './evidence-link';
import { AuthorityNames } from './legal-basis';

const ICON = { shown: CircleCheck, not_shown: CircleDashed, contradicted: CircleX } as const satisfies Record<ElementStatus, unknown>;
const TONE = { shown: 'text-success', not_shown: 'text-warning', contradicted: 'text-destructive' } as const satisfies Record<ElementStatus, string>;

/**
 * The elements of a criterion's plain terms, one line each (icon, the regulation's words, status), with why
 * one click away, with the items it rests on linked (on /documents an item opens where its proof facts are filled).
 */
export function ElementChecklist({
  elements,
  evidenceById,
  evidenceHref,
  labelledBy,
}: {
  elements: readonly CriterionElement[];
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
  labelledBy: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-border rounded-md border border-border">
      {elements.map((element) => (
        <ElementRow key={element.id} element={element} evidenceById={evidenceById} evidenceHref={evidenceHref} />
      ))}
    </ul>
  );
}

function ElementRow({
  element,
  evidenceById,
  evidenceHref,
}: {
  element: CriterionElement;
  evidenceById: ReadonlyMap<string, EvidenceRef>;
  evidenceHref?: EvidenceHref;
}) {
  const Icon = ICON[element.status];
  const items = element.evidenceIds.map((id) => evidenceById.get(id)).filter((item): item is EvidenceRef => Boolean(item));
  return (
    <li>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-start gap-2 px-3 py-2 text-sm hover:bg-surface/80 [&::-webkit-details-marker]:hidden">
          <Icon className={cn('mt-0.5 size-4 shrink-0', TONE[element.status])} aria-hidden="true" />
          <span className="min-w-0 flex-1">{element.label}</span>
          <span className={cn('shrink-0 text-xs font-medium', TONE[element.status])}>{ELEMENT_STATUS_LABELS[element.status]}</span>
          <ChevronRight className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90" aria-hidden="true" />
        </summary>
        <div className="space-y-1 px-3 pb-3 pl-9 text-sm">
          <p className="text-muted-foreground">{element.text}</p>
          {items.length > 0 && (
            <p className="text-xs text-muted-foreground">
              <span>Based on: </span>
              {items.slice(0, 3).map((item, index) => (
                <span key={item.id}>
                  {index > 0 && '; '}
                  <EvidenceLink item={item} href={evidenceHref} isInline />
                </span>
              ))}
              {items.length > 3 && ` and ${items.length - 3} more`}
            </p>
          )}
          <AuthorityNames ids={element.authorityIds} />
        </div>
      </details>
    </li>
  );
}
