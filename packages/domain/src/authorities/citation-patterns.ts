/**
 * The regular expressions of the citation linter (lint-citations.ts): one pattern per citation form, built from
 * shared pieces (names, subsection chains, reporters, pinpoints). All are global; each is matched over the whole
 * text and overlaps are resolved afterwards.
 */

/** A word of a party or decision name: starts with a capital, may hold . ' & - (Dep't, O-R-E-, Co.). */
const NAME_WORD = String.raw`[A-Z][\w'’.&-]*`;
/** A word of a bare decision name: as NAME_WORD but without full stops. */
const BARE_WORD = String.raw`[A-Z][\w'’&-]*`;
/** A name: capitalised words, optionally joined by "of", "for", "the", "and", "&", or a comma (", Inc."). */
const NAME = String.raw`${NAME_WORD}(?:,?\s+(?:(?:of|for|the|and|&)\s+)*${NAME_WORD})*`;
/** Subsection chain such as "(b)(1)(A)" or "(h) (3) (iv)". */
const SUBSECTIONS = String.raw`(?:\s?\([A-Za-z0-9]{1,5}\))*`;
/** Optional range end, as in "(h)(3)(i)-(x)". */
const RANGE_END = String.raw`(?:\s?[-–—]\s?\(([A-Za-z0-9]{1,5})\))?`;
/** Court reporters we recognise: F.2d/F.3d/F.4th, F. Supp. (2d/3d), F. App'x, U.S., Westlaw. */
const REPORTER = String.raw`F\.\s?(?:2d|3d|4th)|F\.\s?Supp\.(?:\s?[23]d)?|F\.\s?App['’]x|U\.\s?S\.|WL`;
/** A pinpoint after the first page: "887", "1119-22", "188-89 n.6". */
const PIN = String.raw`\d+(?:\s?[-–]\s?\d+)?(?:\s*nn?\.\s?\d+)?`;
/** Docket number of an unreported decision: "No. 4:24-CV-3170". */
const DOCKET = String.raw`No\.\s+(\d[\w:.-]*\w)`;
/** Optional parenthetical ending in a year: "(9th Cir. 2010)", "(AAO 2016)", "(Jan. 12, 2026)". */
const YEAR_PAREN = String.raw`(?:\s*\(([^()]*?(\d{4}))\))?`;

// ---------------------------------------------------------------------------------------------
// Patterns (all global; each is matched over the whole text, overlaps are resolved afterwards)
// ---------------------------------------------------------------------------------------------

export const PATTERNS = {
  /** "INA § 203(b)(1)(A)", "INA 203(b)(2)(B)(i)", "INA section 291". */
  ina: new RegExp(String.raw`\bINA\s*(?:§+|[Ss]ection|[Ss]ec\.)?\s*(\d+)(${SUBSECTIONS})${RANGE_END}`, 'g'),
  /** "8 U.S.C. § 1153(b)(1)(A)" - never in the library today, so always flagged. */
  usc: new RegExp(String.raw`\b(\d+)\s*U\.\s?S\.\s?C\.?\s*(?:§+)?\s*(\d+[a-z]?)(${SUBSECTIONS})${RANGE_END}`, 'g'),
  /** "8 C.F.R. § 204.5(h)(3)(iv)", "8 CFR 204.5(h)(3)(iv)", "8 C.F.R. §204.5(h)(3)(i)-(x)", "8 CFR Part 204". */
  cfr: new RegExp(String.raw`\b(\d+)\s*C\.?\s?F\.?\s?R\.?\s*(?:§+|[Ss]ection|[Ss]ec\.|[Pp]art)?\s*(\d+(?:\.\d+)?)(${SUBSECTIONS})${RANGE_END}`, 'g'),
  /** "USCIS Policy Manual, Vol. 6, Pt. F, Ch. 2" and "Volume 6, Part F, Chapter 2". */
  policyManual: /\bUSCIS\s+Policy\s+Manual,?\s+Vol(?:ume|\.)?\s*(\d+),?\s+P(?:ar)?t\.?\s*([A-Z]),?\s+Ch(?:apter|\.)?\s*(\d+)/g,
  /** USCIS's own short form: "6 USCIS-PM F.2". */
  policyManualShort: /\b(\d+)\s+USCIS-PM\s+([A-Z])\.(\d+)/g,
  /** "USCIS Policy Manual Update (Jan. 21, 2022)" - updates the notes know only by date. */
  policyManualUpdate: /\bUSCIS\s+Policy\s+Manual\s+[Uu]pdate\s*\(([A-Z][a-z]+)\.?\s+(\d{1,2}),\s+(\d{4})\)/g,
  /** "PM-602-0005.1" (policy memoranda). */
  policyMemo: /\bPM-(\d{3})-(\d{4})(?:\.(\d+))?/g,
  /** "PA-2024-24" (policy alerts). */
  policyAlert: /\bPA-(\d{4})-(\d{1,3})\b/g,
  /** "91 FR 1059", "56 Fed. Reg. 60,897 (Nov. 29, 1991)". */
  federalRegister: new RegExp(String.raw`\b(\d+)\s+(?:FR|Fed\.\s?Reg\.)\s+(\d{1,3}(?:,\d{3})+|\d+)${YEAR_PAREN}`, 'g'),
  /** "H.R. Rep. No. 101-723, at 59 (1990)". */
  houseReport: /\bH\.\s?R\.\s?Rep\.\s?No\.\s?(\d+-\d+)(?:,\s*at\s+\d+)?(?:\s*\((\d{4})\))?/g,
  /** "Matter of Dhanasar, 26 I&N Dec. 884 (AAO 2016)". */
  matterFull: new RegExp(String.raw`\bMatter\s+of\s+(${NAME}),\s+(\d+)\s+I\s?&\s?N\s+Dec\.\s+(\d+)(?:,\s*(${PIN}))?${YEAR_PAREN}`, 'g'),
  /**
   * Bare "Matter of Dhanasar" (not "a matter of ..."). Inner words carry no full stop, so the name
   * ends at a sentence end ("Matter of E-M-. USCIS ..."); only its last word may ("Dep't of Transp.").
   */
  matterBare: new RegExp(String.raw`(?<![Aa]\s)\bMatter\s+of\s+(${BARE_WORD}(?:\s+(?:of\s+)?${BARE_WORD})*\.?)`, 'g'),
  /** "Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010)", with optional ", aff'd, 683 F.3d 1030 (9th Cir. 2012)". */
  caseFull: new RegExp(
    String.raw`(${NAME})\s+v\.\s+(${NAME}),\s+(\d+)\s+(${REPORTER})\s+(\d+)(?:,\s*(${PIN}))?${YEAR_PAREN}` +
      String.raw`(?:,?\s+aff['’]d,?\s+(\d+)\s+(${REPORTER})\s+(\d+)${YEAR_PAREN})?`,
    'g',
  ),
  /** An unreported decision by docket number: "Mukherji v. Miller, No. 4:24-CV-3170 (D. Neb. Jan. 28, 2026)". */
  caseDocket: new RegExp(String.raw`(${NAME})\s+v\.\s+(${NAME}),\s+${DOCKET}${YEAR_PAREN}`, 'g'),
  /** Short form with a pinpoint: "Dhanasar, 26 I&N Dec. at 887", "Kazarian, 596 F.3d at 1119-22". */
  shortForm: new RegExp(String.raw`\b(${BARE_WORD}(?:\s+${BARE_WORD})*),\s+(\d+)\s+(I\s?&\s?N\s+Dec\.|${REPORTER})\s+at\s+(${PIN})`, 'g'),
  /** Bare case name "Kazarian v. USCIS". */
  caseBare: new RegExp(String.raw`(${NAME})\s+v\.\s+(${NAME})`, 'g'),
};

export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
