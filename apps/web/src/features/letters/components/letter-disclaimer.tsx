import { Scale } from 'lucide-react';
import { cn } from '@/lib/utils';

/** On every state of the screen: the letter is a draft to review, not legal advice. */
export function LetterDisclaimer({ className }: { className?: string }) {
  return (
    <p className={cn('flex gap-2 text-xs leading-relaxed text-muted-foreground', className)}>
      <Scale className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>
        Acclaim is not a law firm and this letter is not legal advice. It is a draft built from the evidence you accepted: review every statement and exhibit,
        ideally with an immigration attorney, before you file.
      </span>
    </p>
  );
}
