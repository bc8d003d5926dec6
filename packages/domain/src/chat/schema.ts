import { z } from 'zod';
import { ZAssessment, ZAssessmentEvidence, ZAssessmentProfile } from '../assessment/schema';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES } from '../evidence';
import { LETTER_PETITION_TYPES } from '../letter/schema';

/**
 * The chat assistant's contracts. Everything is plain, serializable data: the server gathers the case from the
 * database and the articles from `content/`, the assistant reads them and returns an answer. Nothing here is
 * fetched or stored by the domain code.
 */

// ---------------------------------------------------------------------------------------------------
// Input: site articles

/** A site article (FAQ page or blog post) as the server reads it; `text` may be Markdown with front matter. */
export const ZChatArticle = z.object({
  kind: z.enum(['faq', 'blog']),
  id: z.string().min(1),
  title: z.string().min(1),
  /** Where the web app shows it, e.g. "/faq" or "/blog/kazarian-final-merits". */
  url: z.string().min(1),
  text: z.string(),
});
export type ChatArticle = z.output<typeof ZChatArticle>;

// ---------------------------------------------------------------------------------------------------
// Input: the case

/** One uploaded document of the case, as the documents screen lists it. */
export const ZChatDocument = z.object({
  name: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  /** "A-1" once the document is an exhibit of the filing. */
  exhibitLabel: z.string().nullable().default(null),
  status: z.enum(DOCUMENT_STATUSES),
});
export type ChatDocument = z.output<typeof ZChatDocument>;

/** What the assistant needs to know about the petition letter: its outline and the filing check's verdict. */
export const ZChatLetterSummary = z.object({
  petitionType: z.enum(LETTER_PETITION_TYPES),
  title: z.string(),
  sections: z.array(z.object({ id: z.string(), heading: z.string() })).default([]),
  /** Number of issues the filing check (`checkLetter`) reports on the current version. */
  filingIssueCount: z.number().int().min(0),
  /** The first few filing-check messages, so the assistant can say what to fix (the server may cap them). */
  filingIssues: z.array(z.object({ kind: z.string(), message: z.string() })).default([]),
});
export type ChatLetterSummary = z.output<typeof ZChatLetterSummary>;

/**
 * The case as the assistant sees it. `profile` and `evidence` are the assessment engine's input (accepted
 * evidence with exhibit labels), `assessment` its latest result, when there is one.
 */
export const ZChatCaseContext = z.object({
  profile: ZAssessmentProfile,
  evidence: z.array(ZAssessmentEvidence).default([]),
  assessment: ZAssessment.nullable().default(null),
  letter: ZChatLetterSummary.nullable().default(null),
  documents: z.array(ZChatDocument).default([]),
});
export type ChatCaseContext = z.output<typeof ZChatCaseContext>;
export type ChatCaseContextInput = z.input<typeof ZChatCaseContext>;

/** An earlier turn of the conversation, oldest first. */
export const ZChatHistoryMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
});
export type ChatHistoryMessage = z.output<typeof ZChatHistoryMessage>;

export const ZAnswerQuestionInput = z.object({
  question: z.string(),
  context: ZChatCaseContext,
  articles: z.array(ZChatArticle).default([]),
  history: z.array(ZChatHistoryMessage).default([]),
});
export type AnswerQuestionInput = z.input<typeof ZAnswerQuestionInput>;

// ---------------------------------------------------------------------------------------------------
// Output

export const CHAT_SOURCES = ['case', 'knowledge', 'reasoning'] as const;
export const ZChatSource = z.enum(CHAT_SOURCES);
export type ChatSource = z.infer<typeof ZChatSource>;

export const ZChatCitation = z.discriminatedUnion('kind', [
  /** A library authority; `citation` is its exact citation string as printed in the answer. */
  z.object({ kind: z.literal('authority'), authorityId: z.string(), citation: z.string() }),
  /** An exhibit of the case, printed as "(Exhibit C-1)". */
  z.object({ kind: z.literal('exhibit'), label: z.string(), title: z.string() }),
  z.object({ kind: z.literal('article'), id: z.string(), title: z.string(), url: z.string() }),
]);
export type ChatCitation = z.output<typeof ZChatCitation>;

export const ZChatAnswer = z.object({
  /** Markdown; legal statements carry library citations, case statements exhibit labels or "case profile". */
  markdown: z.string(),
  /** Which of the three sources the answer drew on, in this order. */
  sources: z.array(ZChatSource),
  citations: z.array(ZChatCitation),
  /** Questions worth asking next, each one the assistant can answer. */
  followUps: z.array(z.string()),
});
export type ChatAnswer = z.output<typeof ZChatAnswer>;
