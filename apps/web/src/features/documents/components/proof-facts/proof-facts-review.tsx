import * as React from 'react';
import { ArrowLeft } from 'lucide-react';
import type { TEvidenceItem } from '@acclaim/contracts';
import { PROOF_FACT_CRITERIA, type ProofFact } from '@acclaim/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/toast';
import { useUpdateEvidence } from '../../api/update-evidence';
import { draftOf, parseDraft } from './proof-fact-draft';
import { ProofFactInput } from './proof-fact-input';
import { countOf } from '@/lib/format';

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
  const updateEvidence = useUpdateEvidence(caseId);
  const [index, setIndex] = React.useState(0);
  const [initial] = React.useState(() => Object.fromEntries(facts.map((f) => [f.key, draftOf(f, item.details[f.key])])));
  const [drafts, setDrafts] = React.useState<Record<string, string>>(initial);
  // The values saved in this review, laid over the item's details: the next save carries them even before the list
  // of evidence is read again.
  const [savedValues, setSavedValues] = React.useState<Record<string, unknown>>({});
  const saved = new Set(Object.keys(savedValues));
  const [error, setError] = React.useState<string | null>(null);
  const [isConfirmingDiscard, setIsConfirmingDiscard] = React.useState(false);
  const [hasMoved, setHasMoved] = React.useState(false);

  const fact = facts[index];
  const isDone = index >= facts.length;
  const unsaved = facts.filter((f) => !saved.has(f.key) && (drafts[f.key] ?? '') !== (initial[f.key] ?? ''));
  const skipped = facts.filter((f) => !saved.has(f.key));

  function requestClose() {
    if (unsaved.length > 0) setIsConfirmingDiscard(true);
    else onOpenChange(false);
  }

  function goTo(next: number) {
    setError(null);
    setHasMoved(true);
    setIndex(next);
  }

  async function handleSave(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fact) return;
    const parsed = parseDraft(fact, drafts[fact.key] ?? '');
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    try {
      // Details are replaced as a whole, so the item's other details and this review's earlier answers travel along.
      await updateEvidence.mutateAsync({ evidenceId: item.id, data: { details: { ...item.details, ...savedValues, [fact.key]: parsed.value } } });
      setSavedValues((values) => ({ ...values, [fact.key]: parsed.value }));
      goTo(index + 1);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The fact could not be saved. Please try again.');
    }
  }

  function handleFinish() {
    if (unsaved.length > 0) {
      setIsConfirmingDiscard(true);
      return;
    }
    if (saved.size > 0) toast.success(`${countOf(saved.size, 'proof fact')} saved`, { description: 'The next assessment reads them.' });
    onOpenChange(false);
  }

  const inputId = `proof-fact-${item.id}-${fact?.key ?? 'done'}`;
  const whyId = `${inputId}-why`;
  const errorId = `${inputId}-error`;
  const position = isDone ? facts.length : index + 1;

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <DialogContent title={`Proof facts: ${item.title}`} description={isDone ? 'Review complete.' : `Fact ${position} of ${facts.length}`}>
          <ProgressBar
            value={(Math.min(index, facts.length) / Math.max(1, facts.length)) * 100}
            label="Proof facts reviewed"
            valueText={`${Math.min(index, facts.length)} of ${facts.length} reviewed`}
          />
          {fact ? (
            <form key={fact.key} onSubmit={handleSave} className="space-y-4" noValidate>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                {fact.isEssential ? <Badge tone="warning">Essential</Badge> : <Badge>Strengthens</Badge>}
                <span>Supports {PROOF_FACT_CRITERIA[fact.supports.criterionId] ?? fact.supports.criterionId}</span>
              </div>
              <ProofFactInput
                id={inputId}
                fact={fact}
                label={fact.label}
                value={drafts[fact.key] ?? ''}
                onChange={(value) => {
                  setDrafts((all) => ({ ...all, [fact.key]: value }));
                  setError(null);
                }}
                describedBy={[whyId, error ? errorId : ''].filter(Boolean).join(' ')}
                invalid={Boolean(error)}
                focusOnMount={hasMoved}
              />
              <p id={whyId} className="rounded-md bg-muted px-3 py-2 text-sm">
                <span className="font-medium">Why it matters: </span>
                {fact.why}
              </p>
              {error && (
                <p id={errorId} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              <DialogFooter className="sm:justify-between">
                <Button type="button" variant="ghost" onClick={() => goTo(index - 1)} disabled={index === 0 || updateEvidence.isPending}>
                  <ArrowLeft aria-hidden="true" /> Back
                </Button>
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button type="button" variant="outline" onClick={() => goTo(index + 1)} disabled={updateEvidence.isPending}>
                    Skip
                  </Button>
                  <Button type="submit" disabled={updateEvidence.isPending}>
                    {updateEvidence.isPending ? 'Saving…' : index === facts.length - 1 ? 'Save and finish' : 'Save and next'}
                  </Button>
                </div>
              </DialogFooter>
            </form>
          ) : (
            <div className="space-y-3 text-sm">
              <p>
                {saved.size > 0 ? `You saved ${countOf(saved.size, 'fact')}.` : 'No fact was saved.'}
                {skipped.length > 0 &&
                  ` ${countOf(skipped.length, 'fact')} stay${skipped.length === 1 ? 's' : ''} missing: ${skipped.map((f) => f.label.toLowerCase()).join('; ')}.`}
              </p>
              <DialogFooter className="sm:justify-between">
                <Button type="button" variant="ghost" onClick={() => goTo(facts.length - 1)}>
                  <ArrowLeft aria-hidden="true" /> Back
                </Button>
                <Button type="button" onClick={handleFinish}>
                  Done
                </Button>
              </DialogFooter>
            </div>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={isConfirmingDiscard}
        onOpenChange={setIsConfirmingDiscard}
        title="Discard what you typed?"
        description={
          <p>{`You typed ${countOf(unsaved.length, 'answer')} that ${unsaved.length === 1 ? 'is' : 'are'} not saved: ${unsaved.map((f) => f.label.toLowerCase()).join('; ')}.`}</p>
        }
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        onConfirm={() => {
          setIsConfirmingDiscard(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}
