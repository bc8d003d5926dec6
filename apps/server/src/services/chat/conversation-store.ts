import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { TChatMessage, TConversation } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { chatMessages, conversations, type ChatMessageRow, type ConversationRow, type UserRow } from '../../db/schema/index';
import { getInsideCaseForUser } from '../cases/case-access';

export const NEW_CONVERSATION_TITLE = 'New conversation';
const TITLE_FROM_QUESTION_LENGTH = 60;

/** A conversation of a case the user owns that the user started; NOT_FOUND for anyone else's or a missing one. */
export async function getConversationForUser(db: Db, user: UserRow, id: string): Promise<ConversationRow> {
  return getInsideCaseForUser(db, conversations, user, id, 'Conversation not found.', eq(conversations.userId, user.id));
}

export function presentConversation(row: ConversationRow, messageCount: number): TConversation {
  return { id: row.id, caseId: row.caseId, title: row.title, messageCount, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function presentMessage(row: ChatMessageRow): TChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    sources: row.sources,
    citations: row.citations,
    followUps: row.followUps,
    engine: row.engine,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findConversations(db: Db, user: UserRow, caseId: string): Promise<TConversation[]> {
  const rows = await db
    .select({ conversation: conversations, messages: count(chatMessages.id) })
    .from(conversations)
    .leftJoin(chatMessages, eq(chatMessages.conversationId, conversations.id))
    .where(and(eq(conversations.caseId, caseId), eq(conversations.userId, user.id)))
    .groupBy(conversations.id)
    .orderBy(desc(conversations.updatedAt));
  return rows.map((r) => presentConversation(r.conversation, r.messages));
}

export async function findMessages(db: Db, conversationId: string): Promise<ChatMessageRow[]> {
  return db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.role));
}

export async function createConversation(db: Db, user: UserRow, caseId: string, title?: string): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({ caseId, userId: user.id, title: title ?? NEW_CONVERSATION_TITLE, isTitleSet: Boolean(title) })
    .returning();
  return row!;
}

export async function renameConversation(db: Db, row: ConversationRow, title: string): Promise<ConversationRow> {
  const [updated] = await db.update(conversations).set({ title, isTitleSet: true, updatedAt: new Date() }).where(eq(conversations.id, row.id)).returning();
  return updated!;
}

/** Its messages go with it (the foreign key cascades); today's AI answers stay counted, since chat_usage is kept apart. */
export async function deleteConversation(db: Db, row: ConversationRow): Promise<void> {
  await db.delete(conversations).where(eq(conversations.id, row.id));
}

/** "What does prong 2 need?" names an unnamed conversation, cut at a word near 60 characters. */
export function titleFromQuestion(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (text.length <= TITLE_FROM_QUESTION_LENGTH) return text;
  const cut = text.slice(0, TITLE_FROM_QUESTION_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : TITLE_FROM_QUESTION_LENGTH).trimEnd()}…`;
}
