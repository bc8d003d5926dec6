import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountTypeEnum } from './accounts';
import { createdAtColumn, idColumn } from './common-columns';

/**
 * Sign-ups waiting for their emailed link (decision 021). The account is created only when the link is opened,
 * from the row of that link: each link carries the password chosen in its own attempt, so whoever starts a
 * sign-up with someone else's address cannot choose the password of the account the owner later confirms.
 * Several rows may share an address (each attempt has its own); opening one deletes them all.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: idColumn(),
    /** Lower-cased, as users.email. Not unique: every attempt keeps its own link and password. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id, computed when the sign-up form was sent. */
    passwordHash: text('password_hash').notNull(),
    /** Who the person said they are on the form; the account is created with it. */
    accountType: accountTypeEnum('account_type').notNull().default('SELF_PETITIONER'),
    /** sha256 of the emailed token, like sessions and one_time_tokens: what is stored cannot be replayed. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('pending_sign_ups_email_idx').on(table.email), index('pending_sign_ups_expires_at_idx').on(table.expiresAt)],
);

export type PendingSignUpRow = typeof pendingSignUps.$inferSelect;
