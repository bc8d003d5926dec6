/**
 * What a single line of a document looks like: a list marker, a heading, a group label, a line that carries on the
 * one above. structure.ts decides from these shapes where sections and entries begin.
 */
import { classifyHeading, headingText, type SectionKind } from './sections';
import { splitLeadingDate } from './text';

export type Marker = 'numbered' | 'bullet' | 'dated' | null;

const NUMBERED = /^(?:\[\d{1,3}\]|\d{1,3}[.)]|\(\d{1,3}\)|[a-z][.)])\s+\S/;
const BULLET = /^(?:[-*+•●▪◦■□➢►–·‣⁃○✓✔/]|[^\p{ASCII}\p{L}\p{N}\s]|\p{Ll}(?=\s+\p{Lu})|\P{ASCII}(?=\s+\p{Lu}\p{Ll})|\d(?=\s+\p{Lu}\p{Ll}+\b(?![.,])))\s+\S/u;
/** "Mascarelli, A. (2014)", "Check Hayden E (2013)": a new reference in an unnumbered list. */
export const REFERENCE_START = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?,?\s+(?:\p{Lu}[\p{L}.]*\s*){1,3}\(?(?:19|20)\d{2}[a-z]?\)?(?:[.,]|\s)/u;
/** "P. Chen and M. Garcia, …", "J. Q. Smith, …": an initials-first author list opening a reference. */
export const INITIALS_AUTHOR_START = /^(?:\p{Lu}\.\s?){1,3}\s?\p{Lu}[\p{L}'’-]+(?:,|\s+and\s|\s*&)/u;
export const FENCE_OPEN = /^:::+\s*\{([^}]*)\}\s*$/;
export const FENCE_CLOSE = /^:::+\s*$/;

export type NumberStyle = 'bracket' | 'dot' | 'paren' | 'letter';

export function listNumber(text: string): { style: NumberStyle; value: number } | null {
  const m = /^(?:\[(\d+)\]|(\d+)[.)]|\((\d+)\)|([a-z])[.)])\s/.exec(text);
  if (!m) return null;
  if (m[4]) return { style: 'letter', value: m[4].charCodeAt(0) - 96 };
  if (m[1]) return { style: 'bracket', value: Number(m[1]) };
  if (m[2]) return { style: 'dot', value: Number(m[2]) };
  return { style: 'paren', value: Number(m[3]) };
}

/** Look-ahead windows ask about the same line many times, so each line's marker is worked out once. */
const markerCache = new Map<string, Marker>();

export function markerOf(text: string): Marker {
  const cached = markerCache.get(text);
  if (cached !== undefined) return cached;
  const marker = computeMarker(text);
  if (markerCache.size > 20000) markerCache.clear();
  markerCache.set(text, marker);
  return marker;
}

function computeMarker(text: string): Marker {
  if (splitLeadingDate(text).date) return 'dated';
  if (NUMBERED.test(text)) return 'numbered';
  if (BULLET.test(text)) return 'bullet';
  return null;
}

export function parseAttrs(spec: string): { classes: string[]; attrs: Record<string, string> } {
  const classes = [...spec.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
  const attrs: Record<string, string> = {};
  for (const m of spec.matchAll(/([\w-]+)="([^"]*)"/g)) attrs[m[1]!] = m[2]!;
  return { classes, attrs };
}

export function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

export function endsOpen(text: string): boolean {
  return /[,\-–&:/(]$/.test(text) || /\b(?:and|of|the|for|in|on|with|to|at|by|from|a|an)$/i.test(text);
}

export function startsContinuation(text: string): boolean {
  if (/^\p{Ll}+\p{Lu}/u.test(text)) return false; // rOpenSci, eLife, iPhone
  return /^[\p{Ll}(&]/u.test(text) || /^(?:and|or)\s/i.test(text);
}

/** A group label as displayed: leader dots and a trailing colon go, "(Journal)" or "(AAPM)" stays. */
export function labelText(text: string): string {
  return text
    .replace(/(?:\s*[._·…]){3,}\s*$/, '')
    .replace(/[:.]\s*$/, '')
    .trim();
}

/** A group label: no digits, mostly capitalised words. */
export function titleLike(text: string): boolean {
  if (/\d/.test(text)) return false;
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return false;
  const caps = words.filter((w) => /^[\p{Lu}(]/u.test(w) || /^(?:of|and|the|for|in|on|at|&|de|du|la)$/i.test(w)).length;
  return caps / words.length >= 0.75;
}

/** Joins wrapped lines: "Univer-" + "sity" → "University"; other lines get a space. */
export function joinLines(lines: string[]): string {
  let out = '';
  for (const line of lines) {
    if (!out) out = line;
    else if (/\p{Ll}-$/u.test(out) && /^\p{Ll}/u.test(line)) out = out.slice(0, -1) + line;
    else if (/[-/]$/.test(out) && /^[\w]/.test(line) && !/\s-$/.test(out)) out += line;
    else out += ` ${line}`;
  }
  return out;
}

interface HeadingInfo {
  kind: SectionKind | null;
  text: string;
  level: number;
}

export function markdownHeading(text: string): HeadingInfo | null {
  const m = /^(#{1,6})\s+(.+)$/.exec(text);
  if (!m) return null;
  return { kind: classifyHeading(m[2]!), text: headingText(m[2]!), level: m[1]!.length };
}
