import { and, count, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import { assessments, cases, evidenceItems, users, type AssessmentRow, type CaseRow, type UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { assessCaseJob, sendJobOrUndo } from '../../jobs/definitions/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { getUserPlan, upgradeMessage } from '../billing-plan';
import { planHolderForCase } from '../firms/firm-access';
import { getCaseForUser } from '../cases/case-access';
import { evidenceIdentityCleared } from '../identity/counted-evidence';

/** A job runs at most twice for 15 minutes each; an assessment unfinished after this was lost (e.g. a crash). */
const STALE_AFTER_MS = 40 * 60_000;
const STALE_MESSAGE = 'The assessment did not finish in time, and it does not count toward your plan. Please start it again.';

/** Assessments that count against the plan: every one the account asked for, except those that failed. */
export async function countAssessmentsUsed(db: Pick<Db, '$count'>, userId: string): Promise<number> {
  return db.$count(assessments, and(eq(assessments.requestedBy, userId), ne(assessments.status, 'failed')));
}

/**
 * Assessments the account asked for on its own petitions, as their allowance counts them: work on a firm's client
 * cases is under the firm's plan, so it never uses up an attorney's or a paralegal's own Free Trial assessment.
 */
export async function countOwnPetitionAssessments(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(assessments)
    .innerJoin(cases, eq(cases.id, assessments.caseId))
    .where(and(eq(assessments.requestedBy, userId), ne(assessments.status, 'failed'), isNull(cases.firmId)));
  return row?.total ?? 0;
}

/** The count a case's next assessment is checked against: the account's own petitions for its own case, else all it asked for. */
function countAssessmentsFor(db: Db, userId: string, caseRow: Pick<CaseRow, 'firmId'>): Promise<number> {
  return caseRow.firmId ? countAssessmentsUsed(db, userId) : countOwnPetitionAssessments(db, userId);
}

/** The plan allowance as the list shows it, for the plan the case runs under: `allowed` null is unlimited. */
export async function getAssessmentAllowance(deps: AppDeps, user: UserRow, caseRow: Pick<CaseRow, 'firmId'>) {
  const { db } = deps.database;
  const plan = getUserPlan(await planHolderForCase(db, user, caseRow));
  return { used: await countAssessmentsFor(db, user.id, caseRow), allowed: plan.limits.eligibilityAssessments };
}

/** Why a counted assessment is refused on a case with no accepted evidence. */
export function emptyRecordMessage(allowed: number): string {
  const plural = allowed === 1 ? 'assessment' : 'assessments';
  return `Accept at least one evidence item first. Your plan includes ${allowed} ${plural}, and on a case with no accepted evidence it could only say that there is no evidence yet.`;
}

/** Why it is refused when every accepted item waits for the user to confirm it is about the beneficiary. */
export function heldRecordMessage(allowed: number): string {
  const plural = allowed === 1 ? 'assessment' : 'assessments';
  return `None of the accepted evidence counts yet: it comes from documents that name someone else, or no one this case knows. Confirm on the Documents page the ones that belong first. Your plan includes ${allowed} ${plural}.`;
}

/**
 * Queues an eligibility assessment of the case. The plan limit is counted per account and checked on the
 * server; one assessment per case runs at a time. On a plan with unlimited assessments a case without accepted
 * evidence may still be assessed (the engine then says there is no evidence yet); where assessments are counted,
 * the only one is not spent on an empty record.
 */
export async function startAssessment(deps: AppDeps, user: UserRow, caseId: string): Promise<AssessmentRow> {
  const { db } = deps.database;
  const row = await getCaseForUser(db, user, caseId);
  const plan = getUserPlan(await planHolderForCase(db, user, row));

  const created = await db.transaction(async (tx) => {
    // Locking the account row makes two simultaneous requests take turns, so neither slips past the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    // A lost job must not block the case or use up the allowance for ever.
    await tx
      .update(assessments)
      .set({ status: 'failed', error: STALE_MESSAGE, completedAt: new Date() })
      .where(
        and(
          eq(assessments.caseId, row.id),
          inArray(assessments.status, ['queued', 'running']),
          lt(assessments.createdAt, new Date(Date.now() - STALE_AFTER_MS)),
        ),
      );
    const [active] = await tx
      .select({ id: assessments.id })
      .from(assessments)
      .where(and(eq(assessments.caseId, row.id), inArray(assessments.status, ['queued', 'running'])))
      .limit(1);
    if (active) {
      throw new AppError('CONFLICT', { message: 'An assessment of this case is already running. Its result will appear here when it finishes.' });
    }
    const allowed = plan.limits.eligibilityAssessments;
    if (allowed !== null) {
      const accepted = and(eq(evidenceItems.caseId, row.id), eq(evidenceItems.status, 'accepted'));
      if ((await tx.$count(evidenceItems, and(accepted, evidenceIdentityCleared()))) === 0) {
        const held = await tx.$count(evidenceItems, accepted);
        throw new AppError('CONFLICT', { message: held ? heldRecordMessage(allowed) : emptyRecordMessage(allowed) });
      }
      const used = await countAssessmentsFor(tx, user.id, row);
      if (used >= allowed) {
        throw new AppError('FORBIDDEN', {
          message: upgradeMessage(`You have used ${used} of ${allowed} eligibility ${allowed === 1 ? 'assessment' : 'assessments'}.`, plan),
        });
      }
    }
    const [inserted] = await tx.insert(assessments).values({ caseId: row.id, requestedBy: user.id, status: 'queued' }).returning();
    return inserted!;
  });

  // A retry helps only with a passing database hiccup; the engine itself is deterministic.
  await sendJobOrUndo(deps.jobs, assessCaseJob, { assessmentId: created.id }, { retryLimit: 1, retryDelay: 5, expireInMinutes: 15 }, () =>
    db.delete(assessments).where(eq(assessments.id, created.id)),
  );
  return created;
}
