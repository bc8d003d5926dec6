/**
 * Citation linter: finds citation-like strings in free text and checks each against the closed
 * library of authorities (library.ts). Anything that looks like a legal citation but is not in the library is
 * reported as unknown, so generated text can be rejected before it reaches a petition.
 *
 * The same extractor parses the library's own citation strings, so a library citation and a text
 * citation are compared in one normalised form (spacing, periods, "§", "C.F.R."/"CFR", "Fed. Reg."/"FR").
 * When in doubt the linter says "unknown": a false alarm costs a review, a false "known" costs a petition.
 */
import { AUTHORITIES, type PinCite } from './library';

export interface LintedCitation {
  /** The citation as it appears in the text. */
  readonly text: string;
  /** Offset of `text` in the linted string. */
  readonly index: number;
  /** The library authority it refers to, or null when it is not in the library. */
  readonly authorityId: string | null;
}

export interface CitationLintResult {
  /** Every citation found, in order of appearance. */
  readonly citations: LintedCitation[];
  /** The citations that are not in the library (authorityId null). */
  readonly unknown: { readonly text: string; readonly index: number }[];
}

// ---------------------------------------------------------------------------------------------
// Building blocks of the patterns
// ---------------------------------------------------------------------------------------------

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

const PATTERNS = {
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

/** Words that often precede a case name but are not part of it ("In Kazarian v. USCIS"). */
const SIGNAL_WORDS = new Set([
  'in',
  'see',
  'also',
  'cf',
  'but',
  'under',
  'as',
  'per',
  'accord',
  'the',
  'and',
  'citing',
  'following',
  'compare',
  'contra',
  'eg',
]);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// ---------------------------------------------------------------------------------------------
// Parsed form
// ---------------------------------------------------------------------------------------------

interface Word {
  readonly norm: string;
  readonly start: number;
  readonly end: number;
}

interface Pinpoint {
  readonly volume: string;
  readonly reporter: string;
  readonly page: string;
  readonly year?: string;
}

type Parsed =
  /** Statutes, regulations, Policy Manual, memos, alerts, Federal Register, House reports. */
  | { readonly type: 'key'; readonly key: string; readonly year?: string }
  | { readonly type: 'matter'; readonly name: string; readonly pin: Pinpoint; readonly at?: string }
  | { readonly type: 'matter-bare'; readonly words: readonly Word[] }
  | {
      readonly type: 'case';
      readonly first: readonly Word[];
      readonly second: readonly Word[];
      readonly pin?: Pinpoint;
      readonly later?: Pinpoint;
      readonly at?: string;
      readonly docket?: string;
    }
  /** "Dhanasar, 26 I&N Dec. at 887": a short name, the volume and reporter of the full citation, a pinpoint. */
  | { readonly type: 'short'; readonly words: readonly Word[]; readonly volume: string; readonly reporter: string; readonly at: string };

interface Candidate {
  readonly index: number;
  readonly end: number;
  readonly parsed: Parsed;
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Split `source[start, end)` into words with absolute offsets, dropping pure punctuation. */
function wordsOf(source: string, start: number, end: number): Word[] {
  const out: Word[] = [];
  for (const m of source.slice(start, end).matchAll(/[^\s,]+/g)) {
    const n = norm(m[0]);
    if (n) out.push({ norm: n, start: start + m.index, end: start + m.index + m[0].length });
  }
  return out;
}

/** A decision name key: "Christo's, Inc." and "Christo's" both give "christos". */
function nameKey(words: readonly Word[]): string {
  const ws = words.map((w) => w.norm);
  while (ws.length > 1 && ['inc', 'llc', 'ltd', 'corp'].includes(ws[ws.length - 1] ?? '')) ws.pop();
  return ws.join('');
}

const reporterKey = (r: string): string => norm(r);

function pinpoint(volume: string | undefined, reporter: string | undefined, page: string | undefined, year: string | undefined): Pinpoint | undefined {
  if (!volume || !reporter || !page) return undefined;
  return { volume, reporter: reporterKey(reporter), page, ...(year ? { year } : {}) };
}

/** Offset of capture group `group` (text `value`) inside match `m`, searching after `from`. */
function groupStart(m: RegExpMatchArray, value: string, from = 0): number {
  return (m.index ?? 0) + m[0].indexOf(value, from);
}

/** Candidates for section-style citations, splitting "(i)-(x)" ranges into two citations. */
function sectionCandidates(m: RegExpMatchArray, prefix: string, section: string, subs: string, rangeEnd: string | undefined): Candidate[] {
  const index = m.index ?? 0;
  const subsKey = subs.replace(/\s/g, '').toLowerCase();
  if (!rangeEnd) return [{ index, end: index + m[0].length, parsed: { type: 'key', key: `${prefix}${section}${subsKey}` } }];
  const endText = `(${rangeEnd})`;
  const endIndex = index + m[0].lastIndexOf(endText);
  const startEnd = index + m[0].search(/\s?[-–—]\s?\([A-Za-z0-9]{1,5}\)$/);
  const siblingKey = subsKey.replace(/\([a-z0-9]+\)$/, `(${rangeEnd.toLowerCase()})`);
  return [
    { index, end: startEnd, parsed: { type: 'key', key: `${prefix}${section}${subsKey}` } },
    { index: endIndex, end: endIndex + endText.length, parsed: { type: 'key', key: `${prefix}${section}${siblingKey}` } },
  ];
}

/** Every citation-like span in `source`, overlaps not yet resolved. */
function extract(source: string): Candidate[] {
  const out: Candidate[] = [];
  const span = (m: RegExpMatchArray) => ({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });

  for (const m of source.matchAll(PATTERNS.ina)) out.push(...sectionCandidates(m, 'ina:', m[1] ?? '', m[2] ?? '', m[3]));
  for (const m of source.matchAll(PATTERNS.usc)) out.push(...sectionCandidates(m, `usc:${m[1]}:`, m[2] ?? '', m[3] ?? '', m[4]));
  for (const m of source.matchAll(PATTERNS.cfr)) out.push(...sectionCandidates(m, `cfr:${m[1]}:`, m[2] ?? '', m[3] ?? '', m[4]));

  for (const m of [...source.matchAll(PATTERNS.policyManual), ...source.matchAll(PATTERNS.policyManualShort)]) {
    out.push({ ...span(m), parsed: { type: 'key', key: `pm:${m[1]}:${(m[2] ?? '').toLowerCase()}:${m[3]}` } });
  }
  for (const m of source.matchAll(PATTERNS.policyManualUpdate)) {
    const month = MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()) + 1;
    const key = month > 0 ? `pmu:${m[3]}-${String(month).padStart(2, '0')}-${(m[2] ?? '').padStart(2, '0')}` : `pmu:invalid:${m[0]}`;
    out.push({ ...span(m), parsed: { type: 'key', key } });
  }
  for (const m of source.matchAll(PATTERNS.policyMemo)) {
    out.push({ ...span(m), parsed: { type: 'key', key: `memo:${m[1]}-${m[2]}${m[3] ? `.${m[3]}` : ''}` } });
  }
  for (const m of source.matchAll(PATTERNS.policyAlert)) {
    out.push({ ...span(m), parsed: { type: 'key', key: `pa:${m[1]}-${Number(m[2])}` } });
  }
  for (const m of source.matchAll(PATTERNS.federalRegister)) {
    const year = m[4];
    out.push({ ...span(m), parsed: { type: 'key', key: `fr:${m[1]}:${(m[2] ?? '').replace(/,/g, '')}`, ...(year ? { year } : {}) } });
  }
  for (const m of source.matchAll(PATTERNS.houseReport)) {
    const year = m[2];
    out.push({ ...span(m), parsed: { type: 'key', key: `hrrep:${m[1]}`, ...(year ? { year } : {}) } });
  }

  for (const m of source.matchAll(PATTERNS.matterFull)) {
    const name = m[1] ?? '';
    const nameStart = groupStart(m, name, 'Matter'.length);
    const pin = pinpoint(m[2], 'ind', m[3], m[6]);
    const at = m[4];
    if (pin)
      out.push({ ...span(m), parsed: { type: 'matter', name: nameKey(wordsOf(source, nameStart, nameStart + name.length)), pin, ...(at ? { at } : {}) } });
  }
  for (const m of source.matchAll(PATTERNS.matterBare)) {
    const name = m[1] ?? '';
    const nameStart = groupStart(m, name, 'Matter'.length);
    out.push({ ...span(m), parsed: { type: 'matter-bare', words: wordsOf(source, nameStart, nameStart + name.length) } });
  }

  for (const m of source.matchAll(PATTERNS.caseFull)) {
    const at = m[6];
    out.push({
      ...span(m),
      parsed: {
        type: 'case',
        ...caseParties(source, m),
        pin: pinpoint(m[3], m[4], m[5], m[8]),
        later: pinpoint(m[9], m[10], m[11], m[13]),
        ...(at ? { at } : {}),
      },
    });
  }
  for (const m of source.matchAll(PATTERNS.caseDocket)) {
    out.push({ ...span(m), parsed: { type: 'case', ...caseParties(source, m), docket: norm(m[3] ?? '') } });
  }
  for (const m of source.matchAll(PATTERNS.shortForm)) {
    const name = m[1] ?? '';
    const index = m.index ?? 0;
    out.push({
      ...span(m),
      // The I&N reporter is keyed 'ind', as in the full "Matter of" form.
      parsed: {
        type: 'short',
        words: wordsOf(source, index, index + name.length),
        volume: m[2] ?? '',
        reporter: /^I/.test(m[3] ?? '') ? 'ind' : reporterKey(m[3] ?? ''),
        at: m[4] ?? '',
      },
    });
  }
  for (const m of source.matchAll(PATTERNS.caseBare)) {
    out.push({ ...span(m), parsed: { type: 'case', ...caseParties(source, m) } });
  }
  return out;
}

/** The two party names of "First v. Second", as words of the source. */
function caseParties(source: string, m: RegExpMatchArray) {
  const [whole, first = '', second = ''] = m;
  const index = m.index ?? 0;
  const secondStart = index + whole.indexOf(second, first.length);
  return { first: wordsOf(source, index, index + first.length), second: wordsOf(source, secondStart, secondStart + second.length) };
}

/** Keep the longest of overlapping spans (a full citation beats the bare name inside it). */
function resolveOverlaps<T extends { index: number; end: number }>(candidates: T[]): T[] {
  const byLength = [...candidates].sort((a, b) => b.end - b.index - (a.end - a.index) || a.index - b.index);
  const kept: T[] = [];
  for (const c of byLength) {
    if (!kept.some((k) => c.index < k.end && k.index < c.end)) kept.push(c);
  }
  return kept.sort((a, b) => a.index - b.index);
}

// ---------------------------------------------------------------------------------------------
// The library in parsed form
// ---------------------------------------------------------------------------------------------

interface LibraryEntry {
  readonly id: string;
  readonly parsed: Parsed;
  /** The short name, normalised, for short-form citations ("Dhanasar, 26 I&N Dec. at 887"). */
  readonly short: string;
  readonly pins: readonly PinCite[];
}

interface LibraryIndex {
  readonly entries: readonly LibraryEntry[];
  /** Bare "Matter of X" names: full name key and short-name key -> id. */
  readonly matterNames: ReadonlyMap<string, string>;
}

let libraryIndex: LibraryIndex | undefined;

function getLibraryIndex(): LibraryIndex {
  if (libraryIndex) return libraryIndex;
  const entries: LibraryEntry[] = [];
  const matterNames = new Map<string, string>();
  for (const a of AUTHORITIES) {
    // A library citation parses to exactly one citation (checked by the tests); take the first.
    const parsed = resolveOverlaps(extract(a.citation))[0]?.parsed;
    if (!parsed) continue;
    entries.push({ id: a.id, parsed, short: norm(a.shortName), pins: a.pinCites ?? [] });
    if (parsed.type === 'matter') {
      matterNames.set(parsed.name, a.id);
      matterNames.set(norm(a.shortName), a.id);
    }
  }
  libraryIndex = { entries, matterNames };
  return libraryIndex;
}

// ---------------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------------

const yearsAgree = (a: string | undefined, b: string | undefined): boolean => !a || !b || a === b;

interface PinRange {
  readonly from: number;
  readonly to: number;
  readonly note: string | null;
}

/** "1119-22" -> 1119..1122 (the end abbreviates the start), "188-89 n.6" -> 188..189, note 6. */
function pinRange(pin: string): PinRange | null {
  const m = /^(\d+)(?:\s?[-–]\s?(\d+))?(?:\s*nn?\.\s?(\d+))?$/.exec(pin.trim());
  if (!m?.[1]) return null;
  const from = Number(m[1]);
  const tail = m[2];
  const to = tail ? Number(m[1].slice(0, Math.max(0, m[1].length - tail.length)) + tail) : from;
  return to < from ? null : { from, to, note: m[3] ?? null };
}

/**
 * A pinpoint in a text is known when it falls inside a pinpoint the library gives for that authority ("1122"
 * inside "1119-22"), with the same footnote if it names one. A pin the notes do not give is never accepted.
 */
function pinKnown(at: string, pins: readonly PinCite[]): boolean {
  const text = pinRange(at);
  if (!text) return false;
  return pins.some(({ pin }) => {
    const lib = pinRange(pin);
    return lib !== null && text.from >= lib.from && text.to <= lib.to && (text.note === null || text.note === lib.note);
  });
}

function samePin(text: Pinpoint, lib: Pinpoint): boolean {
  return text.volume === lib.volume && text.reporter === lib.reporter && text.page === lib.page && yearsAgree(text.year, lib.year);
}

const sameWords = (a: readonly Word[], b: readonly Word[]): boolean => a.length === b.length && a.every((w, i) => w.norm === b[i]?.norm);

/**
 * Match case names: the library's first party must end the text's first-party run ("In Kazarian"),
 * the library's second party must start the text's second-party run. Returns the matched span.
 */
function matchCaseNames(text: Extract<Parsed, { type: 'case' }>, lib: Extract<Parsed, { type: 'case' }>): { start: number; end: number } | null {
  const first = text.first.slice(text.first.length - lib.first.length);
  const second = text.second.slice(0, lib.second.length);
  if (lib.first.length > text.first.length || !sameWords(first, lib.first) || !sameWords(second, lib.second)) return null;
  return { start: first[0]?.start ?? 0, end: second[second.length - 1]?.end ?? 0 };
}

function resolve(c: Candidate, source: string): LintedCitation {
  const { entries, matterNames } = getLibraryIndex();
  const p = c.parsed;
  const found = (id: string | null, index = c.index, end = c.end): LintedCitation => ({
    // A bare name's last word may carry the sentence's full stop ("... Matter of Dhanasar.").
    text: p.type === 'matter-bare' ? source.slice(index, end).replace(/[.,;:]+$/, '') : source.slice(index, end),
    index,
    authorityId: id,
  });

  switch (p.type) {
    case 'key': {
      const hit = entries.find((e) => e.parsed.type === 'key' && e.parsed.key === p.key && yearsAgree(p.year, e.parsed.year));
      return found(hit?.id ?? null);
    }
    case 'matter': {
      const hit = entries.find((e) => e.parsed.type === 'matter' && e.parsed.name === p.name && samePin(p.pin, e.parsed.pin));
      return found(hit && (!p.at || pinKnown(p.at, hit.pins)) ? hit.id : null);
    }
    case 'short': {
      // "See Dhanasar, 26 I&N Dec. at 887": the name is the run's last words; the reporter must be the authority's.
      for (let k = 1; k <= p.words.length; k++) {
        const words = p.words.slice(p.words.length - k);
        const key = nameKey(words);
        const hit = entries.find((e) => {
          const lib = e.parsed.type === 'matter' || e.parsed.type === 'case' ? e.parsed.pin : undefined;
          return (
            lib !== undefined &&
            lib.volume === p.volume &&
            lib.reporter === p.reporter &&
            (e.short === key || (e.parsed.type === 'matter' && e.parsed.name === key))
          );
        });
        if (hit) return found(pinKnown(p.at, hit.pins) ? hit.id : null, words[0]?.start ?? c.index);
      }
      const firstReal = p.words.find((w) => !SIGNAL_WORDS.has(w.norm));
      return found(null, firstReal?.start ?? c.index);
    }
    case 'matter-bare': {
      // Longest run of capitalised words that names a library decision: "Matter of Dhanasar USCIS" -> Dhanasar.
      for (let k = p.words.length; k > 0; k--) {
        const id = matterNames.get(nameKey(p.words.slice(0, k)));
        if (id) return found(id, c.index, p.words[k - 1]?.end ?? c.end);
      }
      return found(null);
    }
    case 'case': {
      for (const e of entries) {
        if (e.parsed.type !== 'case') continue;
        const lib = e.parsed;
        if (p.pin && (!lib.pin || !samePin(p.pin, lib.pin))) continue;
        if (p.later && (!lib.later || !samePin(p.later, lib.later))) continue;
        if (p.docket && p.docket !== lib.docket) continue;
        const names = matchCaseNames(p, lib);
        if (!names) continue;
        if (p.at && !pinKnown(p.at, e.pins)) return found(null, names.start);
        return found(e.id, names.start, p.pin || p.docket ? c.end : names.end);
      }
      // Unknown: report it without leading signal words ("See", "In").
      const firstReal = p.first.find((w) => !SIGNAL_WORDS.has(w.norm));
      return found(null, firstReal?.start ?? c.index);
    }
  }
}

/** Find citation-like strings in `text` and check each against the closed library. */
export function lintCitations(text: string): CitationLintResult {
  // Resolve first, then drop overlaps: resolution trims spans ("The AAO In Kazarian v. USCIS" ->
  // "Kazarian v. USCIS"), and trimmed spans must not hide a neighbouring citation.
  const resolved = extract(text).map((c) => {
    const r = resolve(c, text);
    return { ...r, end: r.index + r.text.length };
  });
  const citations = resolveOverlaps(resolved).map(({ text: t, index, authorityId }) => ({ text: t, index, authorityId }));
  return {
    citations,
    unknown: citations.filter((c) => c.authorityId === null).map(({ text: t, index }) => ({ text: t, index })),
  };
}
