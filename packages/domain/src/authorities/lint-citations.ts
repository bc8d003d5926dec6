/**
 * Citation linter: finds citation-like strings in free text and checks each against the closed
 * library of authorities (library.ts). Anything that looks like a legal citation but is not in the library is
 * reported as unknown, so generated text can be rejected before it reaches a petition.
 *
 * The same extractor parses the library's own citation strings, so a library citation and a text
 * citation are compared in one normalised form (spacing, periods, "§", "C.F.R."/"CFR", "Fed. Reg."/"FR").
 * When in doubt the linter says "unknown": a false alarm costs a review, a false "known" costs a petition.
 */
import { extract, nameKey, norm, resolveOverlaps, type Candidate, type Parsed, type Pinpoint, type Word } from './citation-candidates';
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
