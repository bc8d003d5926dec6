import { and, desc, eq } from 'drizzle-orm';
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
