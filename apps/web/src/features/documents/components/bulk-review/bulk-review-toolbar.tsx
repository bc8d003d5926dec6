import * as React from 'react';
import type { BulkReviewAction, TDocument, TEvidenceItem } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { BulkChoiceSelects } from './bulk-choice-selects';
import { confidenceChoices, sectionChoices, typeChoices, type BulkChoice, type BulkMode } from './bulk-choices';

const suggestionsWord = (count: number) => `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`;

/**
 * Accept (or reject) many suggestions in one step: a whole CV section, a kind of evidence, or everything read with at
 * least some confidence. The number it takes shows before the click.
 */
export function BulkReviewToolbar({
  suggestions,
  documents,
  onApply,
  isBusy,
}: {
  suggestions: readonly TEvidenceItem[];
  documents: readonly TDocument[];
  onApply: (action: BulkReviewAction, mode: BulkMode, choice: BulkChoice) => void;
  isBusy: boolean;
}) {
  const choicesByMode = React.useMemo(
    () => ({ section: sectionChoices(suggestions, documents), type: typeChoices(suggestions), confidence: confidenceChoices(suggestions) }),
    [suggestions, documents],
  );
  const [mode, setMode] = React.useState<BulkMode>(() => (choicesByMode.section.length ? 'section' : 'type'));
  const [key, setKey] = React.useState<string | null>(null);
  const choices = choicesByMode[mode];
  // The chosen option, or the first one while none is chosen or the chosen one has left (its items were decided).
  const choice = choices.find((candidate) => candidate.key === key) ?? choices.find((candidate) => candidate.count > 0) ?? choices[0];
  const count = choice?.count ?? 0;
  const countId = 'bulk-review-count';

  return (
    <section aria-labelledby="bulk-review-heading" className="space-y-3 rounded-lg border border-border bg-muted/40 p-4">
      <h3 id="bulk-review-heading" className="text-sm font-semibold">
        Review many at once
      </h3>
      <BulkChoiceSelects
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          setKey(null);
        }}
        hasSections={choicesByMode.section.length > 0}
        choices={choices}
        choice={choice}
        onChoiceChange={setKey}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id={countId} className="text-sm" aria-live="polite">
          {count ? `${suggestionsWord(count)} to review ${count === 1 ? 'matches' : 'match'}.` : 'No suggestion to review matches.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="success" disabled={!count || isBusy} aria-describedby={countId} onClick={() => choice && onApply('accept', mode, choice)}>
            Accept {count}
          </Button>
          {/* Rejecting everything read clearly would be an odd wish; sections and kinds are where a whole list is off. */}
          {mode !== 'confidence' && (
            <Button
              size="sm"
              variant="outline"
              disabled={!count || isBusy}
              aria-describedby={countId}
              onClick={() => choice && onApply('reject', mode, choice)}
            >
              Reject {count}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
