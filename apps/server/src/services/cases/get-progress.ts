import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { computeProgress, documentsProgress, petitionProgress, type PetitionLetterState } from '@acclaim/domain';
import { cases, documents, formWorksheets, letters, users, type CaseRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import type { TLetterCheck } from '@acclaim/contracts';
import type { Letter } from '@acclaim/domain/letter';
import type { PlanHolder } from '../billing-plan';
import { eligibilityOf, latestEligibilityQuery } from '../assessments/find-assessments';
import { planHolderForCase } from '../firms/firm-access';
import { letterAccess } from '../letters/letter-access';
import { newestDraftMetaQuery, readLetter, type LetterMeta } from '../letters/letter-read-cache';
import { cachedFilingCheck } from '../letters/run-filing-check';
import { findLetterApprovalStatus, type LetterApprovalStatus } from '../letters/section-approvals';
import { loadCaseFacts } from '../forms/build-case-facts';
import { formsProgressOf } from '../forms/forms-view';
import { worksheetOf } from '../forms/worksheet-store';

/**
 * The newest draft measured as the filing checklist measures the petition letter: its filing check, the sections
 * an attorney has yet to approve on a firm's case, the plan's cut (read under the plan that governs the case, the
 * owner's or the firm's) and a newer letter still being written. Null before the first draft.
 */
async function petitionLetterState(db: Db, row: CaseRow, letter: LetterMeta | null): Promise<PetitionLetterState | null> {
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

/** The named columns of a subquery, to select them as one nested object. */
function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

/** Documents, newest eligibility, newest draft and worksheet of the case `caseId` names, as one statement. */
function prepareProgressFacts(db: Db) {
  const caseId = sql.placeholder('caseId');
  const eligibility = latestEligibilityQuery(db, caseId).as('latest_eligibility');
  const draft = newestDraftMetaQuery(db, caseId).as('newest_draft');
  const worksheet = db.select().from(formWorksheets).where(eq(formWorksheets.caseId, caseId)).as('worksheet');
  return db
    .select({
      documentCount: db.$count(documents, eq(documents.caseId, caseId)),
      eligibility: {
        assessmentId: eligibility.assessmentId,
        eligibilityProgress: eligibility.eligibilityProgress,
        eb1a: eligibility.eb1a,
        niw: eligibility.niw,
      },
      draft: pick(draft, Object.keys(getTableColumns(letters)).filter((key) => key !== 'document') as (keyof LetterMeta)[]),
      worksheet: pick(worksheet, Object.keys(getTableColumns(formWorksheets)) as (keyof typeof formWorksheets.$inferSelect)[]),
    })
    .from(cases)
    .leftJoinLateral(eligibility, sql`true`)
    .leftJoinLateral(draft, sql`true`)
    .leftJoinLateral(worksheet, sql`true`)
    .where(eq(cases.id, caseId))
    .prepare('case_progress_facts');
}

/**
 * The dashboard asks for progress on every visit. Under load, each separate query costs the server more than the
 * database's work on it, and building this statement's text costs more than running it, so it is one statement,
 * built once per database and kept prepared on each connection.
 */
const progressFacts = new WeakMap<Db, ReturnType<typeof prepareProgressFacts>>();

/** What progress is worked out from. */
async function readProgressFacts(db: Db, caseId: string) {
  let statement = progressFacts.get(db);
  if (!statement) progressFacts.set(db, (statement = prepareProgressFacts(db)));
  const [facts] = await statement.execute({ caseId });
  return {
    documentCount: facts?.documentCount ?? 0,
    eligibility: eligibilityOf(facts?.eligibility?.assessmentId ? facts.eligibility : null),
    draft: facts?.draft?.id ? (facts.draft as LetterMeta) : null,
    worksheet: worksheetOf(facts?.worksheet?.caseId ? (facts.worksheet as typeof formWorksheets.$inferSelect) : null),
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
  // Figures only: the assessment's result and the letter's document are large, and the Clients page asks for every case.
  const { documentCount, eligibility, draft, worksheet } = await readProgressFacts(db, row.id);
  const forms = worksheet.confirmedPartIds.length === 0 ? 0 : formsProgressOf(worksheet, await loadCaseFacts(db, row));
  return {
    documentCount,
    eligibilityStanding: eligibility.standing,
    progress: computeProgress({
      eligibility: eligibility.progress,
      documents: documentsProgress(documentCount),
      forms,
      petition: petitionProgress(await petitionLetterState(db, row, draft)),
    }),
  };
}
