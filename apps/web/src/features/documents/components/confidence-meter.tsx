import { cn } from '@/lib/utils';
import { confidenceLevel, type ConfidenceLevel } from '../labels';

const FILLED: Record<ConfidenceLevel, number> = { low: 1, medium: 2, high: 3 };
const WORDS: Record<ConfidenceLevel, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** How clearly the item was read from its document: three bars and a word, never a percentage. */
export function ConfidenceMeter({ confidence }: { confidence: number }) {
  const level = confidenceLevel(confidence);
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
      <span className="flex items-end gap-0.5" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn('w-1 rounded-sm', bar === 1 ? 'h-1.5' : bar === 2 ? 'h-2.5' : 'h-3.5', bar <= FILLED[level] ? 'bg-primary' : 'bg-border')}
          />
        ))}
      </span>
      {WORDS[level]} confidence
    </span>
  );
}
