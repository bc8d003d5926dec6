import { cn } from '@/lib/utils';

/** Shown on every page: the product is not a law firm and gives no legal advice (spec §1). */
export const DISCLAIMER =
  'Acclaim is not a law firm and does not provide legal advice. Using Acclaim does not create an attorney–client relationship.';

export function Disclaimer({ className }: { className?: string }) {
  return <p className={cn('text-xs leading-relaxed text-muted-foreground', className)}>{DISCLAIMER}</p>;
}
