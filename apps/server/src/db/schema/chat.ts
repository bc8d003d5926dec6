import { boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ChatCitation, ChatSource } from '@acclaim/domain/chat';
import { users } from './accounts';
import { caseIdColumn } from './case-columns';
import { createdAtColumn, idColumn, timestampColumns } from './common-columns';

/** A conversation of the case chat; private to the account that started it. */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    caseId: caseIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** False until the user names it; until then the first question names it. */
    isTitleSet: boolean('is_title_set').notNull().default(false),
    ...timestampColumns(),
  },
  (table) => [index('conversations_case_user_idx').on(table.caseId, table.userId, table.updatedAt)],
);
export type ConversationRow = typeof conversations.$inferSelect;

export const chatRoleEnum = pgEnum('chat_role', ['user', 'assistant']);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: chatRoleEnum('role').notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<ChatSource[]>().notNull().default([]),
    citations: jsonb('citations').$type<ChatCitation[]>().notNull().default([]),
    followUps: jsonb('follow_ups').$type<string[]>().notNull().default([]),
    engine: text('engine').$type<'retrieval' | 'llm'>(),
    model: text('model'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * Per account and UTC day: the questions asked (`queries`, for the usage figures) and the answers the AI model wrote
 * (`aiAnswers`, the plan's daily allowance; questions themselves have no daily cap). Kept apart from the messages so
 * deleting a conversation gives nothing back.
 */
export const chatUsage = pgTable(
  'chat_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    queries: integer('queries').notNull().default(0),
    aiAnswers: integer('ai_answers').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
