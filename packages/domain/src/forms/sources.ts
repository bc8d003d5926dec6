/**
 * Where each form fact comes from, in two parts. For the customer: the official page where the fact can be read
 * and checked (a USCIS page, the eCFR, the Federal Register) and the date the fact is given as of. For maintainers:
 * the research notes' source-key tags behind it (FEE, PP, FORM, FLAG, G28, REG, PM2) and their reliability marks
 * ([P] primary, [S] secondary, [U] uncertain or conflicting); the part of the notes each fact comes from is named
 * in the comments next to it. Nothing in this folder states a form rule, fee or address the notes do not give, and
 * only the official page and the date ever reach the customer. A fact marked 'U' tells the user, in one sentence,
 * where to check it.
 */

/** The day the form facts were last checked against the research notes, including their November 2026 updates. */
export const FORM_FACTS_CHECKED_ON = '2026-11-28';

export interface OfficialSource {
  /** How the page is named to the customer. */
  name: string;
  url: string;
  /** ISO date the fact is given as of: the date of a dated rule, else the day it was last checked. */
  asOf: string;
}

/**
 * The official pages the notes name. A customer reads a fact's answer there; nothing else is taken from them.
 * Statements first found in a law firm's summary or a copy of a document are sent to the page of the agency that
 * publishes the rule or the form.
 */
export const OFFICIAL_SOURCES = {
  i140Form: { name: 'USCIS, Form I-140 page', url: 'https://www.uscis.gov/i-140', asOf: FORM_FACTS_CHECKED_ON },
  regulation: { name: '8 CFR 204.5 on the eCFR', url: 'https://www.ecfr.gov/current/title-8/section-204.5', asOf: FORM_FACTS_CHECKED_ON },
  policyManualEb1: {
    name: 'USCIS Policy Manual, Vol. 6, Part F, Ch. 2',
    url: 'https://www.uscis.gov/policy-manual/volume-6-part-f-chapter-2',
    asOf: FORM_FACTS_CHECKED_ON,
  },
  g28LockboxTips: {
    name: 'USCIS, G-28 tips for lockbox filings',
    url: 'https://www.uscis.gov/forms/g-28-notice-entry-appearance-attorney-or-accredited-representative-tips-lockbox-facility-filings',
    asOf: FORM_FACTS_CHECKED_ON,
  },
  premiumProcessingRule: {
    name: 'Federal Register, 91 FR 1059',
    url: 'https://www.govinfo.gov/content/pkg/FR-2026-01-12/html/2026-00321.htm',
    asOf: '2026-01-12',
  },
  laborCertificationNotice: {
    name: 'Federal Register, 90 FR 3238',
    url: 'https://www.govinfo.gov/content/pkg/FR-2025-01-14/html/2025-00582.htm',
    asOf: '2025-01-14',
  },
} as const satisfies Record<string, OfficialSource>;
export type OfficialSourceId = keyof typeof OFFICIAL_SOURCES;

/** The USCIS page to check what cannot be confirmed (the current I-140 edition, online filing, today's fees). */
export const OFFICIAL_PAGES = {
  i140: OFFICIAL_SOURCES.i140Form.url,
} as const;

/**
 * The hosts a fee or legal statement may send a customer to: the agencies and official publishers of the rules
 * themselves (USCIS, the eCFR, the Federal Register and its GovInfo edition, the Justice Department's immigration
 * courts and Board, Congress, the Supreme Court). A law firm's blog or a document mirror may be right today and
 * wrong tomorrow, and a customer cannot tell which, so it is never the source we show.
 */
export const OFFICIAL_SOURCE_HOSTS = [
  'uscis.gov',
  'ecfr.gov',
  'federalregister.gov',
  'govinfo.gov',
  'justice.gov',
  'congress.gov',
  'supremecourt.gov',
] as const;

export type ReliabilityMark = 'P' | 'S' | 'U';

export interface NoteRef {
  /** The official page where the customer reads and checks the fact. */
  official: OfficialSourceId;
  /** The research notes' source-key tags behind the fact, for maintainers; never shown. */
  sourceTags: readonly string[];
  marks: readonly ReliabilityMark[];
}

/** A fact with where it comes from. */
export interface FormFact {
  text: string;
  ref: NoteRef;
}

/** True when the notes mark the fact uncertain or conflicting: the user is told where to check it. */
export function isUncertain(ref: NoteRef): boolean {
  return ref.marks.includes('U');
}

const MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** "Nov. 28, 2026" from "2026-11-28": the same date on the screen, in the PDF and in any time zone. */
export function formatAsOf(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/** The official source of a fact as the customer reads it: "USCIS, Form I-140 page, as of Nov. 28, 2026". */
export function officialSourceName(ref: NoteRef, asOf: string = OFFICIAL_SOURCES[ref.official].asOf): string {
  return `${OFFICIAL_SOURCES[ref.official].name}, as of ${formatAsOf(asOf)}`;
}

/** The same with its link, for print: "USCIS, Form I-140 page (https://www.uscis.gov/i-140), as of Nov. 28, 2026". */
export function officialSourceLine(ref: NoteRef, asOf: string = OFFICIAL_SOURCES[ref.official].asOf): string {
  const source = OFFICIAL_SOURCES[ref.official];
  return `${source.name} (${source.url}), as of ${formatAsOf(asOf)}`;
}

/**
 * For a fact the sources leave uncertain, one plain sentence telling the user where to check it; null otherwise.
 * "We could not confirm this from an official source as of Nov. 28, 2026: check https://www.uscis.gov/i-140 before you file."
 */
export function checkSentence(ref: NoteRef, asOf: string = OFFICIAL_SOURCES[ref.official].asOf): string | null {
  if (!isUncertain(ref)) return null;
  return `We could not confirm this from an official source as of ${formatAsOf(asOf)}: check ${OFFICIAL_SOURCES[ref.official].url} before you file.`;
}
