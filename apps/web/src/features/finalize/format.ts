import type { TNoteRef } from '@acclaim/contracts';

/** "$2,805" */
export const formatUsd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** "§10.2 Fees (as of the latest sources found) · FEE, PP" */
export const refLabel = (ref: TNoteRef) => `${ref.section}${ref.sourceTags.length ? ` · ${ref.sourceTags.join(', ')}` : ''}`;

/** "Part 1", or "the signature part" for the parts the form does not number. */
export const partName = (part: { number: string }) => (/^Part \d+$/.test(part.number) ? part.number : 'the signature part');
