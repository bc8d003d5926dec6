/**
 * Where each form fact comes from: a section of shared/domain/legal-domain.md (named as that file names
 * it), the source tags it gives there (its §0 source key: FORM, FEE, PP, G28, FLAG, REG) and its reliability
 * marks ([P] primary, [S] secondary, [U] uncertain or conflicting). Nothing in this folder states a form rule,
 * fee or address the notes do not give; a fact marked 'U' is shown to the user as unconfirmed.
 */
export const LEGAL_SECTIONS = {
  eb1aFramework: '§1 EB-1A framework (statute and regulation)',
  parts: '§10.1 Parts and key fields',
  fees: '§10.2 Fees (as of the latest sources found)',
  whereToFile: '§10.3 Where to file',
  supporting: '§10.4 Supporting forms and documents',
  payment: '§14.3 Paying USCIS fees',
} as const;

/**
 * The USCIS page to check what the notes cannot confirm (the current I-140 edition, whether it can be filed
 * online, today's fees). It is where the user reads the answer; nothing here is taken from it.
 */
export const OFFICIAL_PAGES = {
  i140: 'https://www.uscis.gov/i-140',
} as const;
export type LegalSection = (typeof LEGAL_SECTIONS)[keyof typeof LEGAL_SECTIONS];

export type ReliabilityMark = 'P' | 'S' | 'U';

export interface NoteRef {
  section: LegalSection;
  /** Source tags from the notes' source key, or the page the notes name. */
  sourceTags: readonly string[];
  marks: readonly ReliabilityMark[];
}

/** A fact from the notes with where it comes from. */
export interface FormFact {
  text: string;
  ref: NoteRef;
}

/** True when the notes mark the fact uncertain or conflicting: the UI says "unconfirmed, check the live form". */
export function isUncertain(ref: NoteRef): boolean {
  return ref.marks.includes('U');
}
