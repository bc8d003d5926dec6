import { eq } from 'drizzle-orm';
import { computeProgress, documentsProgress, petitionProgress } from '@acclaim/domain';
import { documents, type CaseRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { findLatestEligibilityProgress } from '../assessments/find-assessments';
import { findNewestDraftMeta } from '../letters/letter-read-cache';
import { cachedFilingCheck } from '../letters/run-filing-check';
import { getFormsProgress } from '../forms/forms-view';

/**
 * Progress of spec §3/§4. Documents follow the spec's count/10 rule; eligibility follows the newest completed
 * assessment (its level-derived `eligibilityProgress`, 0 before the first); petition follows the newest letter with
 * a draft and its filing check (`petitionProgress`); forms follow the I-140 guide's confirmed parts (`formsProgress`).
 */
export async function getCaseProgress(deps: AppDeps, row: CaseRow) {
  const { db } = deps.database;
  const documentCount = await db.$count(documents, eq(documents.caseId, row.id));
  // Figures only: the assessment's result and the letter's document are large, and the Clients page asks for every case.
  const eligibility = await findLatestEligibilityProgress(db, row.id);
  const letter = await findNewestDraftMeta(db, row.id);
  const check = letter ? await cachedFilingCheck(db, letter) : null;
  return {
    documentCount,
    progress: computeProgress({
      eligibility,
      documents: documentsProgress(documentCount),
      forms: await getFormsProgress(db, row),
      petition: petitionProgress(check ? { hasDraft: true, openIssues: check.issues.length } : null),
    }),
  };
}
