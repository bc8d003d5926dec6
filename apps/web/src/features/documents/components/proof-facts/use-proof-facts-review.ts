import * as React from 'react';
import type { TEvidenceItem } from '@acclaim/contracts';
import type { ProofFact } from '@acclaim/domain';
import { toast } from '@/components/ui/toast';
import { countOf } from '@/lib/format';
import { draftOf, parseDraft } from './proof-fact-draft';
import { useSavedProofFacts } from './use-saved-proof-facts';

type ProofFactsReviewOptions = {
  caseId: string;
  item: TEvidenceItem;
  facts: readonly ProofFact[];
  onOpenChange: (open: boolean) => void;
};

/**
 * The state of the guided review: which fact is shown, what was typed for each, what was saved, and whether closing
 * must first ask before dropping unsaved answers.
 */
export function useProofFactsReview({ caseId, item, facts, onOpenChange }: ProofFactsReviewOptions) {
  const [index, setIndex] = React.useState(0);
  const [initial] = React.useState(() => Object.fromEntries(facts.map((f) => [f.key, draftOf(f, item.details[f.key])])));
  const [drafts, setDrafts] = React.useState<Record<string, string>>(initial);
  const { saved, saveFact, isSaving } = useSavedProofFacts(caseId, item);
  const [error, setError] = React.useState<string | null>(null);
  const [isConfirmingDiscard, setIsConfirmingDiscard] = React.useState(false);
  const [hasMoved, setHasMoved] = React.useState(false);

  const fact = facts[index];
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

  function setDraft(key: string, value: string) {
    setDrafts((all) => ({ ...all, [key]: value }));
    setError(null);
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
      await saveFact(fact.key, parsed.value);
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

  return {
    index,
    fact,
    drafts,
    setDraft,
    savedCount: saved.size,
    unsaved,
    skipped,
    error,
    hasMoved,
    isSaving,
    isConfirmingDiscard,
    setIsConfirmingDiscard,
    requestClose,
    goTo,
    handleSave,
    handleFinish,
  };
}
