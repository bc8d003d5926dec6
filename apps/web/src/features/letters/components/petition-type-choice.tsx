import type { LetterPetitionType } from '@acclaim/domain/letter/schema';
import { cn } from '@/lib/utils';
import { PETITION_NAMES } from '../labels';

export type PetitionChoice = LetterPetitionType | 'recommended';

const OPTIONS: { value: PetitionChoice; title: string; description: string }[] = [
  { value: 'recommended', title: 'Let Acclaim choose', description: 'The classification your eligibility assessment recommends filing first.' },
  { value: 'EB1A', title: PETITION_NAMES.EB1A, description: 'Meeting three of the ten criteria, then the final merits.' },
  { value: 'NIW', title: PETITION_NAMES.NIW, description: 'An advanced degree or exceptional ability, then the three Dhanasar prongs.' },
];

/** Which classification to write for, asked only while the case has not decided. */
export function PetitionTypeChoice({
  value,
  onChange,
  isDisabled,
}: {
  value: PetitionChoice;
  onChange: (value: PetitionChoice) => void;
  isDisabled?: boolean;
}) {
  return (
    <fieldset className="space-y-2" disabled={isDisabled}>
      <legend className="mb-2 text-sm font-medium">Which petition should the letter argue?</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-md border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === option.value ? 'border-primary bg-primary-soft' : 'border-border hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name="petition-type"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span>
              <span className="block font-medium">{option.title}</span>
              <span className="block text-muted-foreground">{option.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
