import { toast } from '@/components/ui/toast';
import { Loader2, PenLine } from 'lucide-react';
import type { TSavedRecommender } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { RunRefusal } from '@/components/plan/run-refusal';
import { useDraftRecommendationLetters } from '../../api/draft-recommendation-letters';

const letters = (n: number) => (n === 1 ? '1 letter' : `${n} letters`);

/** Drafts a letter for everyone chosen who has none yet; says why it cannot when it cannot. */
export function DraftLettersButton({ caseId, recommenders, canDraft }: { caseId: string; recommenders: readonly TSavedRecommender[]; canDraft: boolean }) {
  const draft = useDraftRecommendationLetters(caseId);
  const active = recommenders.filter((r) => r.status !== 'declined');
  const waiting = active.filter((r) => !r.letterId);
  const reason = !canDraft
    ? 'Drafting comes with the Complete plan.'
    : active.length < 2
      ? 'Choose at least two recommenders to draft their letters.'
      : waiting.length === 0
        ? 'Every chosen recommender has a letter.'
        : null;

  function handleDraft() {
    draft.mutate(undefined, {
      onSuccess: (answer) =>
        toast.success(`${letters(answer.letters.length)} drafted`, { description: 'Open each one to read it, edit it and download it for the writer.' }),
    });
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button onClick={handleDraft} disabled={reason !== null || draft.isPending} aria-describedby={reason ? 'draft-letters-reason' : undefined}>
          {draft.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PenLine aria-hidden="true" />}
          {draft.isPending
            ? `Drafting ${letters(waiting.length)}…`
            : waiting.length === active.length || waiting.length === 0
              ? 'Draft letters'
              : `Draft ${letters(waiting.length)} more`}
        </Button>
        {reason && (
          <p id="draft-letters-reason" className="text-sm text-muted-foreground">
            {reason}
          </p>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {draft.isPending ? `Drafting ${letters(waiting.length)}.` : ''}
      </p>
      {draft.error && <RunRefusal error={draft.error} />}
    </div>
  );
}
