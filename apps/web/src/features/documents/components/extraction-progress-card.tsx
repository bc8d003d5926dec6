import * as React from 'react';
import { CircleCheck, Info, LoaderCircle } from 'lucide-react';
import type { TProcessingState } from '@acclaim/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';

/** The processing type the server uses while it reads a document. */
const EXTRACTION = 'extraction';

/**
 * While a document is read: a bar with the step and percent. Once the reading this visit watched has
 * finished: one line with the outcome. Nothing from earlier visits, which would only be noise.
 */
export function ExtractionProgressCard({ processing }: { processing: TProcessingState[] }) {
  const extraction = processing.find((state) => state.type === EXTRACTION);
  const [hasSeenActive, setHasSeenActive] = React.useState(false);
  // Remembered during render (not in an effect), so the finished line appears in the same paint.
  if (extraction?.isActive && !hasSeenActive) setHasSeenActive(true);

  // One live region that stays mounted, so the step changes and the final line are announced.
  return <div aria-live="polite">{extraction && (extraction.isActive || hasSeenActive) && <ExtractionState extraction={extraction} />}</div>;
}

function ExtractionState({ extraction }: { extraction: TProcessingState }) {
  const documentName = typeof extraction.details.documentName === 'string' ? extraction.details.documentName : null;
  if (!extraction.isActive) {
    // The server ends with "Done: …" or with why it could not read the file.
    const isDone = /^done\b/i.test(extraction.currentStep);
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {isDone ? <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" /> : <Info className="size-4 shrink-0" aria-hidden="true" />}
        {extraction.currentStep}
      </p>
    );
  }

  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <div className="flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2 text-sm font-medium">
            <LoaderCircle className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
            <span className="truncate">{documentName ? `Reading ${documentName}` : 'Reading your document'}</span>
          </p>
          <span className="text-sm tabular-nums text-muted-foreground" aria-hidden="true">
            {extraction.progress}%
          </span>
        </div>
        <ProgressBar value={extraction.progress} label={documentName ? `Reading ${documentName}` : 'Reading your document'} />
        <p className="text-sm text-muted-foreground">{extraction.currentStep}</p>
      </CardContent>
    </Card>
  );
}
