import { lintCitations } from '../authorities/lint-citations';
import { getAuthority } from '../authorities/lookup';
import type { AnswerBuilder } from './answer-builder';
import { ORIGIN_LABELS } from './case-facts';
import type { Passage } from './passages';

/**
 * One passage as a Markdown sentence with its source: an authority's proposition with its citation, a
 * guidance point with the authorities it rests on, an article excerpt with a link (and the library
 * citations it already prints registered), a case fact with its exhibit or origin.
 */

const SCOPE_PREFIX = { EB1A: 'For EB-1A: ', NIW: 'For the NIW: ', general: '' } as const;

const trimEnd = (text: string): string => text.trim().replace(/[.;:,]+$/, '');

export function renderPassage(b: AnswerBuilder, p: Passage): string {
  const s = p.source;
  switch (s.kind) {
    case 'authority':
      return `${SCOPE_PREFIX[p.scope]}${trimEnd(p.text)} ${b.authorities([s.authorityId])}.`;
    case 'guidance':
      return `${p.title}: ${trimEnd(p.text)} ${b.authorities(s.authorityIds)}.`;
    case 'article': {
      // The excerpt keeps its own words. Authorities it names in short ("Matter of Chawathe", "INA 203(b)(1)(A)")
      // get their exact library citation after it, so every cited authority is printed as the library has it.
      const excerpt = /[.!?]$/.test(p.text.trim()) ? p.text.trim() : `${p.text.trim()}.`;
      const ids = [...new Set(lintCitations(p.text).citations.flatMap((c) => (c.authorityId ? [c.authorityId] : [])))];
      const printedInFull = ids.filter((id) => excerpt.includes(getAuthority(id).citation));
      if (printedInFull.length) b.authorities(printedInFull);
      const shortened = ids.filter((id) => !printedInFull.includes(id));
      const where = s.heading && s.heading !== s.articleTitle ? ` (${s.heading})` : '';
      return `${excerpt}${shortened.length ? ` ${b.authorities(shortened)}` : ''} ${b.article(s.articleId, s.articleTitle, s.url)}${where}`;
    }
    case 'case': {
      const text = trimEnd(p.text);
      const tags = [b.caseTag(text, s.evidenceIds, ORIGIN_LABELS[s.origin], s.exhibitLabels), b.authorities(s.authorityIds)].filter(Boolean).join(' ');
      return `${text}${tags ? ` ${tags}` : ''}.`;
    }
  }
}
