import { eq } from 'drizzle-orm';
import { computeProgress, documentsProgress } from '@acclaim/domain';
import { documents, type CaseRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { findLatestCompletedAssessment } from '../assessments/find-assessments';

/**
 * Progress of spec §3/§4. Documents follow the spec's count/10 rule; eligibility follows the newest completed
 * assessment (its level-derived `eligibilityProgress`, 0 before the first); forms and petition stay at 0 until
 * the I-140 and letter features record progress of their own.
 */
export async function getCaseProgress(deps: AppDeps, row: CaseRow) {
  const documentCount = await deps.database.db.$count(documents, eq(documents.caseId, row.id));
  const latest = await findLatestCompletedAssessment(deps, row.id);
  return {
    documentCount,
    progress: computeProgress({
      eligibility: latest?.eligibilityProgress ?? 0,
      documents: documentsProgress(documentCount),
      forms: 0,
      petition: 0,
    }),
  };
}
