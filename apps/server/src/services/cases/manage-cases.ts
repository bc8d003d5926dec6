import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { ZCreateCaseRequest, ZUpdateCaseRequest, type TCreateCaseRequest, type TUpdateCaseRequest } from '@acclaim/contracts';
import { cases, users, type CaseRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { firmRoleCan } from '@acclaim/domain';
import { planForOwnPetition, upgradeMessage } from '../billing-plan';
import { lockPlanHolder } from '../plan-holder-lock';
import { staffRoleOnCase } from '../firms/firm-access';
import { caseAccessibleBy, caseOpenToOwner, getCaseForUser } from './case-access';
import { storedFilesOfCases } from './stored-files-of-cases';
import { recheckCaseIdentity } from '../identity/check-case-identity';

/** The account's own cases; a firm's case joins them once its client accepted the invitation. */
export async function findCases(deps: AppDeps, user: UserRow) {
  return deps.database.db
    .select()
    .from(cases)
    .where(and(eq(cases.ownerId, user.id), caseOpenToOwner()))
    .orderBy(asc(cases.createdAt));
}

/** Creates a case within the plan's petition limit and makes it the active one. */
export async function createCase(deps: AppDeps, user: UserRow, request: TCreateCaseRequest) {
  const input = ZCreateCaseRequest.parse(request);
  return deps.database.db.transaction(async (tx) => {
    // Cases asked for at once take turns here, so none slips past the petition limit (see lockPlanHolder).
    // Cases made here are the account's own petitions: under the attorney plan those count as on the Free Trial.
    const plan = planForOwnPetition(await lockPlanHolder(tx, user.id));
    const owned = await tx.$count(cases, and(eq(cases.ownerId, user.id), isNull(cases.firmId)));
    if (plan.limits.petitions !== null && owned >= plan.limits.petitions) {
      throw new AppError('FORBIDDEN', {
        message: upgradeMessage(`You already have ${owned} ${owned === 1 ? 'petition' : 'petitions'}.`, plan),
      });
    }
    // A self-petitioner's own case is, until they say otherwise, for the account holder (guided setup shows the name).
    const [created] = await tx
      .insert(cases)
      .values({ ...input, beneficiaryName: input.beneficiaryName ?? (user.name.trim() || null), ownerId: user.id })
      .returning();
    await tx.update(users).set({ activeCaseId: created!.id, updatedAt: new Date() }).where(eq(users.id, user.id));
    return created!;
  });
}

/** The active case, creating the first one when the account has none (a new user's onboarding). */
export async function getOrCreateActiveCase(deps: AppDeps, user: UserRow) {
  if (user.activeCaseId) {
    const [active] = await deps.database.db
      .select()
      .from(cases)
      .where(and(eq(cases.id, user.activeCaseId), caseAccessibleBy(user.id)));
    if (active) return active;
  }
  const [first] = await deps.database.db
    .select()
    .from(cases)
    .where(and(eq(cases.ownerId, user.id), caseOpenToOwner()))
    .orderBy(asc(cases.createdAt))
    .limit(1);
  if (first) {
    await deps.database.db.update(users).set({ activeCaseId: first.id }).where(eq(users.id, user.id));
    return first;
  }
  return createCase(deps, user, { title: 'My petition' });
}

export async function updateCase(deps: AppDeps, user: UserRow, caseId: string, request: TUpdateCaseRequest) {
  const { completeOnboarding, ...input } = ZUpdateCaseRequest.parse(request);
  const before = await getCaseForUser(deps.database.db, user, caseId);
  const result = await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(cases)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(cases.id, caseId))
      .returning();
    let account = user;
    if (completeOnboarding && !user.onboardingCompleted) {
      [account] = (await tx.update(users).set({ onboardingCompleted: true, updatedAt: new Date() }).where(eq(users.id, user.id)).returning()) as [UserRow];
    }
    return { case: updated!, user: account };
  });
  // New names change whom every document is checked against.
  const namesOf = (row: Pick<CaseRow, 'beneficiaryName' | 'beneficiaryOtherNames'>) => JSON.stringify([row.beneficiaryName, row.beneficiaryOtherNames]);
  if (namesOf(before) !== namesOf(result.case)) await recheckCaseIdentity(deps.database.db, caseId);
  return result;
}

export async function activateCase(deps: AppDeps, user: UserRow, caseId: string) {
  const row = await getCaseForUser(deps.database.db, user, caseId);
  await deps.database.db.update(users).set({ activeCaseId: row.id, updatedAt: new Date() }).where(eq(users.id, user.id));
  return row;
}

/**
 * Deletes a case with everything in it: rows go by cascade, stored files are removed afterwards
 * (a file left behind by a crash is unreachable and harmless; a row pointing at a deleted file is not).
 */
export async function deleteCase(deps: AppDeps, user: UserRow, caseId: string) {
  const row = await getCaseForUser(deps.database.db, user, caseId);
  if (row.firmId) {
    // A firm's case is the firm's work as much as the client's: only its owner closes it.
    const role = await staffRoleOnCase(deps.database.db, user, row);
    if (!role || !firmRoleCan(role, 'delete-client-case')) {
      throw new AppError('FORBIDDEN', {
        message: role ? 'Only the firm’s owner can delete a client’s case.' : 'Your attorney’s firm runs this case. Ask them if it should be closed.',
      });
    }
  }
  const files = await storedFilesOfCases(deps.database.db, [row.id]);
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(cases).where(eq(cases.id, row.id));
    if (user.activeCaseId === row.id) {
      const [next] = await tx
        .select({ id: cases.id })
        .from(cases)
        .where(and(eq(cases.ownerId, user.id), ne(cases.id, row.id), caseOpenToOwner()))
        .limit(1);
      await tx
        .update(users)
        .set({ activeCaseId: next?.id ?? null })
        .where(eq(users.id, user.id));
    }
  });
  for (const key of files) {
    await deps.storage.delete(key).catch((error: unknown) => deps.logger.warn({ err: error, key }, 'could not delete a stored file'));
  }
}
