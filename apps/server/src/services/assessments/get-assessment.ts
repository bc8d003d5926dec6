import { ZAssessment, ZAssessmentInput } from '@acclaim/domain';
import { assessments, type AssessmentRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { ReportData } from './report/report-data';
import { getInsideCaseForUser } from '../cases/case-access';

/**
 * The assessment if its case belongs to `user`, else NOT_FOUND — the same answer for someone else's and a
 * missing one, so ids cannot be probed.
 */
export async function getAssessmentForUser(deps: AppDeps, user: UserRow, assessmentId: string): Promise<AssessmentRow> {
  return getInsideCaseForUser(deps.database.db, assessments, user, assessmentId, 'Assessment not found.');
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
