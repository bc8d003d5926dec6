import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAtColumn } from './common-columns';

/** A user's identity at an outside provider (the OpenID `sub`), linked once and reused. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);
