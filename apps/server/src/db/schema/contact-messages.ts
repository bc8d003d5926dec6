import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAtColumn, idColumn } from './common-columns';

export const contactTopicEnum = pgEnum('contact_topic', ['general', 'demo-call', 'billing', 'privacy', 'support', 'press']);

/** Messages from /contact, kept for staff even when the email to the operator fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: contactTopicEnum('topic').notNull(),
    message: text('message').notNull(),
    company: text('company'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    createdAt: createdAtColumn(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);
