import * as React from 'react';
import { ListChecks } from 'lucide-react';
import type { TEvidenceItem } from '@acclaim/contracts';
import { filledProofFacts, missingProofFacts, proofFactsFor, type ProofFact } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { ProofFactsReview } from './proof-facts-review';

/**
 * An item's proof facts on its card: the stated ones in brief, and "N facts missing", which opens the guided
 * review of the missing ones (or of all of them, to change an answer, once none is missing).
 */
export function ProofFactsSummary({ caseId, item, titleId }: { caseId: string; item: TEvidenceItem; titleId: string }) {
  const [review, setReview] = React.useState<{ session: number; facts: readonly ProofFact[] } | null>(null);
  const [isOpen, setIsOpen] = React.useState(false);
  const all = proofFactsFor(item.type);
  if (all.length === 0 || item.status === 'rejected') return null;
  const filled = filledProofFacts(item.type, item.details);
  const missing = missingProofFacts(item.type, item.details);
  const essential = missing.filter((f) => f.isEssential).length;
  const summaryId = `${titleId}-proof-facts`;

  function open(facts: readonly ProofFact[]) {
    // A new session each time: the review starts from the item as it is now.
    setReview((previous) => ({ session: (previous?.session ?? 0) + 1, facts }));
    setIsOpen(true);
  }

  return (
    <div className="space-y-1.5">
      {filled.length > 0 && (
        <dl id={summaryId} className="grid grid-cols-1 gap-x-3 gap-y-0.5 text-xs sm:grid-cols-[minmax(0,auto)_minmax(0,1fr)]">
          {filled.map(({ fact, text }) => (
            <div key={fact.key} className="contents">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="mb-1 line-clamp-2 break-words sm:mb-0">{text}</dd>
            </div>
          ))}
        </dl>
      )}
      {missing.length > 0 ? (
        <Button
          size="sm"
          variant="outline"
          className="border-warning/40 text-warning hover:bg-warning-soft"
          onClick={() => open(missing)}
          aria-describedby={titleId}
        >
          <ListChecks aria-hidden="true" /> {missing.length} {missing.length === 1 ? 'fact' : 'facts'} missing
          {essential > 0 && essential < missing.length && <span className="font-normal text-muted-foreground">({essential} essential)</span>}
        </Button>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => open(all)} aria-describedby={titleId}>
          <ListChecks aria-hidden="true" /> Review proof facts
        </Button>
      )}
      {review && <ProofFactsReview key={review.session} caseId={caseId} item={item} facts={review.facts} open={isOpen} onOpenChange={setIsOpen} />}
    </div>
  );
}
