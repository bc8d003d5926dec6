import { and, desc, eq } from 'drizzle-orm';
import { assessments } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';

/** The assessments of a case, newest first (the history a user reads to see the case improve). */
export async function findAssessments(deps: AppDeps, caseId: string) {
  return deps.database.db.select().from(assessments).where(eq(assessments.caseId, caseId)).orderBy(desc(assessments.createdAt));
}

/** The newest completed assessment of a case, if any (the dashboard's eligibility progress follows it). */
export async function findLatestCompletedAssessment(deps: AppDeps, caseId: string) {
  const [row] = await deps.database.db
    .select()
    .from(assessments)
    .where(and(eq(assessments.caseId, caseId), eq(assessments.status, 'completed')))
    .orderBy(desc(assessments.completedAt), desc(assessments.createdAt))
    .limit(1);
  return row ?? null;
}
