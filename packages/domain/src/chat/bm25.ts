/**
 * Okapi BM25 over pre-analysed term lists. Written here because the repository has no search library
 * (minisearch would do the same job; see the chat README). Small on purpose: a few hundred passages per
 * question, built in memory, deterministic (ties keep insertion order).
 */

export interface Bm25Options {
  /** Term-frequency saturation. */
  readonly k1?: number;
  /** Length normalisation (0 = none, 1 = full). */
  readonly b?: number;
}

export interface Bm25Hit {
  readonly index: number;
  readonly score: number;
  /** The query terms found in the document. */
  readonly matched: ReadonlySet<string>;
}

export class Bm25Index {
  private readonly frequencies: ReadonlyMap<string, number>[];
  private readonly lengths: readonly number[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;
  private readonly k1: number;
  private readonly b: number;

  constructor(documents: readonly (readonly string[])[], options: Bm25Options = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.frequencies = documents.map((terms) => {
      const tf = new Map<string, number>();
      for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const t of tf.keys()) this.documentFrequency.set(t, (this.documentFrequency.get(t) ?? 0) + 1);
      return tf;
    });
    this.lengths = documents.map((terms) => terms.length);
    this.averageLength = documents.length ? this.lengths.reduce((a, n) => a + n, 0) / documents.length : 0;
  }

  get size(): number {
    return this.frequencies.length;
  }

  /** Inverse document frequency, BM25+ style (never negative, so a very common term still helps a little). */
  idf(term: string): number {
    const n = this.frequencies.length;
    const df = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * Documents scoring above zero for the query, best first. `weights` lets some query terms count more
   * (default 1); a repeated query term counts once.
   */
  search(query: readonly string[], weights: ReadonlyMap<string, number> = new Map()): Bm25Hit[] {
    const terms = [...new Set(query)];
    const hits: Bm25Hit[] = [];
    this.frequencies.forEach((tf, index) => {
      let score = 0;
      const matched = new Set<string>();
      const norm = this.k1 * (1 - this.b + (this.b * (this.lengths[index] ?? 0)) / (this.averageLength || 1));
      for (const term of terms) {
        const f = tf.get(term);
        if (!f) continue;
        matched.add(term);
        score += (weights.get(term) ?? 1) * this.idf(term) * ((f * (this.k1 + 1)) / (f + norm));
      }
      if (score > 0) hits.push({ index, score, matched });
    });
    return hits.sort((a, b) => b.score - a.score || a.index - b.index);
  }
}
