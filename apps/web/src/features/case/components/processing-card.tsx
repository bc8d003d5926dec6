import type { TProcessingState } from '@acclaim/contracts';
import { Loader2 } from 'lucide-react';
import { ProgressBar } from '@/components/ui/progress-bar';

/** The work running on the case, as the server streams it: a bar with the current step. */
export function ProcessingCard({ states }: { states: TProcessingState[] }) {
  const active = states.filter((state) => state.isActive);
  const last = [...states].sort((a, b) => b.details.lastUpdated.localeCompare(a.details.lastUpdated))[0];
  return (
    <div aria-live="polite" className="space-y-4">
      {active.length === 0 && (
        <p className="text-sm text-muted-foreground">{last ? last.currentStep : 'Nothing is running. Uploads are read here as they arrive.'}</p>
      )}
      {active.map((state) => (
        <div key={state.type}>
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="flex items-center gap-2 font-medium">
              <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" /> {state.currentStep}
            </span>
            <span className="text-muted-foreground">{state.progress}%</span>
          </div>
          <ProgressBar value={state.progress} label={state.currentStep} className="mt-2" />
        </div>
      ))}
    </div>
  );
}
