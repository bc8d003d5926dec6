import { cn } from '@/lib/utils';

/** Shown on every page: the product is not a law firm and gives no legal advice. */
export const DISCLAIMER = 'Acclaim is not a law firm and does not provide legal advice. Using Acclaim does not create an attorney–client relationship.';

/**
 * Under a firm's brand the software is still not a law firm, but the firm is, and its attorneys do advise: the
 * statement stays true without naming Acclaim when the firm hides our name (white label).
 */
export function firmDisclaimer(firmName: string, hideAcclaim: boolean): string {
  const software = hideAcclaim ? 'The drafting software' : 'Acclaim, the drafting software,';
  return `${software} is not a law firm and does not provide legal advice. Legal advice on your case comes from your attorney at ${firmName}.`;
}

export function Disclaimer({ className, firm }: { className?: string; firm?: { name: string; hideAcclaim: boolean } | null }) {
  return <p className={cn('text-xs leading-relaxed text-muted-foreground', className)}>{firm ? firmDisclaimer(firm.name, firm.hideAcclaim) : DISCLAIMER}</p>;
}
