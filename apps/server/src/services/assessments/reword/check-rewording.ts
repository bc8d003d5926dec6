import { lintCitations } from '@acclaim/domain/authorities';

/**
 * Decides whether a model's rewording of one engine sentence may replace it. The rewording must say the same
 * thing in plainer words, so everything a reader could act on or check stays exactly as the engine wrote it:
 * every number (counts, years, scores, citation pages), every exhibit label, every legal citation — and no new
 * ones. When in doubt the engine text stays: a stiff sentence costs little, an invented fact costs a petition.
 */
export type RewordingCheck = { ok: true } | { ok: false; reason: string };

// "1,234" and "1234" are the same number; "204.5" stays one token.
const numbersIn = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,(?=\d{3}\b)/g, ''));
const exhibitsIn = (text: string) => text.match(/\b[A-Z]{1,2}-\d+\b/g) ?? [];
// Words the product never uses about an outcome (ASSESSMENT_DISCLAIMER: no prediction).
const OUTCOME_WORDS = /%|\bpercent\b|\bprobabilit|\bchances?\b|\blikelihood\b|\bguarantee/i;

const sameSet = (a: string[], b: string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
};

export function checkRewording(original: string, rewritten: string): RewordingCheck {
  const text = rewritten.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (text.length > original.length * 2 + 200) return { ok: false, reason: 'much longer than the original' };
  if (!sameSet(numbersIn(original), numbersIn(text))) return { ok: false, reason: 'numbers changed' };
  if (!sameSet(exhibitsIn(original), exhibitsIn(text))) return { ok: false, reason: 'exhibit labels changed' };
  const before = lintCitations(original).citations;
  const after = lintCitations(text);
  if (after.unknown.length) return { ok: false, reason: `citation not in the library: ${after.unknown[0]!.text}` };
  const ids = (list: { authorityId: string | null }[]) => list.map((c) => c.authorityId ?? '');
  if (!sameSet(ids(before), ids(after.citations))) return { ok: false, reason: 'legal citations changed' };
  if (OUTCOME_WORDS.test(text) && !OUTCOME_WORDS.test(original)) return { ok: false, reason: 'speaks of an outcome' };
  return { ok: true };
}
