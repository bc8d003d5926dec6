import { and, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { eligibilityStanding, type Assessment, type EligibilityStanding, type StrengthLevel } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { assessments, type StandingLevels } from '../../db/schema/index';
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

/** The stored `standing` of a completed result; the same figures as the SQL fallback in find-assessments reads out of `result`. */
export function standingLevelsOf(result: Pick<Assessment, 'eb1a' | 'niw'>): StandingLevels {
  return {
    eb1a: result.eb1a
      ? {
          criteriaLikelyMet: result.eb1a.criteriaLikelyMet,
          criteriaLevels: result.eb1a.criteria.map((c) => c.level),
          finalMeritsLevel: result.eb1a.finalMerits.level,
        }
      : null,
    niw: result.niw
      ? { route: result.niw.threshold.route, thresholdLevel: result.niw.threshold.level, prongLevels: result.niw.prongs.map((p) => p.level) }
      : null,
  };
}

/**
 * The few fields of a completed assessment the levels need: its stored `standing`, or on a row from before that
 * column, the same fields read out of its large result in SQL.
 */
function eligibilityColumns() {
  // Aliased, so that the columns can also be read through a subquery (get-progress reads them in one statement).
  const result = assessments.result;
  const standing = assessments.standing;
  return {
    eligibilityProgress: assessments.eligibilityProgress,
    eb1a: sql<
      StandingLevels['eb1a']
    >`case when ${standing} is not null then ${standing}->'eb1a' when ${result}->'eb1a' is null or jsonb_typeof(${result}->'eb1a') = 'null' then null else jsonb_build_object(
        'criteriaLikelyMet', ${result}->'eb1a'->'criteriaLikelyMet',
        'criteriaLevels', jsonb_path_query_array(${result}, '$.eb1a.criteria[*].level'),
        'finalMeritsLevel', ${result}->'eb1a'->'finalMerits'->'level') end`.as('eb1a'),
    niw: sql<
      StandingLevels['niw']
    >`case when ${standing} is not null then ${standing}->'niw' when ${result}->'niw' is null or jsonb_typeof(${result}->'niw') = 'null' then null else jsonb_build_object(
        'route', ${result}->'niw'->'threshold'->'route',
        'thresholdLevel', ${result}->'niw'->'threshold'->'level',
        'prongLevels', jsonb_path_query_array(${result}, '$.niw.prongs[*].level')) end`.as('niw'),
  };
}

interface EligibilityRow extends StandingLevels {
  eligibilityProgress: number | null;
}

export interface LatestEligibility {
  progress: number;
  standing: EligibilityStanding | null;
}

export function eligibilityOf(row: EligibilityRow | null | undefined): LatestEligibility {
  if (!row) return { progress: 0, standing: null };
  // The fields eligibilityStanding reads, shaped as the result has them.
  const level = (value: StrengthLevel) => ({ level: value });
  const standing = eligibilityStanding({
    eb1a: row.eb1a
      ? { criteriaLikelyMet: row.eb1a.criteriaLikelyMet, criteria: row.eb1a.criteriaLevels.map(level), finalMerits: level(row.eb1a.finalMeritsLevel) }
      : null,
    niw: row.niw ? { threshold: { route: row.niw.route, level: row.niw.thresholdLevel }, prongs: row.niw.prongLevels.map(level) } : null,
  });
  return { progress: row.eligibilityProgress ?? 0, standing };
}

/**
 * The newest completed assessment of a case, not yet sent: only the few fields the levels need are read out of its
 * large result. Its row (none before the first) goes to `eligibilityOf`; progress reads it within one statement.
 */
export function latestEligibilityQuery(db: Db, caseId: string | Placeholder) {
  return db
    .select({ assessmentId: assessments.id, ...eligibilityColumns() })
    .from(assessments)
    .where(and(eq(assessments.caseId, caseId), eq(assessments.status, 'completed')))
    .orderBy(desc(assessments.completedAt), desc(assessments.createdAt))
    .limit(1);
}

/**
 * The newest completed assessment's eligibility of many cases in one query (the Clients page); a case without a
 * completed assessment is absent from the map.
 */
export async function findLatestEligibilities(db: Db, caseIds: readonly string[]): Promise<Map<string, LatestEligibility>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([assessments.caseId], { caseId: assessments.caseId, ...eligibilityColumns() })
    .from(assessments)
    .where(and(inArray(assessments.caseId, [...caseIds]), eq(assessments.status, 'completed')))
    .orderBy(assessments.caseId, desc(assessments.completedAt), desc(assessments.createdAt));
  return new Map(rows.map((row) => [row.caseId, eligibilityOf(row)]));
}
