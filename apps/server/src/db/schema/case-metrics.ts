import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CitationMetrics } from '@acclaim/domain';
import { cases } from './accounts';

/** The person's citation metrics from the last verification run, computed from verified works only. */
export const caseMetrics = pgTable('case_metrics', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  metrics: jsonb('metrics').$type<CitationMetrics>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a service was unreachable, the verification job is due again at this time. */
  retryAt: timestamp('retry_at', { withTimezone: true }),
});

export type CaseMetricsRow = typeof caseMetrics.$inferSelect;
