import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import { assessCase } from '@acclaim/domain/assessment';
import { cases, letters, users, type CaseRow, type LetterRow, type UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { draftLetterJob, sendJobOrUndo } from '../../jobs/definitions/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { buildAssessmentInput } from '../assessments/build-assessment-input';
import { getUserPlan, isOwnPetitionOnAttorneyPlan, upgradeMessage } from '../billing-plan';
import { getCaseForUser } from '../cases/case-access';
import { assertMayWriteLetter } from './letter-write-access';
import { planHolderForCase } from '../firms/firm-access';

/** A draft runs at most twice for 20 minutes each; one unfinished after this was lost (e.g. a crash). */
export const LETTER_STALE_AFTER_MS = 45 * 60_000;
const STALE_MESSAGE = 'Writing the letter did not finish in time, and it does not count toward your plan. Please start it again.';

/**
 * Letters that count against the plan: every one the account asked for, except those that failed. On an attorney's
 * own petition, which has the Free Trial's allowance, only letters of the attorney's own cases count: the letters
 * written for the firm's clients were the attorney plan's.
 */
export async function countLettersUsed(db: Pick<Db, '$count' | 'select'>, userId: string, ownCasesOnly = false): Promise<number> {
  const counted = and(eq(letters.requestedBy, userId), ne(letters.status, 'failed'));
  if (!ownCasesOnly) return db.$count(letters, counted);
  const ownCases = db.select({ id: cases.id }).from(cases).where(isNull(cases.firmId));
  return db.$count(letters, and(counted, inArray(letters.caseId, ownCases)));
}

export async function getLetterAllowance(deps: AppDeps, user: UserRow, caseRow: Pick<CaseRow, 'firmId'>) {
  const plan = getUserPlan(await planHolderForCase(deps.database.db, user, caseRow));
  return { used: await countLettersUsed(deps.database.db, user.id, isOwnPetitionOnAttorneyPlan(plan)), allowed: plan.limits.coverLetters };
}

/** Marks lost jobs of a case as over: a lost first draft failed; a lost regeneration leaves the letter as it was. */
export async function releaseStaleLetters(db: Db, caseId: string) {
  const before = new Date(Date.now() - LETTER_STALE_AFTER_MS);
  const stale = and(eq(letters.caseId, caseId), inArray(letters.status, ['queued', 'running']), lt(letters.updatedAt, before));
  await db
    .update(letters)
    .set({ status: 'failed', error: STALE_MESSAGE, updatedAt: new Date() })
    .where(and(stale, eq(letters.version, 0)));
  await db
    .update(letters)
    .set({
      status: 'completed',
      regeneratingSectionId: null,
      error: 'Writing the section again did not finish; the letter is as it was.',
      updatedAt: new Date(),
    })
    .where(and(stale, ne(letters.version, 0)));
}

/**
 * Queues the first draft of a petition letter for the case. The petition type is the one asked for, else the
 * case's, else (for an undecided case) the classification the engine recommends filing first. The plan's letter
 * allowance is counted per account on the server, inside a transaction that locks the account row.
 */
export async function startLetter(deps: AppDeps, user: UserRow, caseId: string, requested: { petitionType?: 'EB1A' | 'NIW' }): Promise<LetterRow> {
  const { db } = deps.database;
  const caseRow = await getCaseForUser(db, user, caseId);
  await assertMayWriteLetter(db, user, caseRow);
  const plan = getUserPlan(await planHolderForCase(db, user, caseRow));
  let petitionType = requested.petitionType ?? (caseRow.petitionType === 'UNDECIDED' ? null : caseRow.petitionType);
  if (!petitionType) {
    const assessment = assessCase(await buildAssessmentInput(db, caseRow));
    petitionType = assessment.recommendation?.fileFirst ?? 'EB1A';
  }

  const created = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await releaseStaleLetters(tx, caseRow.id);
    const [active] = await tx
      .select({ id: letters.id })
      .from(letters)
      .where(and(eq(letters.caseId, caseRow.id), inArray(letters.status, ['queued', 'running'])))
      .limit(1);
    if (active) throw new AppError('CONFLICT', { message: 'A letter of this case is being written. It will appear here when it is done.' });
    const allowed = plan.limits.coverLetters;
    if (allowed !== null) {
      const used = await countLettersUsed(tx, user.id, isOwnPetitionOnAttorneyPlan(plan));
      if (used >= allowed) {
        throw new AppError('FORBIDDEN', {
          message: upgradeMessage(`You have used ${used} of ${allowed} petition ${allowed === 1 ? 'letter' : 'letters'}.`, plan),
        });
      }
    }
    const [inserted] = await tx.insert(letters).values({ caseId: caseRow.id, requestedBy: user.id, petitionType, status: 'queued' }).returning();
    return inserted!;
  });

  await sendJobOrUndo(deps.jobs, draftLetterJob, { letterId: created.id }, { retryLimit: 1, retryDelay: 5, expireInMinutes: 20 }, () =>
    db.delete(letters).where(eq(letters.id, created.id)),
  );
  return created;
}
