import type { TEvidenceItem } from '@acclaim/contracts';
import type { ProofFact } from '@acclaim/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { countOf } from '@/lib/format';
import { ProofFactForm } from './proof-fact-form';
import { ProofFactsDone } from './proof-facts-done';
import { useProofFactsReview } from './use-proof-facts-review';

/**
 * The guided review of an item's proof facts: one fact at a time, with why an officer looks for it, saved through
 * the evidence update as the user goes. `facts` is fixed when the review opens, so the list does not shift as
 * facts are saved. What was typed and not saved is never dropped without asking.
 */
export function ProofFactsReview({
  caseId,
  item,
  facts,
  open,
  onOpenChange,
}: {
  caseId: string;
  item: TEvidenceItem;
  facts: readonly ProofFact[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const review = useProofFactsReview({ caseId, item, facts, onOpenChange });
  const { index, fact, unsaved } = review;
  const isDone = index >= facts.length;
  const position = isDone ? facts.length : index + 1;
  const reviewed = Math.min(index, facts.length);

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : review.requestClose())}>
        <DialogContent title={`Proof facts: ${item.title}`} description={isDone ? 'Review complete.' : `Fact ${position} of ${facts.length}`}>
          <ProgressBar
            value={(reviewed / Math.max(1, facts.length)) * 100}
            label="Proof facts reviewed"
            valueText={`${reviewed} of ${facts.length} reviewed`}
          />
          {fact ? (
            <ProofFactForm
              key={fact.key}
              inputId={`proof-fact-${item.id}-${fact.key}`}
              fact={fact}
              value={review.drafts[fact.key] ?? ''}
              onChange={(value) => review.setDraft(fact.key, value)}
              error={review.error}
              focusOnMount={review.hasMoved}
              isFirst={index === 0}
              isLast={index === facts.length - 1}
              isSaving={review.isSaving}
              onBack={() => review.goTo(index - 1)}
              onSkip={() => review.goTo(index + 1)}
              onSubmit={review.handleSave}
            />
          ) : (
            <ProofFactsDone savedCount={review.savedCount} skipped={review.skipped} onBack={() => review.goTo(facts.length - 1)} onDone={review.handleFinish} />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={review.isConfirmingDiscard}
        onOpenChange={review.setIsConfirmingDiscard}
        title="Discard what you typed?"
        description={
          <p>{`You typed ${countOf(unsaved.length, 'answer')} that ${unsaved.length === 1 ? 'is' : 'are'} not saved: ${unsaved.map((f) => f.label.toLowerCase()).join('; ')}.`}</p>
        }
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        onConfirm={() => {
          review.setIsConfirmingDiscard(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}
