import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './common-columns';

/** Mail kept by the embedded mailer, shown at /dev/mailbox to callers on the same machine only. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
