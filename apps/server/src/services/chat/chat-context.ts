import { desc, eq } from 'drizzle-orm';
import { assessCase } from '@acclaim/domain/assessment';
import { ZLetter } from '@acclaim/domain/letter';
import type { ChatArticle, ChatCaseContextInput } from '@acclaim/domain/chat';
import type { Db } from '../../db/client';
import { documents, letters, type CaseRow } from '../../db/schema/index';
import type { SiteContent } from '../../lib/load-site-content';
import { buildAssessmentInput } from '../assessments/build-assessment-input';
import { runFilingCheck } from '../letters/run-filing-check';

/** Filing issues passed to the assistant; a letter with more says how many. */
const MAX_FILING_ISSUES = 10;

/**
 * The case as the assistant reads it: the profile and accepted evidence with their exhibit labels, the engine's
 * assessment of that evidence as it is now (milliseconds; nothing is stored), the newest letter with its filing
 * check, and the documents.
 */
export async function buildChatContext(db: Db, caseRow: CaseRow): Promise<ChatCaseContextInput> {
  const input = await buildAssessmentInput(db, caseRow);
  const [docs, [letterRow]] = await Promise.all([
    db
      .select({ name: documents.name, category: documents.category, exhibitLabel: documents.exhibitLabel, status: documents.status })
      .from(documents)
      .where(eq(documents.caseId, caseRow.id)),
    db.select().from(letters).where(eq(letters.caseId, caseRow.id)).orderBy(desc(letters.createdAt)).limit(1),
  ]);
  let letter: ChatCaseContextInput['letter'] = null;
  if (letterRow?.document && letterRow.version > 0) {
    const document = ZLetter.parse(letterRow.document);
    const check = await runFilingCheck(db, letterRow, document);
    letter = {
      petitionType: document.petitionType,
      title: document.title,
      sections: document.sections.map(({ id, heading }) => ({ id, heading })),
      filingIssueCount: check.issues.length,
      filingIssues: check.issues.slice(0, MAX_FILING_ISSUES).map(({ kind, message }) => ({ kind, message })),
    };
  }
  return {
    profile: input.profile,
    evidence: input.evidence,
    assessment: input.evidence.length ? assessCase(input) : null,
    letter,
    documents: docs,
  };
}

/** The FAQ and the blog as the assistant's articles; read once at start with the rest of content/. */
export function siteArticles(content: SiteContent): ChatArticle[] {
  const faq: ChatArticle[] = content.faq
    ? content.faq.categories.flatMap((category) =>
        category.items.map((item) => ({ kind: 'faq' as const, id: `faq-${item.id}`, title: item.question, url: `/faq#${item.id}`, text: item.answer })),
      )
    : [];
  const posts = content.posts.map((post) => ({ kind: 'blog' as const, id: post.slug, title: post.title, url: `/blog/${post.slug}`, text: post.body }));
  return [...faq, ...posts];
}
