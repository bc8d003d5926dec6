import { boolean, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { caseIdColumn } from './case-columns';

/**
 * The work running on a case (its kind, whether it is active, progress, current step, start and estimated end): one
 * row per case and kind of work, written by the worker and read by the API's event stream, so they may run in
 * different processes.
 */
export const caseProcessing = pgTable(
  'case_processing',
  {
    caseId: caseIdColumn(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    isActive: boolean('is_active').notNull(),
    progress: real('progress').notNull().default(0),
    currentStep: text('current_step').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    estimatedCompletionTime: timestamp('estimated_completion_time', { withTimezone: true }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.type] })],
);

export type CaseProcessingRow = typeof caseProcessing.$inferSelect;
