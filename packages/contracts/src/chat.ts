import { z } from 'zod';
import { ZChatCitation, ZChatSource } from '@acclaim/domain/chat';

/**
 * The case chat (issue 8): conversations kept per case, answers streamed as NDJSON events, the plan's daily
 * allowance of AI-written answers. Every answer says which sources it used and cites each statement (authority, exhibit or article).
 */

export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const ZChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.array(ZChatSource),
  citations: z.array(ZChatCitation),
  followUps: z.array(z.string()),
  /** Who wrote an answer: the offline retrieval assistant, or a language model (its answer passed the same check). */
  engine: z.enum(['retrieval', 'llm']).nullable(),
  model: z.string().nullable(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZConversation = z.object({
  id: z.string(),
  caseId: z.string(),
  title: z.string(),
  messageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConversation = z.infer<typeof ZConversation>;

/**
 * Today's (UTC) AI-written answers against the plan's daily allowance. Questions themselves have no daily cap: every
 * plan with chat has the assistant, and a question past the allowance is answered by it and not counted.
 * `hasLanguageModel` is false where no AI model is set up; then every answer is the assistant's and nothing counts.
 */
export const ZChatQuota = z.object({
  hasLanguageModel: z.boolean(),
  /** The plan's AI-written answers a day; 0 on a plan without them. */
  aiAnswersPerDay: z.number().int(),
  aiAnswersUsed: z.number().int(),
  aiAnswersLeft: z.number().int(),
  resetsAt: z.string(),
});
export type TChatQuota = z.infer<typeof ZChatQuota>;

export const ZChatAccess = z.object({ canChat: z.boolean(), upgradeNote: z.string().nullable() });

export const ZConversationListResponse = z.object({
  success: z.literal(true),
  conversations: z.array(ZConversation),
  quota: ZChatQuota,
  access: ZChatAccess,
  /** Questions that fit the case as it is now. */
  suggestions: z.array(z.string()),
});
export type TConversationListResponse = z.infer<typeof ZConversationListResponse>;

export const ZConversationResponse = z.object({ success: z.literal(true), conversation: ZConversation, messages: z.array(ZChatMessage) });
export type TConversationResponse = z.infer<typeof ZConversationResponse>;

const ZTitle = z.string().trim().min(1, 'The title cannot be empty.').max(120, 'The title must be at most 120 characters.');
export const ZCreateConversationRequest = z.object({ title: ZTitle.optional() }).strict();
export const ZRenameConversationRequest = z.object({ title: ZTitle }).strict();

export const ZSendMessageRequest = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, 'Write a question first.')
      .max(CHAT_MESSAGE_MAX_LENGTH, `A question can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
  })
  .strict();
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

/**
 * One line of the streamed answer (application/x-ndjson): `start` once the question is saved (its quota counts the
 * AI answer reserved for it, if any), `delta` for each piece of the answer as it is written, then `done` with the
 * saved answer and the quota as it stands (an AI answer that was not given is not counted), or `error` (the
 * question stays saved; nothing is counted).
 */
export const ZChatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), userMessage: ZChatMessage, quota: ZChatQuota }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), message: ZChatMessage, quota: ZChatQuota, conversation: ZConversation }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type TChatStreamEvent = z.infer<typeof ZChatStreamEvent>;

/** For plans without chat: a real answer of the assistant on the fictional demo case, to show what it does. */
export const ZChatPreviewResponse = z.object({
  success: z.literal(true),
  question: z.string(),
  answer: z.object({ markdown: z.string(), sources: z.array(ZChatSource), citations: z.array(ZChatCitation) }),
  access: ZChatAccess,
});
export type TChatPreviewResponse = z.infer<typeof ZChatPreviewResponse>;
