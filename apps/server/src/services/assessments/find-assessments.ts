import { and, desc, eq, sql } from 'drizzle-orm';
import { eligibilityStanding, type EligibilityStanding, type StrengthLevel } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { assessments } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';

/** What the list shows of each assessment: not its input snapshot nor its result, which are large and read one at a time. */
const summaryColumns = {
  id: assessments.id,
  caseId: assessments.caseId,
  status: assessments.status,
  level: assessments.level,
  headline: assessments.headline,
  eligibilityProgress: assessments.eligibilityProgress,
  error: assessments.error,
  createdAt: assessments.createdAt,
  completedAt: assessments.completedAt,
};

/** The assessments of a case, newest first (the history a user reads to see the case improve), as summaries. */
export async function findAssessments(deps: AppDeps, caseId: string) {
  return deps.database.db.select(summaryColumns).from(assessments).where(eq(assessments.caseId, caseId)).orderBy(desc(assessments.createdAt));
}

/**
 * The newest completed assessment's eligibility progress (0 before the first) and the levels it reached (null before
 * the first), without its large result: only the few fields the levels need are read out of it.
 */
export async function findLatestEligibility(db: Db, caseId: string): Promise<{ progress: number; standing: EligibilityStanding | null }> {
  const result = assessments.result;
  const [row] = await db
    .select({
      eligibilityProgress: assessments.eligibilityProgress,
      eb1a: sql<{ criteriaLikelyMet: number; criteriaLevels: StrengthLevel[]; finalMeritsLevel: StrengthLevel } | null>`case when ${result}->'eb1a' is null or jsonb_typeof(${result}->'eb1a') = 'null' then null else jsonb_build_object(
        'criteriaLikelyMet', ${result}->'eb1a'->'criteriaLikelyMet',
        'criteriaLevels', jsonb_path_query_array(${result}, '$.eb1a.criteria[*].level'),
        'finalMeritsLevel', ${result}->'eb1a'->'finalMerits'->'level') end`,
      niw: sql<{ route: string; thresholdLevel: StrengthLevel; prongLevels: StrengthLevel[] } | null>`case when ${result}->'niw' is null or jsonb_typeof(${result}->'niw') = 'null' then null else jsonb_build_object(
        'route', ${result}->'niw'->'threshold'->'route',
        'thresholdLevel', ${result}->'niw'->'threshold'->'level',
        'prongLevels', jsonb_path_query_array(${result}, '$.niw.prongs[*].level')) end`,
    })
    .from(assessments)
    .where(and(eq(assessments.caseId, caseId), eq(assessments.status, 'completed')))
    .orderBy(desc(assessments.completedAt), desc(assessments.createdAt))
    .limit(1);
  if (!row) return { progress: 0, standing: null };
  // The fields eligibilityStanding reads, shaped as the result has them.
  const level = (value: StrengthLevel) => ({ level: value });
  const standing = eligibilityStanding({
    eb1a: row.eb1a ? { criteriaLikelyMet: row.eb1a.criteriaLikelyMet, criteria: row.eb1a.criteriaLevels.map(level), finalMerits: level(row.eb1a.finalMeritsLevel) } : null,
    niw: row.niw ? { threshold: { route: row.niw.route, level: row.niw.thresholdLevel }, prongs: row.niw.prongLevels.map(level) } : null,
  });
  return { progress: row.eligibilityProgress ?? 0, standing };
}
