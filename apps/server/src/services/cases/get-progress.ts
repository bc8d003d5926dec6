import { desc, eq } from 'drizzle-orm';
import { computeProgress, documentsProgress, petitionProgress, type PetitionLetterState } from '@acclaim/domain';
import { documents, letters, users, type CaseRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import type { TLetterCheck } from '@acclaim/contracts';
import type { Letter } from '@acclaim/domain/letter';
import type { PlanHolder } from '../billing-plan';
import { findLatestEligibility } from '../assessments/find-assessments';
import { planHolderForCase } from '../firms/firm-access';
import { letterAccess } from '../letters/letter-access';
import { findNewestDraftMeta, readLetter, type LetterMeta } from '../letters/letter-read-cache';
import { cachedFilingCheck } from '../letters/run-filing-check';
import { findLetterApprovalStatus, type LetterApprovalStatus } from '../letters/section-approvals';
import { getFormsProgress } from '../forms/forms-view';

/**
 * The newest draft measured as the filing checklist measures the petition letter: its filing check, the sections
 * an attorney has yet to approve on a firm's case, the plan's cut (read under the plan that governs the case, the
 * owner's or the firm's) and a newer letter still being written. Null before the first draft.
 */
async function petitionLetterState(db: Db, row: CaseRow): Promise<PetitionLetterState | null> {
  const letter = await findNewestDraftMeta(db, row.id);
  if (!letter) return null;
  const [check, approval, [owner], [newest]] = await Promise.all([
    cachedFilingCheck(db, letter),
    findLetterApprovalStatus(db, row, letter),
    db.select({ planId: users.planId }).from(users).where(eq(users.id, row.ownerId)).limit(1),
    db.select({ id: letters.id }).from(letters).where(eq(letters.caseId, row.id)).orderBy(desc(letters.createdAt)).limit(1),
  ]);
  const holder = await planHolderForCase(db, owner ?? { planId: 'FREE_TRIAL' }, row);
  return petitionLetterStateOf({ letter, check, approval, holder, read: await readLetter(db, letter), newestLetterId: newest?.id });
}

/** `petitionLetterState` of a drafted letter from what is already read (the Clients page reads it for every case at once). */
export function petitionLetterStateOf(input: {
  letter: Pick<LetterMeta, 'id'>;
  check: Pick<TLetterCheck, 'issues'>;
  approval: Pick<LetterApprovalStatus, 'total' | 'approved'> | null;
  /** The plan that governs the case (planHolderForCase). */
  holder: PlanHolder;
  read: { letter: Letter };
  newestLetterId: string | undefined;
}): PetitionLetterState {
  const { cut } = letterAccess(input.holder, input.read.letter);
  return {
    hasDraft: true,
    openIssues: input.check.issues.length,
    sectionsAwaitingApproval: input.approval ? input.approval.total - input.approval.approved : 0,
    isCutByPlan: cut.isTruncated,
    isNewerLetterPending: input.newestLetterId !== undefined && input.newestLetterId !== input.letter.id,
  };
}

/**
 * Progress of a case in four areas, each 0–100, with overall as their rounded mean. Documents reach 100 at ten
 * documents (count / 10 × 100, capped at 100); eligibility follows the newest completed
 * assessment (its level-derived `eligibilityProgress`, 0 before the first); petition follows the newest letter with
 * a draft and what keeps it from filing (`petitionProgress`: 100 only when the checklist would file it); forms
 * follow the I-140 guide's confirmed parts (`formsProgress`).
 */
export async function getCaseProgress(deps: AppDeps, row: CaseRow) {
  const { db } = deps.database;
  const documentCount = await db.$count(documents, eq(documents.caseId, row.id));
  // Figures only: the assessment's result and the letter's document are large, and the Clients page asks for every case.
  const eligibility = await findLatestEligibility(db, row.id);
  const letter = await petitionLetterState(db, row);
  return {
    documentCount,
    eligibilityStanding: eligibility.standing,
    progress: computeProgress({
      eligibility: eligibility.progress,
      documents: documentsProgress(documentCount),
      forms: await getFormsProgress(db, row),
      petition: petitionProgress(letter),
    }),
  };
}
