import { LoaderCircle } from 'lucide-react';
import { ProgressBar } from './progress-bar';

/** A running job: what it is doing now, a bar and the percent (from the case's processing state). */
export function JobProgress({ label, progress, currentStep }: { label: string; progress: number; currentStep: string }) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
          <LoaderCircle className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
          <span className="truncate">{label}</span>
        </p>
        <span className="text-sm tabular-nums text-muted-foreground" aria-hidden="true">
          {Math.round(progress)}%
        </span>
      </div>
      <ProgressBar value={progress} label={label} valueText={`${currentStep}, ${Math.round(progress)}%`} />
      <p className="text-sm text-muted-foreground">{currentStep}</p>
    </div>
  );
}
