import type { AnswerBuilder } from '../answer-builder';
import type { Passage, PassageScope } from '../passages';
import { renderPassage } from '../render-passage';
import type { PassageIndex, SearchHit } from '../search';

/**
 * Questions no intent covers: the best passages of the law, the guidance, the articles and the case,
 * composed into one answer that leads with the best match. With nothing relevant, the assistant says it does
 * not know rather than stretch a weak match.
 */

/**
 * A passage scoring under this share of the best one is left out. Case facts get a lower bar: how the law
 * bears on this case ("your final merits look solid" under the Kazarian two-step) is worth showing even when
 * the law itself matches the question better.
 */
const MIN_SHARE_OF_TOP = 0.45;
const MIN_SHARE_OF_TOP_CASE = 0.25;
const LIMITS = { legal: 4, article: 2, case: 3 } as const;
const RELATED_SHARE_OF_LEGAL = 0.6;

type Group = keyof typeof LIMITS;

const groupOf = (p: Passage): Group => (p.source.kind === 'article' ? 'article' : p.source.kind === 'case' ? 'case' : 'legal');

/** Who the passage comes from, so one authority or one article section does not fill the answer. */
function originKey(p: Passage): string {
  const s = p.source;
  if (s.kind === 'authority') return `authority:${s.authorityId}`;
  if (s.kind === 'guidance') return `guidance:${s.topicId}`;
  if (s.kind === 'article') return `article:${s.articleId}:${s.heading ?? ''}`;
  return p.id;
}

/** The passages to quote, best first, within the per-group limits. */
export function selectHits(hits: readonly SearchHit[]): SearchHit[] {
  const top = hits[0]?.score ?? 0;
  const counts: Record<Group, number> = { legal: 0, article: 0, case: 0 };
  const perOrigin = new Map<string, number>();
  const seenText = new Set<string>();
  const out: SearchHit[] = [];
  for (const hit of hits) {
    const group = groupOf(hit.passage);
    if (hit.score < top * (group === 'case' ? MIN_SHARE_OF_TOP_CASE : MIN_SHARE_OF_TOP)) continue;
    const key = originKey(hit.passage);
    const text = hit.passage.text.trim().toLowerCase();
    // Several authorities share one proposition word for word (Soriano, Furtado, Obaigbena); quote it once.
    if (counts[group] >= LIMITS[group] || (perOrigin.get(key) ?? 0) >= 2 || seenText.has(text)) continue;
    counts[group] += 1;
    perOrigin.set(key, (perOrigin.get(key) ?? 0) + 1);
    seenText.add(text);
    out.push(hit);
  }
  return out;
}

/** Writes the composed answer; false when nothing relevant was found (nothing is written then). */
export function answerFromSearch(b: AnswerBuilder, question: string, index: PassageIndex, scope: PassageScope | undefined): boolean {
  const chosen = selectHits(index.search(question, { scope }));
  const lead = chosen[0];
  if (!lead) return false;
  const rest = chosen.slice(1);
  const byGroup = (g: Group) => rest.filter((h) => groupOf(h.passage) === g).map((h) => h.passage);
  const leadGroup = groupOf(lead.passage);

  if (leadGroup === 'case') b.heading('In your case');
  b.paragraph(renderPassage(b, lead.passage));
  if (leadGroup === 'case') for (const p of byGroup('case')) b.bullet(renderPassage(b, p));

  const legal = byGroup('legal');
  if (legal.length) {
    b.heading(leadGroup === 'legal' ? 'More from the law and guidance' : 'From the law and guidance');
    for (const p of legal) b.bullet(renderPassage(b, p));
  }
  const articles = byGroup('article');
  if (articles.length) {
    b.heading("From Acclaim's articles");
    for (const p of articles) b.bullet(renderPassage(b, p));
  }
  if (leadGroup !== 'case') {
    const facts = byGroup('case');
    if (facts.length) {
      b.heading('In your case');
      for (const p of facts) b.bullet(renderPassage(b, p));
    }
  }
  return true;
}

/**
 * "Read more" with the best article for the question, under an intent's answer. The article must share two
 * words with the question and score near the best legal passage: one shared word, or a passage far below
 * the law on the topic, is a coincidence ("judge the evidence yourself" is not about judging).
 */
export function writeRelatedArticle(b: AnswerBuilder, question: string, index: PassageIndex, scope: PassageScope | undefined): void {
  const hits = index.search(question, { scope });
  const bestLegal = hits.find((h) => groupOf(h.passage) === 'legal')?.score ?? 0;
  const hit = hits.find((h) => h.passage.source.kind === 'article' && h.covered >= 2 && h.score >= bestLegal * RELATED_SHARE_OF_LEGAL);
  if (!hit || hit.passage.source.kind !== 'article') return;
  const s = hit.passage.source;
  b.paragraph(`Read more: ${b.article(s.articleId, s.articleTitle, s.url)}${s.heading && s.heading !== s.articleTitle ? ` (${s.heading})` : ''}.`);
}

/** The honest "I don't know", with questions the assistant can answer. */
export function writeUnknown(b: AnswerBuilder, suggestions: readonly string[]): void {
  b.paragraph(
    "I don't know. Nothing in your case, in Acclaim's legal library or in Acclaim's articles covers that, and I won't guess. " +
      'I can answer questions about your evidence and assessment, the EB-1A criteria, the NIW prongs, fees and the filing process, for example:',
  );
  for (const s of suggestions.slice(0, 4)) b.bullet(s);
  b.paragraph('For anything outside EB-1A and EB-2 NIW petitions, an immigration attorney is the right person to ask.');
}
