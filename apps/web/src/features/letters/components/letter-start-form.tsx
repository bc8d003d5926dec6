import * as React from 'react';
import { PenLine } from 'lucide-react';
import type { TCase, TStartLetterRequest } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { PETITION_NAMES } from '../labels';
import { AllowanceNote } from '@/components/plan/allowance-note';
import { PetitionTypeChoice, type PetitionChoice } from './petition-type-choice';
import { RunRefusal } from '@/components/plan/run-refusal';

/** What starting a letter needs, handed down by the workspace to the first-letter card and the new-letter dialog. */
export interface LetterStartProps {
  casePetitionType: TCase['petitionType'];
  allowance: { used: number; allowed: number | null };
  /** A letter is being started or written: no second start meanwhile. */
  isStartBlocked: boolean;
  error: Error | null;
  onStart: (request: TStartLetterRequest) => void;
}

/**
 * Starts a letter: the classification to argue (asked only while the case is undecided), the button, what the
 * plan allows, and the server's refusal as it words it.
 */
export function LetterStartForm({ casePetitionType, allowance, isStartBlocked, error, submitLabel, onStart }: LetterStartProps & { submitLabel: string }) {
  const [choice, setChoice] = React.useState<PetitionChoice>('recommended');
  const isUndecided = casePetitionType === 'UNDECIDED';
  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onStart(isUndecided && choice !== 'recommended' ? { petitionType: choice } : {});
      }}
    >
      {isUndecided ? (
        <PetitionTypeChoice value={choice} onChange={setChoice} isDisabled={isStartBlocked} />
      ) : (
        <p className="text-sm">
          The letter argues your case’s classification: <span className="font-medium">{PETITION_NAMES[casePetitionType]}</span>.
        </p>
      )}
      {error && <RunRefusal error={error} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <Button type="submit" size="lg" disabled={isStartBlocked}>
          <PenLine aria-hidden="true" /> {isStartBlocked ? 'Starting…' : submitLabel}
        </Button>
        <AllowanceNote allowance={allowance} one="petition letter" many="petition letters" note="Editing and rewriting sections of a letter are not counted." />
      </div>
    </form>
  );
}
