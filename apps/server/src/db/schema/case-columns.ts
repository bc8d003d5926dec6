import { uuid } from 'drizzle-orm/pg-core';
import { cases, users } from './accounts';

// Columns that tie a row to its case and to the account that asked for it. Each call builds a new column: drizzle
// column builders must not be shared between tables.

/** The case the row belongs to; deleting the case deletes the row. */
export const caseIdColumn = () =>
  uuid('case_id')
    .notNull()
    .references(() => cases.id, { onDelete: 'cascade' });

/** The account that asked for the work (plan limits count per account); deleting the account deletes the row. */
export const requestedByColumn = () =>
  uuid('requested_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
