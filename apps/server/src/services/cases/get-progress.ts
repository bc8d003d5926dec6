import { and, desc, eq, gt } from 'drizzle-orm';
import { computeProgress, documentsProgress, petitionProgress } from '@acclaim/domain';
import { ZLetter } from '@acclaim/domain/letter';
import { documents, letters, type CaseRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { findLatestCompletedAssessment } from '../assessments/find-assessments';
import { runFilingCheck } from '../letters/run-filing-check';
import { getFormsProgress } from '../forms/forms-view';

/**
 * Progress of spec §3/§4. Documents follow the spec's count/10 rule; eligibility follows the newest completed
 * assessment (its level-derived `eligibilityProgress`, 0 before the first); petition follows the newest letter with
 * a draft and its filing check (`petitionProgress`); forms follow the I-140 guide's confirmed parts (`formsProgress`).
 */
export async function getCaseProgress(deps: AppDeps, row: CaseRow) {
  const documentCount = await deps.database.db.$count(documents, eq(documents.caseId, row.id));
  const latest = await findLatestCompletedAssessment(deps, row.id);
  const [letter] = await deps.database.db
    .select()
    .from(letters)
    .where(and(eq(letters.caseId, row.id), gt(letters.version, 0)))
    .orderBy(desc(letters.createdAt))
    .limit(1);
  const check = letter?.document ? await runFilingCheck(deps.database.db, letter, ZLetter.parse(letter.document)) : null;
  return {
    documentCount,
    progress: computeProgress({
      eligibility: latest?.eligibilityProgress ?? 0,
      documents: documentsProgress(documentCount),
      forms: await getFormsProgress(deps.database.db, row),
      petition: petitionProgress(check ? { hasDraft: true, openIssues: check.issues.length } : null),
    }),
  };
}
