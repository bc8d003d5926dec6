import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Responses of the scholarly services, keyed by service and request, so repeated verification is fast,
 * polite to the services, and still works from cache when a service is down.
 */
export const scholarlyCache = pgTable(
  'scholarly_cache',
  {
    /** `service GET url-without-mailto` (or with a body hash for POST). */
    key: text('key').primaryKey(),
    service: text('service').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').$type<unknown>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('scholarly_cache_expires_at_idx').on(table.expiresAt)],
);

export type ScholarlyCacheRow = typeof scholarlyCache.$inferSelect;
