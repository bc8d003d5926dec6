import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAtColumn, idColumn } from './common-columns';

export const oneTimeTokenPurposeEnum = pgEnum('one_time_token_purpose', ['email_confirmation', 'password_reset']);

/** Links sent by email. Hashed like sessions; `usedAt` makes each single-use. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('one_time_tokens_user_id_idx').on(table.userId)],
);

export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposeEnum.enumValues)[number];
