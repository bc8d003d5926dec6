import { z } from 'zod';
import type { Letter, Run } from '../letter/schema';
import { letterSentences } from '../letter/walk';

/**
 * Shared phrasing between the recommendation letters of one case. Letters that read as if one person wrote
 * them are a common complaint about AI-drafted support letters and draw credibility questions,
 * so every pair is compared on word 6-gram shingles.
 *
 * What is not phrasing and is left out: exhibit references and citations, anything in quotation marks
 * (titles of works and quoted exhibit text name the same things in every letter by necessity), the names
 * and institutions passed in `ignoreTerms`, and short boilerplate (salutations, sign-offs, offers to answer
 * questions). Shingles never span a removed part, so "wrote with [name] the" is not a shared phrase.
 */

export const SHINGLE_SIZE = 6;
/** Share of the shorter letter's shingles also found in the other at which a pair is flagged. */
export const OVERLAP_FLAG_THRESHOLD = 0.08;

export const ZLetterOverlap = z.object({
  a: z.string(),
  b: z.string(),
  /** Shared shingles over the shingles of the shorter letter, 0-1. */
  similarity: z.number().min(0).max(1),
  sharedShingles: z.number().int(),
  /** The shared passages as normalised words, longest first. */
  passages: z.array(z.string()),
  isFlagged: z.boolean(),
});
export type LetterOverlap = z.output<typeof ZLetterOverlap>;

export interface OverlapLetter {
  readonly id: string;
  readonly letter: Letter;
}

const BOILERPLATE: readonly RegExp[] = [
  /^(dear|to whom|to the)\b.*:$/i,
  /^(sincerely|respectfully|regards|kind regards|best regards|with best regards|yours( truly| sincerely| faithfully)?|respectfully submitted)[,.]?$/i,
  /\b(questions|clarification|further (detail|information)|more (detail|information))\b.*\b(me|letter|request|help)\b/i,
  /\b(contact|reach|write to) me\b/i,
  /\b(curriculum vitae|cv)\b/i,
];
const MAX_BOILERPLATE_WORDS = 15;

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const tokens = (s: string) =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sentence's own words, cut at quotations and ignored terms into runs of tokens. */
function segmentsOf(runs: readonly Run[], ignore: RegExp | null): string[][] {
  const raw = runs.map((r) => (r.type === 'text' ? r.text : ' | ')).join('');
  const words = raw.trim().split(/\s+/).length;
  if (words <= MAX_BOILERPLATE_WORDS && BOILERPLATE.some((p) => p.test(raw.trim()))) return [];
  const cut = raw.replace(/“[^”]*”|"[^"]*"/g, ' | ');
  const masked = ignore ? fold(cut).replace(ignore, ' | ') : cut;
  return masked
    .split('|')
    .map(tokens)
    .filter((t) => t.length > 0);
}

interface Shingled {
  readonly segments: string[][];
  readonly shingles: Set<string>;
}

function shingle(letter: Letter, ignore: RegExp | null): Shingled {
  const segments = letterSentences(letter).flatMap(({ sentence }) => segmentsOf(sentence.runs, ignore));
  const shingles = new Set<string>();
  for (const seg of segments) for (let i = 0; i + SHINGLE_SIZE <= seg.length; i++) shingles.add(seg.slice(i, i + SHINGLE_SIZE).join(' '));
  return { segments, shingles };
}

/** Maximal runs of words covered by shared shingles. */
function passagesOf(doc: Shingled, shared: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const seg of doc.segments) {
    const covered = new Array<boolean>(seg.length).fill(false);
    for (let i = 0; i + SHINGLE_SIZE <= seg.length; i++) {
      if (shared.has(seg.slice(i, i + SHINGLE_SIZE).join(' '))) covered.fill(true, i, i + SHINGLE_SIZE);
    }
    let start = -1;
    for (let i = 0; i <= seg.length; i++) {
      if (i < seg.length && covered[i]) {
        if (start < 0) start = i;
      } else if (start >= 0) {
        out.add(seg.slice(start, i).join(' '));
        start = -1;
      }
    }
  }
  return [...out].sort((x, y) => y.length - x.length || (x < y ? -1 : 1));
}

function ignorePattern(terms: readonly string[]): RegExp | null {
  const cleaned = [...new Set(terms.map((t) => fold(t).trim()).filter((t) => t.length > 1))].sort((a, b) => b.length - a.length);
  return cleaned.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${cleaned.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu') : null;
}

/**
 * Every pair of letters that shares at least one shingle, most similar first, with the shared passages and
 * whether the pair crosses `OVERLAP_FLAG_THRESHOLD`. Pass the applicant's and recommenders' names and
 * institutions as `ignoreTerms`.
 */
export function findOverlaps(letters: readonly OverlapLetter[], options: { ignoreTerms?: readonly string[] } = {}): LetterOverlap[] {
  const ignore = ignorePattern(options.ignoreTerms ?? []);
  const docs = letters.map((l) => ({ id: l.id, doc: shingle(l.letter, ignore) }));
  const out: LetterOverlap[] = [];
  for (let i = 0; i < docs.length; i++) {
    for (let j = i + 1; j < docs.length; j++) {
      const a = docs[i];
      const b = docs[j];
      if (!a || !b) continue;
      const shared = new Set([...a.doc.shingles].filter((s) => b.doc.shingles.has(s)));
      if (shared.size === 0) continue;
      const similarity = shared.size / Math.max(1, Math.min(a.doc.shingles.size, b.doc.shingles.size));
      out.push({
        a: a.id,
        b: b.id,
        similarity: Math.round(similarity * 1000) / 1000,
        sharedShingles: shared.size,
        passages: passagesOf(a.doc, shared),
        isFlagged: similarity >= OVERLAP_FLAG_THRESHOLD,
      });
    }
  }
  return out.sort((x, y) => y.similarity - x.similarity || (x.a < y.a ? -1 : 1));
}
