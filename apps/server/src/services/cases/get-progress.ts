import { eq } from 'drizzle-orm';
import { computeProgress, documentsProgress } from '@acclaim/domain';
import { documents, type CaseRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';

/**
 * Progress of spec §3/§4. Documents follow the spec's count/10 rule; eligibility, forms and petition stay
 * at 0 until the assessment, I-140 and letter features record progress of their own.
 */
export async function getCaseProgress(deps: AppDeps, row: CaseRow) {
  const documentCount = await deps.database.db.$count(documents, eq(documents.caseId, row.id));
  return {
    documentCount,
    progress: computeProgress({ eligibility: 0, documents: documentsProgress(documentCount), forms: 0, petition: 0 }),
  };
}
