import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Assessment, AssessmentInput, StrengthLevel } from '@acclaim/domain';
import { caseIdColumn, requestedByColumn } from './case-columns';
import { createdAtColumn, idColumn } from './common-columns';

export const assessmentStatusEnum = pgEnum('assessment_status', ['queued', 'running', 'completed', 'failed']);

/**
 * One eligibility assessment of a case, kept with its date so a user sees how the case improves.
 * `input` is the snapshot the engine read, so a stored result can always be explained and re-derived.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: idColumn(),
    caseId: caseIdColumn(),
    /** Who asked for it; plan limits count per account. */
    requestedBy: requestedByColumn(),
    status: assessmentStatusEnum('status').notNull().default('queued'),
    input: jsonb('input').$type<AssessmentInput>(),
    result: jsonb('result').$type<Assessment>(),
    /** Copied out of `result` for lists and the dashboard without reading the whole document. */
    level: text('level').$type<StrengthLevel>(),
    headline: text('headline'),
    eligibilityProgress: integer('eligibility_progress'),
    /**
     * The levels `eligibilityStanding` reads, copied out of `result` at completion (migration 0021), so the Clients
     * page summarises every case without reading each large result. Null on rows from before, which read `result`.
     */
    standing: jsonb('standing').$type<StandingLevels>(),
    error: text('error'),
    createdAt: createdAtColumn(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('assessments_case_id_idx').on(table.caseId, table.createdAt), index('assessments_requested_by_idx').on(table.requestedBy)],
);

/** What `standing` holds: the EB-1A and NIW levels the dashboard's standing is worked out from (null when not assessed). */
export interface StandingLevels {
  eb1a: { criteriaLikelyMet: number; criteriaLevels: StrengthLevel[]; finalMeritsLevel: StrengthLevel } | null;
  niw: { route: string; thresholdLevel: StrengthLevel; prongLevels: StrengthLevel[] } | null;
}

export type AssessmentRow = typeof assessments.$inferSelect;
