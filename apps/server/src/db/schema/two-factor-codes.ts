import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { users } from './accounts';
import { createdAtColumn, idColumn } from './common-columns';

/**
 * Emailed admin verification codes. Each belongs to the session that asked for it, so verifying marks only that
 * session. Only an argon2id hash is kept (six digits are too few for a fast hash). A code is live until it is
 * used, expires, is replaced by a newer code of the same session, or runs out of attempts.
 */
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Entries checked against this code, right or wrong; counted before checking so parallel guesses cannot overrun it. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Replaced by a newer code, or killed by too many wrong entries. */
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_codes_session_idx').on(table.sessionId, table.createdAt)],
);

export type TwoFactorCodeRow = typeof twoFactorCodes.$inferSelect;
