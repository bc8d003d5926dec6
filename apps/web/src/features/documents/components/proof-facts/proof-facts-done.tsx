import { ArrowLeft } from 'lucide-react';
import type { ProofFact } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { countOf } from '@/lib/format';

/** The end of the guided review: how many facts were saved and which stay missing. */
export function ProofFactsDone({
  savedCount,
  skipped,
  onBack,
  onDone,
}: {
  savedCount: number;
  skipped: readonly ProofFact[];
  onBack: () => void;
  onDone: () => void;
}) {
  return (
    <div className="space-y-3 text-sm">
      <p>
        {savedCount > 0 ? `You saved ${countOf(savedCount, 'fact')}.` : 'No fact was saved.'}
        {skipped.length > 0 &&
          ` ${countOf(skipped.length, 'fact')} stay${skipped.length === 1 ? 's' : ''} missing: ${skipped.map((f) => f.label.toLowerCase()).join('; ')}.`}
      </p>
      <DialogFooter className="sm:justify-between">
        <Button type="button" variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
