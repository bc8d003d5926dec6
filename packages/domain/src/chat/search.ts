import { analyze, conceptTerm, type AnalyzedText } from './analyze';
import { Bm25Index } from './bm25';
import type { Passage, PassageScope } from './passages';

/**
 * Ranks passages for a question with BM25 over words and domain concepts, then keeps only passages that
 * cover enough of the question: a passage that shares one common word with "Tell me about quantum
 * gardening" is not an answer to it. Passages written for the other petition (an EB-1A rule when the
 * question is about the NIW) are pushed down, not dropped.
 */

export interface SearchHit {
  readonly passage: Passage;
  readonly score: number;
  /** Share of the question's words the passage covers, directly or through a concept (0-1). */
  readonly coverage: number;
  /** How many of the question's words the passage covers. */
  readonly covered: number;
}

export interface SearchOptions {
  /** The petition the question is about, when known; passages for the other one score less. */
  readonly scope?: PassageScope;
  readonly limit?: number;
}

const OTHER_SCOPE_FACTOR = 0.4;
/** Title and hidden keywords count for less than the quoted text itself (a two-field BM25F, simplified). */
const META_WEIGHT = 0.5;
/** A question that names a passage's title ("the Kazarian two-step" → Kazarian) prefers that passage. */
const NAMED_TITLE_FACTOR = 1.6;
/** The first proposition of an authority states its core holding; it wins ties with the others. */
const FIRST_PROPOSITION_FACTOR = 1.1;
/** "my field", "my degree": a question about oneself prefers what the profile and evidence say. */
const PERSONAL_FACTOR = 1.3;
const PERSONAL = /\b(my|mine|i|i'm|i've|me)\b/i;

/** How many of `n` question words a passage must cover to count as relevant. */
export function requiredCoverage(n: number): number {
  return n <= 2 ? n : Math.ceil(n * 0.6);
}

/**
 * Analysis is pure, and most passages (the library, the guidance, the articles) are the same on every
 * question, so their analysis is kept. The cache never changes a result; it is cleared when it grows large.
 */
const ANALYSIS_CACHE = new Map<string, AnalyzedText>();
const ANALYSIS_CACHE_LIMIT = 20_000;

function analyzeCached(text: string): AnalyzedText {
  const hit = ANALYSIS_CACHE.get(text);
  if (hit) return hit;
  if (ANALYSIS_CACHE.size >= ANALYSIS_CACHE_LIMIT) ANALYSIS_CACHE.clear();
  const analyzed = analyze(text);
  ANALYSIS_CACHE.set(text, analyzed);
  return analyzed;
}

export class PassageIndex {
  private readonly textIndex: Bm25Index;
  private readonly metaIndex: Bm25Index;
  private readonly terms: ReadonlySet<string>[];
  private readonly titleWords: readonly (readonly string[])[];

  constructor(readonly passages: readonly Passage[]) {
    const text = passages.map((p) => analyzeCached(`${p.text} ${p.cited ?? ''}`));
    const meta = passages.map((p) => analyzeCached(`${p.title}. ${p.keywords ?? ''}`));
    this.textIndex = new Bm25Index(text.map((a) => a.terms));
    this.metaIndex = new Bm25Index(meta.map((a) => a.terms));
    this.terms = passages.map((_, i) => new Set([...text[i]!.terms, ...meta[i]!.terms]));
    this.titleWords = passages.map((p) => analyze(p.title).words);
  }

  /** Relevant passages for the question, best first. */
  search(question: string, options: SearchOptions = {}): SearchHit[] {
    const q = analyze(question);
    if (!q.words.length && !q.conceptWords.size) return [];
    // Concept terms count a little more than a single word: they stand for the idea, in any wording.
    const weights = new Map([...q.conceptWords.keys()].map((id) => [conceptTerm(id), 1.5]));
    const scores = new Map<number, number>();
    for (const hit of this.textIndex.search(q.terms, weights)) scores.set(hit.index, hit.score);
    for (const hit of this.metaIndex.search(q.terms, weights)) scores.set(hit.index, (scores.get(hit.index) ?? 0) + META_WEIGHT * hit.score);
    const questionWords = new Set(q.words);
    const isPersonal = PERSONAL.test(question);
    const hits: SearchHit[] = [];
    for (const [index, raw] of scores) {
      const passage = this.passages[index]!;
      const docTerms = this.terms[index]!;
      const covered = q.words.filter((w) => docTerms.has(w) || [...q.conceptWords].some(([id, words]) => words.includes(w) && docTerms.has(conceptTerm(id))));
      if (covered.length < requiredCoverage(q.words.length)) continue;
      const title = this.titleWords[index]!;
      let score = raw;
      // The question names the passage ("the Kazarian two-step"), or is the passage's name ("my field" → Field of endeavor).
      const namesTitle = title.length > 0 && title.every((w) => questionWords.has(w));
      const isTitle = q.words.length > 0 && q.words.length <= 3 && q.words.every((w) => title.includes(w));
      if (namesTitle || isTitle) score *= NAMED_TITLE_FACTOR;
      if (isPersonal && passage.source.kind === 'case' && (passage.source.origin === 'profile' || passage.source.origin === 'evidence'))
        score *= PERSONAL_FACTOR;
      if (passage.id.startsWith('authority:') && passage.id.endsWith(':0')) score *= FIRST_PROPOSITION_FACTOR;
      if (options.scope && options.scope !== 'general' && passage.scope !== 'general' && passage.scope !== options.scope) score *= OTHER_SCOPE_FACTOR;
      hits.push({ passage, score, coverage: q.words.length ? covered.length / q.words.length : 1, covered: covered.length });
    }
    hits.sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id));
    return options.limit ? hits.slice(0, options.limit) : hits;
  }
}

/** The petition a question is about, from the routes it names; undefined when it names both or neither. */
export function questionScope(question: string): PassageScope | undefined {
  const concepts = analyze(question).conceptWords;
  const niw = ['niw', 'prong-1', 'prong-2', 'prong-3'].some((id) => concepts.has(id));
  const eb1a = ['eb1a', 'final-merits', 'one-time', 'comparable'].some((id) => concepts.has(id));
  if (niw && !eb1a) return 'NIW';
  if (eb1a && !niw) return 'EB1A';
  return undefined;
}
