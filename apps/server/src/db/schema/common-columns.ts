import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns most tables share. Each call builds a new column: drizzle column builders must not be shared between tables.

/** The row's id: a random UUID the database makes. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was written and when it last changed (the code that changes a row sets `updatedAt`). */
export const timestampColumns = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
