import { cn } from '@/lib/utils';
import type { OnboardingStep } from './onboarding-steps';

/** The row of bars over the onboarding card: one per step, filled up to the current one. */
export function OnboardingStepper({ steps, current }: { steps: OnboardingStep[]; current: number }) {
  return (
    <ol className="flex gap-2" aria-label="Progress">
      {steps.map((entry, index) => (
        <li key={entry.id} className="flex-1">
          <span className={cn('block h-1.5 rounded-full', index <= current ? 'bg-primary' : 'bg-muted')} aria-hidden="true" />
          <span className="sr-only">
            {entry.title}: {index < current ? 'done' : index === current ? 'current step' : 'to do'}
          </span>
        </li>
      ))}
    </ol>
  );
}
