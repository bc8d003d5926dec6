import { and, eq } from 'drizzle-orm';
import { ZAssessment, ZAssessmentInput } from '@acclaim/domain';
import { assessments, cases, type AssessmentRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { ReportData } from './report/report-data';
import { caseAccessibleBy } from '../cases/case-access';

/**
 * The assessment if its case belongs to `user`, else NOT_FOUND — the same answer for someone else's and a
 * missing one, so ids cannot be probed.
 */
export async function getAssessmentForUser(deps: AppDeps, user: UserRow, assessmentId: string): Promise<AssessmentRow> {
  if (!/^[0-9a-f-]{36}$/i.test(assessmentId)) throw new AppError('NOT_FOUND', { message: 'Assessment not found.' });
  const [row] = await deps.database.db
    .select({ assessment: assessments })
    .from(assessments)
    .innerJoin(cases, eq(cases.id, assessments.caseId))
    .where(and(eq(assessments.id, assessmentId), caseAccessibleBy(user.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Assessment not found.' });
  return row.assessment;
}

/**
 * What a report needs from a completed assessment (input snapshot and result, read through their schemas so an
 * older stored result gets today's defaults), or a CONFLICT that says why there is nothing to show yet.
 */
export function getReportData(row: AssessmentRow): ReportData {
  if (row.status === 'completed' && row.result && row.input) {
    return { input: ZAssessmentInput.parse(row.input), result: ZAssessment.parse(row.result) };
  }
  const message =
    row.status === 'failed'
      ? 'This assessment did not complete, so it has no report. Start a new assessment to get one.'
      : 'This assessment is still running. Its report is ready as soon as it completes.';
  throw new AppError('CONFLICT', { message });
}
