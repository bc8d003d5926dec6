import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessments } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';

/** The assessments of a case, newest first (the history a user reads to see the case improve). */
export async function findAssessments(deps: AppDeps, caseId: string) {
  return deps.database.db.select().from(assessments).where(eq(assessments.caseId, caseId)).orderBy(desc(assessments.createdAt));
}

/** The newest completed assessment of a case, if any (the dashboard's eligibility progress follows it). */
/** The newest completed assessment's eligibility progress (0 before the first), without its large result. */
export async function findLatestEligibilityProgress(db: Db, caseId: string): Promise<number> {
  const [row] = await db
    .select({ eligibilityProgress: assessments.eligibilityProgress })
    .from(assessments)
    .where(and(eq(assessments.caseId, caseId), eq(assessments.status, 'completed')))
    .orderBy(desc(assessments.completedAt), desc(assessments.createdAt))
    .limit(1);
  return row?.eligibilityProgress ?? 0;
}

export async function findLatestCompletedAssessment(deps: AppDeps, caseId: string) {
  const [row] = await deps.database.db
    .select()
    .from(assessments)
    .where(and(eq(assessments.caseId, caseId), eq(assessments.status, 'completed')))
    .orderBy(desc(assessments.completedAt), desc(assessments.createdAt))
    .limit(1);
  return row ?? null;
}
