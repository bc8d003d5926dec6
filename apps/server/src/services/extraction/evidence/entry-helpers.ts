/**
 * Small helpers shared by the offline extractor's readers: the draft shape, entry text without list markers
 * and dates, organisation-like names, quoted and italic titles.
 */
import type { EvidenceType } from '@acclaim/domain';
import type { Entry } from './structure';
import { findDates, splitLeadingDate, stripMarkup, tidy } from './text';

export interface Draft {
  type: EvidenceType;
  title: string;
  description: string;
  date: string | null;
  details: Record<string, unknown>;
  sourcePages: number[];
  confidence: number;
}

export const STRONG_AWARD = /\b(?:awards?|prizes?|medals?|fellowships?|scholarships?|honou?rs?|laureate|trophy)\b/i;
export const ORG_WORD =
  /\b(?:university|universit[éà]|college|institute|institution|foundation|society|association|academy|council|agency|department|ministry|cent(?:er|re)|national|federation|organi[sz]ation|corporation|company|inc\.?|ltd\.?|llc|gmbh|hospital|school|laborator(?:y|ies)|office|commission|trust|fund|alliance|network|committee|board|union|league|club|group|publishers|journal|awards)\b/i;
/** An amount of money as CVs and letters print it ("$40,000", "25000/- INR"). */
export const MONEY =
  /(?:INR|Rs\.?|USD|US\$|CA?\$|€|£|\$)\s?\d[\d,]*(?:\.\d+)?(?:\/-)?|\d[\d,]*(?:\.\d+)?\/-\s*(?:INR|Rs)|\d[\d,]*\s?(?:USD|EUR|INR|GBP|CAD)\b/i;

export function draft(type: EvidenceType, title: string, entryLike: { pages: number[] }, extra: Partial<Draft> = {}): Draft {
  return {
    type,
    title: tidy(title, 200) || type,
    description: '',
    date: null,
    details: {},
    sourcePages: entryLike.pages,
    confidence: 0.6,
    ...extra,
  };
}

/** Text of an entry without list markers and leading dates. */
export function body(text: string): string {
  const t = stripMarkup(text)
    .replace(/^(?:\[\d{1,3}\]|\d{1,3}[.)]|\(\d{1,3}\)|[a-z][.)])\s+/, '')
    .replace(/^(?:[-*+•●▪◦■□➢►–·‣⁃○✓✔/]|[^\p{ASCII}\p{L}\p{N}\s]|\p{Ll}(?=\s+\p{Lu})|\P{ASCII}(?=\s+\p{Lu}\p{Ll})|\d(?=\s+\p{Lu}\p{Ll}))\s+/u, '');
  return splitLeadingDate(t).rest.replace(/^[.:,–-]\s*/, '');
}

/** The lines of an entry before its first bullet (organisation + role of experience-style entries). */
export function headerLines(entry: Entry): string[] {
  const out: string[] = [];
  entry.lines.forEach((line, i) => {
    if (i > 0 && /^(?:[•●▪◦■➢►‣⁃○✓✔]|[-*+–]\s)/.test(line.text)) return;
    if (out.length < i) return; // stop at the first bullet
    out.push(line.text);
  });
  return out;
}

export function headerText(entry: Entry): string {
  const header = headerLines(entry);
  return body(header.join(' '));
}

export function entryDate(entry: Entry, text: string): string | null {
  if (entry.date) return entry.date;
  const dates = findDates(text);
  return dates[0]?.value ?? null;
}

export function dateDetails(entry: Entry): Record<string, unknown> {
  return entry.endDate ? { endDate: entry.endDate } : {};
}

export function descriptionOf(entry: Entry): string {
  return tidy(stripMarkup(entry.rawText), 1200);
}

/** "American Chemical Society (ACS), 2012–present" → "American Chemical Society (ACS)". */
export function stripTrailingDates(text: string): string {
  return text
    .replace(
      /[\s,;(]*(?:since\s+|from\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\s*(?:[-–—]\s*(?:(?:19|20)\d{2}|present|current|now|ongoing)?)?\s*\)?\s*$/i,
      '',
    )
    .trim();
}

/** Splits at the first ": " outside parentheses. */
export function splitColon(text: string): [string, string | null] {
  let depth = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (c === ':' && depth === 0 && text[i + 1] === ' ') return [text.slice(0, i).trim(), text.slice(i + 1).trim()];
  }
  return [text, null];
}

const PLACE =
  /^(?:u\.?s\.?a?\.?|united states|uk|u\.k\.|s\.?\s?korea|korea|india|china|japan|canada|germany|france|australia|online|virtual|remote|[A-Z]{2}|(?:[A-Z][a-z]+\s?){1,2},?\s[A-Z]{2})$/i;

/** Sub-headings that group a CV section by reach ("National / International", "University Service"), not organizations. */
const SCOPE_HEADING =
  /^(?:(?:local|regional|national|international|global|campus|university|department(?:al)?|institutional|professional|community)\s*(?:[/&,]|and)?\s*)+(?:service|activities)?$/i;

export function orgLike(text: string): boolean {
  const t = text.trim();
  if (!t || t.split(/\s+/).length > 12 || PLACE.test(t) || SCOPE_HEADING.test(t)) return false;
  return ORG_WORD.test(t) || /^[A-Z][A-Z0-9&.\- ]{1,12}$/.test(t) || /\b[A-Z]{2,}\b/.test(t);
}

/** Italic segments of Markdown (`*Venue*`), used as titles/outlets/issuers. */
export function italics(raw: string): string[] {
  return [...raw.matchAll(/(?:^|[^*\w])\*([^*\n]{2,200})\*(?!\*)/g)].map((m) => m[1]!.trim());
}

export function quoted(text: string): string | null {
  const m =
    /“([^”“]{6,200}?)[.,]?”/.exec(text) ??
    /"([^"]{6,200}?)[.,]?"/.exec(text) ??
    /‘([^’‘]{6,200}?)[.,]?’(?!\p{L})/u.exec(text) ??
    /”([^”“]{6,200}?)[.,]?”/.exec(text); // a wrong-way opening quote from PDF exports
  return m ? m[1]!.trim() : null;
}
