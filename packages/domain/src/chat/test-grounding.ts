/**
 * The grounding checks every chat test applies to an answer (not exported from the package): it matches its
 * schema, passes the answer check, ends with the disclaimer, and its citations list matches the Markdown,
 * pointing only at library authorities, exhibits of the case and the articles given.
 */
import { expect } from 'vitest';
import { getAuthority } from '../authorities/lookup';
import { CHAT_DISCLAIMER } from './answer-builder';
import { checkAnswer } from './check-answer';
import { ZChatAnswer, type ChatAnswer, type ChatArticle, type ChatCaseContext } from './schema';
import { exhibitLabelsOf } from './test-context';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function expectGrounded(answer: ChatAnswer, context: ChatCaseContext, articles: readonly ChatArticle[] = []): void {
  expect(ZChatAnswer.parse(answer)).toEqual(answer);
  const { markdown, citations } = answer;
  const check = checkAnswer(markdown);
  expect(check.issues, markdown).toEqual([]);
  expect(check.hasDisclaimer).toBe(true);
  expect(markdown.trimEnd().endsWith(CHAT_DISCLAIMER)).toBe(true);

  const labels = exhibitLabelsOf(context);
  for (const c of citations) {
    if (c.kind === 'authority') {
      expect(getAuthority(c.authorityId).citation).toBe(c.citation);
      expect(markdown).toContain(c.citation);
    } else if (c.kind === 'exhibit') {
      expect(labels.has(c.label), `exhibit ${c.label}`).toBe(true);
      expect(markdown).toMatch(new RegExp(`Exhibits? (?:[A-Z]{1,3}-\\d+, )*${escape(c.label)}\\b`));
    } else {
      expect(
        articles.some((a) => a.id === c.id && a.url === c.url && a.title === c.title),
        c.id,
      ).toBe(true);
      expect(markdown).toContain(`](${c.url})`);
    }
  }
  // Every library authority the Markdown cites is in the list, and every exhibit it names is in the case.
  const listed = new Set(citations.flatMap((c) => (c.kind === 'authority' ? [c.authorityId] : [])));
  for (const id of check.authorityIds) expect(listed.has(id), `unlisted authority ${id}`).toBe(true);
  for (const m of markdown.matchAll(/\bExhibits? ((?:[A-Z]{1,3}-\d+)(?:, [A-Z]{1,3}-\d+)*)/g)) {
    for (const label of (m[1] ?? '').split(', ')) expect(labels.has(label), `exhibit ${label} named in the answer`).toBe(true);
  }
  if (citations.some((c) => c.kind === 'exhibit')) expect(answer.sources).toContain('case');
  if (citations.some((c) => c.kind !== 'exhibit')) expect(answer.sources).toContain('knowledge');
}

/** The authority ids an answer cites. */
export const authorityIdsOf = (answer: ChatAnswer): string[] => answer.citations.flatMap((c) => (c.kind === 'authority' ? [c.authorityId] : []));

/** The exhibit labels an answer cites. */
export const exhibitsOf = (answer: ChatAnswer): string[] => answer.citations.flatMap((c) => (c.kind === 'exhibit' ? [c.label] : []));

export const isUnknownAnswer = (answer: ChatAnswer): boolean => answer.markdown.startsWith("I don't know");
