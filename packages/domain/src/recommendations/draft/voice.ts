/**
 * What the phrasings of a draft fill in. Every bank of phrasings has `BANK_SIZE` entries, and a letter picks
 * entry `styleIndex` (per-fact slots step through the bank at different strides), so the letters of one plan,
 * whose style indexes differ, never share a phrasing slot for slot.
 */
export const BANK_SIZE = 8;

export interface Voice {
  /** The recommender as they sign: "Prof. Elena Marquez". */
  readonly me: string;
  /** "Professor of Genome Sciences at Stanford University", "based at Stanford University", or null. */
  readonly standing: string | null;
  /** The applicant's full name, for the first mention. */
  readonly full: string;
  /** "Dr. Raman" after the first mention. */
  readonly short: string;
  /** "computational biology", or "the field". */
  readonly field: string;
  /** The letter's focus as a noun phrase: "original contributions". */
  readonly topic: string;
  /** The recommender's institution, when known. */
  readonly affiliation: string | null;
}

export type Phrase = (v: Voice) => string;
export type Bank = readonly Phrase[];

/** Entry `index` of a bank, wrapping around; per-fact slots pass `style + stride × fact`. */
export function pick<T>(bank: readonly T[], index: number): T {
  const entry = bank[((index % bank.length) + bank.length) % bank.length];
  if (entry === undefined) throw new Error('Empty phrase bank');
  return entry;
}

/**
 * Odd strides per slot of a fact paragraph: two letters of a plan can agree on one slot of a paragraph,
 * never on all of them (the strides differ by an even number, and a letter holds at most three facts).
 */
export const FACT_STRIDES = { identify: 1, figures: 3, describe: 5 } as const;
