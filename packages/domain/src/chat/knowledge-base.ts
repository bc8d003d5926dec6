import { CRITERIA } from '../assessment/eb1a/criteria/common';
import { AUTHORITIES, type Authority } from '../authorities/library';
import { lintCitations } from '../authorities/lint-citations';
import { conceptsIn } from './concepts';
import { findApprovalProbability } from './check-answer';
import { normalize } from './analyze';
import { splitArticle } from './articles';
import { splitSentences } from './sentences';
import { GUIDANCE } from './guidance';
import type { Passage, PassageScope } from './passages';
import type { ChatArticle } from './schema';

/**
 * The legal knowledge base: one passage per proposition of the closed authority library, the criterion and
 * prong guidance (guidance.ts), and the site's articles split into passages. Article sentences are quoted
 * only when every citation in them is in the library and they state no approval figures, so a quoted passage
 * can never break the answer check.
 */

const NIW_AUTHORITIES = /^(ina-203-b-2|ina-101-a-32$|cfr-204-5-k|dhanasar$|nysdot$|pm-6-f-5$|pm-update-2022-01-21$|pa-2025-03$)/;
const EB1A_AUTHORITIES =
  /^(ina-203-b-1-a$|cfr-204-5-h|kazarian$|visinscaia$|rijal$|buletini$|amin$|hamal$|lee-v-ziglar$|skokos$|crimson$|muni$|price$|noroozi$|krasniqi$|mussarova$|pm-6-f-2$|pm-602-0005-1$|mukherji$|loper-bright$|pm-update-2023-09-12$|pa-2024-24$|fr-56-60897$|hr-rep-101-723$)/;

export function authorityScope(authorityId: string): PassageScope {
  if (NIW_AUTHORITIES.test(authorityId)) return 'NIW';
  if (EB1A_AUTHORITIES.test(authorityId)) return 'EB1A';
  return 'general';
}

/** Words people search with that the propositions do not use; indexed, never shown. */
const AUTHORITY_KEYWORDS: Readonly<Record<string, string>> = {
  'ina-203-b-1-a': 'EB-1A extraordinary ability statute requirements',
  'ina-203-b-2-b-i': 'NIW national interest waiver job offer labor certification',
  'cfr-204-5-h-1': 'EB-1A self-petition job offer employer sponsor',
  'cfr-204-5-h-3': 'EB-1A how many criteria three of ten one-time achievement',
  'cfr-204-5-h-5': 'EB-1A job offer employer sponsor continue work',
  'cfr-204-5-k-2': 'NIW EB-2 advanced degree master bachelor five years',
  'cfr-204-5-k-3-ii': 'NIW EB-2 exceptional ability three of six criteria',
  dhanasar: 'NIW national interest waiver prongs test',
  nysdot: 'NIW old test',
  kazarian: 'EB-1A two-step final merits',
  'pm-602-0005-1': 'EB-1A two-step final merits Kazarian AFM history',
  'pm-6-f-2': 'EB-1A two-step final merits Policy Manual',
  mukherji: 'EB-1A final merits challenge court Loper Bright deference',
  'loper-bright': 'EB-1A final merits deference Mukherji',
  'ina-101-a-32': 'NIW EB-2 profession definition member of the professions',
  'cfr-103-2-b-11': 'RFE response all materials together one response',
  'cfr-103-2-b-8-iv': 'RFE NOID deadline response time 12 weeks 30 days',
  amin: 'EB-1A two-step Kazarian',
  rijal: 'EB-1A two-step Kazarian',
  chawathe: 'burden of proof standard preponderance doubt RFE',
  'e-m': 'burden of proof standard preponderance',
  'fr-91-1059': 'premium processing fee cost I-907',
  'fr-90-3238': 'NIW labor certification ETA-9089 documents',
  'cfr-103-2-b-3': 'translation foreign language documents',
  'cfr-103-2-b-1': 'evidence after filing date eligibility',
  'cfr-103-2-b-12': 'evidence after filing date eligibility',
  katigbak: 'evidence after filing date eligibility',
  caron: 'expert letters recommendation letters',
  rubin: 'recommendation letters solicited',
};

function authorityKeywords(a: Authority): string {
  const criterion = CRITERIA.find((c) => c.authorityId === a.id);
  return [a.shortName, criterion ? `EB-1A criterion ${criterion.label}` : '', AUTHORITY_KEYWORDS[a.id] ?? ''].filter(Boolean).join(' ');
}

let staticPassages: readonly Passage[] | undefined;

/** Library propositions and guidance points: the same for every case, built once. */
export function legalPassages(): readonly Passage[] {
  if (staticPassages) return staticPassages;
  const out: Passage[] = [];
  for (const a of AUTHORITIES) {
    a.propositions.forEach((text, i) => {
      out.push({
        id: `authority:${a.id}:${i}`,
        title: a.shortName,
        text,
        keywords: authorityKeywords(a),
        cited: a.citation,
        scope: authorityScope(a.id),
        source: { kind: 'authority', authorityId: a.id },
      });
    });
  }
  for (const g of GUIDANCE) {
    const guidance = (suffix: string, text: string, authorityIds: readonly string[], keywords: string): Passage => ({
      id: `guidance:${g.topicId}:${suffix}`,
      title: g.title,
      text,
      keywords,
      scope: g.scope,
      source: { kind: 'guidance', topicId: g.topicId, authorityIds },
    });
    g.applied.forEach((pt, i) => out.push(guidance(`applied-${i}`, pt.text, pt.authorityIds, 'what counts how it is applied')));
    g.pitfalls.forEach((pt, i) => out.push(guidance(`pitfall-${i}`, pt.text, pt.authorityIds, 'pitfalls common reasons for failure mistakes')));
    if (g.typicalEvidence.length) {
      out.push(
        guidance('evidence', `Evidence usually filed: ${g.typicalEvidence.join('; ')}.`, g.typicalEvidenceAuthorityIds, 'what evidence documents to file'),
      );
    }
  }
  staticPassages = Object.freeze(out);
  return staticPassages;
}

/** Which petition an article passage speaks to, from the concepts it names. */
function articleScope(text: string): PassageScope {
  const ids = new Set(conceptsIn(normalize(text)).map((c) => c.id));
  const niw = ids.has('niw') || ids.has('prong-1') || ids.has('prong-2') || ids.has('prong-3');
  const eb1a = ids.has('eb1a') || ids.has('final-merits') || ids.has('one-time');
  if (niw && !eb1a) return 'NIW';
  if (eb1a && !niw) return 'EB1A';
  return 'general';
}

/** True when a passage can be quoted as is: library citations only, no approval figures. */
export function isQuotable(text: string): boolean {
  return lintCitations(text).unknown.length === 0 && findApprovalProbability(text).length === 0;
}

/**
 * Splitting and checking an article takes longer than answering, and the server passes the same articles
 * with every question, so each article's passages are kept by its content. Never changes a result.
 */
const ARTICLE_CACHE = new Map<string, readonly Passage[]>();
const ARTICLE_CACHE_LIMIT = 200;

/** The quotable passages of the caller's articles. */
export function articlePassages(articles: readonly ChatArticle[]): Passage[] {
  return articles.flatMap((article) => {
    const key = JSON.stringify([article.kind, article.id, article.title, article.url, article.text]);
    let passages = ARTICLE_CACHE.get(key);
    if (!passages) {
      if (ARTICLE_CACHE.size >= ARTICLE_CACHE_LIMIT) ARTICLE_CACHE.clear();
      passages = Object.freeze(passagesOfArticle(article));
      ARTICLE_CACHE.set(key, passages);
    }
    return passages;
  });
}

function passagesOfArticle(article: ChatArticle): Passage[] {
  const out: Passage[] = [];
  for (const piece of splitArticle(article)) {
    // Drop the sentences that cannot be quoted (a citation outside the library, an approval figure), keep the rest.
    const text = isQuotable(piece.text) ? piece.text : splitSentences(piece.text).filter(isQuotable).join(' ');
    if (!text) continue;
    out.push({
      id: `article:${piece.id}`,
      title: piece.heading ?? article.title,
      text,
      keywords: article.title,
      scope: articleScope(`${piece.heading ?? ''} ${text}`),
      source: { kind: 'article', articleId: article.id, articleTitle: article.title, url: article.url, heading: piece.heading },
    });
  }
  return out;
}
