/**
 * The extractor of the citation linter (lint-citations.ts): every citation-like span of a text in a parsed,
 * normalised form, so a library citation and a text citation can be compared.
 */
import { MONTHS, PATTERNS } from './citation-patterns';

export interface Word {
  readonly norm: string;
  readonly start: number;
  readonly end: number;
}

export interface Pinpoint {
  readonly volume: string;
  readonly reporter: string;
  readonly page: string;
  readonly year?: string;
}

export type Parsed =
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

export interface Candidate {
  readonly index: number;
  readonly end: number;
  readonly parsed: Parsed;
}

export const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

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
export function nameKey(words: readonly Word[]): string {
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
export function extract(source: string): Candidate[] {
  return [...sectionCitations(source), ...keyedCitations(source), ...matterCitations(source), ...caseCitations(source)];
}

const spanOf = (m: RegExpMatchArray) => ({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });

/** Statutes and regulations: INA, U.S.C., C.F.R. */
function sectionCitations(source: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of source.matchAll(PATTERNS.ina)) out.push(...sectionCandidates(m, 'ina:', m[1] ?? '', m[2] ?? '', m[3]));
  for (const m of source.matchAll(PATTERNS.usc)) out.push(...sectionCandidates(m, `usc:${m[1]}:`, m[2] ?? '', m[3] ?? '', m[4]));
  for (const m of source.matchAll(PATTERNS.cfr)) out.push(...sectionCandidates(m, `cfr:${m[1]}:`, m[2] ?? '', m[3] ?? '', m[4]));
  return out;
}

/** Citations identified by a key alone: Policy Manual, memos, alerts, Federal Register, House reports. */
function keyedCitations(source: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of [...source.matchAll(PATTERNS.policyManual), ...source.matchAll(PATTERNS.policyManualShort)]) {
    out.push({ ...spanOf(m), parsed: { type: 'key', key: `pm:${m[1]}:${(m[2] ?? '').toLowerCase()}:${m[3]}` } });
  }
  for (const m of source.matchAll(PATTERNS.policyManualUpdate)) {
    const month = MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()) + 1;
    const key = month > 0 ? `pmu:${m[3]}-${String(month).padStart(2, '0')}-${(m[2] ?? '').padStart(2, '0')}` : `pmu:invalid:${m[0]}`;
    out.push({ ...spanOf(m), parsed: { type: 'key', key } });
  }
  for (const m of source.matchAll(PATTERNS.policyMemo)) {
    out.push({ ...spanOf(m), parsed: { type: 'key', key: `memo:${m[1]}-${m[2]}${m[3] ? `.${m[3]}` : ''}` } });
  }
  for (const m of source.matchAll(PATTERNS.policyAlert)) {
    out.push({ ...spanOf(m), parsed: { type: 'key', key: `pa:${m[1]}-${Number(m[2])}` } });
  }
  for (const m of source.matchAll(PATTERNS.federalRegister)) {
    const year = m[4];
    out.push({ ...spanOf(m), parsed: { type: 'key', key: `fr:${m[1]}:${(m[2] ?? '').replace(/,/g, '')}`, ...(year ? { year } : {}) } });
  }
  for (const m of source.matchAll(PATTERNS.houseReport)) {
    const year = m[2];
    out.push({ ...spanOf(m), parsed: { type: 'key', key: `hrrep:${m[1]}`, ...(year ? { year } : {}) } });
  }
  return out;
}

/** "Matter of" decisions, in full and bare. */
function matterCitations(source: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of source.matchAll(PATTERNS.matterFull)) {
    const name = m[1] ?? '';
    const nameStart = groupStart(m, name, 'Matter'.length);
    const pin = pinpoint(m[2], 'ind', m[3], m[6]);
    const at = m[4];
    if (pin)
      out.push({ ...spanOf(m), parsed: { type: 'matter', name: nameKey(wordsOf(source, nameStart, nameStart + name.length)), pin, ...(at ? { at } : {}) } });
  }
  for (const m of source.matchAll(PATTERNS.matterBare)) {
    const name = m[1] ?? '';
    const nameStart = groupStart(m, name, 'Matter'.length);
    out.push({ ...spanOf(m), parsed: { type: 'matter-bare', words: wordsOf(source, nameStart, nameStart + name.length) } });
  }
  return out;
}

/** Court cases: in full, by docket number, in short form with a pinpoint, and bare names. */
function caseCitations(source: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of source.matchAll(PATTERNS.caseFull)) {
    const at = m[6];
    out.push({
      ...spanOf(m),
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
    out.push({ ...spanOf(m), parsed: { type: 'case', ...caseParties(source, m), docket: norm(m[3] ?? '') } });
  }
  for (const m of source.matchAll(PATTERNS.shortForm)) {
    const name = m[1] ?? '';
    const index = m.index ?? 0;
    out.push({
      ...spanOf(m),
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
    out.push({ ...spanOf(m), parsed: { type: 'case', ...caseParties(source, m) } });
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
export function resolveOverlaps<T extends { index: number; end: number }>(candidates: T[]): T[] {
  const byLength = [...candidates].sort((a, b) => b.end - b.index - (a.end - a.index) || a.index - b.index);
  const kept: T[] = [];
  for (const c of byLength) {
    if (!kept.some((k) => c.index < k.end && k.index < c.end)) kept.push(c);
  }
  return kept.sort((a, b) => a.index - b.index);
}
