import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cases, users } from './accounts';
import { createdAtColumn, idColumn } from './common-columns';

/** The emails a customer is sent about their account and case, besides the sign-in ones. */
export const EMAIL_NOTIFICATION_KINDS = [
  'payment_receipt',
  'renewal_notice',
  'plan_changed',
  'cancellation',
  'refund',
  'letter_ready',
  'package_ready',
] as const;
export type EmailNotificationKind = (typeof EMAIL_NOTIFICATION_KINDS)[number];

/**
 * One email owed for one event, recorded in the transaction that commits the event and sent after it (issue 26).
 * `key` names the event (`billing:<ledger id>`, `letter-ready:<letter id>`, …), so the same event replayed — a
 * webhook Stripe repeats, a job retried — finds its row and owes nothing more; an event rolled back owes nothing.
 * `sent_at` is set once the mailer took the message; a failed send is tried again later, a few times, and never
 * touches the event itself.
 */
export const emailNotifications = pgTable(
  'email_notifications',
  {
    id: idColumn(),
    key: text('key').notNull(),
    kind: text('kind').$type<EmailNotificationKind>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'cascade' }),
    /** What the email is about: the ledger row, the letter, the package or the subscription. */
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
    /** Taken by a sender; another sender leaves it alone until this is stale. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [uniqueIndex('email_notifications_key_idx').on(table.key), index('email_notifications_unsent_idx').on(table.sentAt, table.createdAt)],
);

export type EmailNotificationRow = typeof emailNotifications.$inferSelect;
