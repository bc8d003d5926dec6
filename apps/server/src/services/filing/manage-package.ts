import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filingPackages, type CaseRow, type FilingPackageRow, type UserRow } from '../../db/schema/index';
import { findCaseApplicant } from '../firms/case-applicant';
import { assemblePackageJob, sendJobOrUndo } from '../../jobs/definitions/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { getUserPlan, upgradeMessage } from '../billing-plan';
import { awaitingApprovalMessage, findLetterApprovalStatus } from '../letters/section-approvals';
import { loadCaseFilingData } from './case-filing-data';
import { packagePetitionType } from './package-parts';
import { planHolderForCase } from '../firms/firm-access';

/** A job runs at most twice for 15 minutes each; one unfinished after this was lost (e.g. a crash). */
export const PACKAGE_STALE_AFTER_MS = 35 * 60_000;

export function packageAccess(user: Pick<UserRow, 'planId'>): { canAssemble: boolean; upgradeNote: string | null } {
  const plan = getUserPlan(user);
  if (plan.limits.filingPackage) return { canAssemble: true, upgradeNote: null };
  return { canAssemble: false, upgradeNote: upgradeMessage('Assembling the filing package is not included in your plan.', plan) };
}

async function releaseStalePackages(db: Db, caseId: string) {
  const before = new Date(Date.now() - PACKAGE_STALE_AFTER_MS);
  await db
    .update(filingPackages)
    .set({ status: 'failed', error: 'Assembling the package did not finish in time. Please start it again.', updatedAt: new Date() })
    .where(and(eq(filingPackages.caseId, caseId), inArray(filingPackages.status, ['queued', 'running']), lt(filingPackages.updatedAt, before)));
}

/** The case's newest package, whatever its state; null before the first. */
export async function findLatestPackage(db: Db, caseId: string): Promise<FilingPackageRow | null> {
  await releaseStalePackages(db, caseId);
  const [row] = await db.select().from(filingPackages).where(eq(filingPackages.caseId, caseId)).orderBy(desc(filingPackages.createdAt)).limit(1);
  return row ?? null;
}

/**
 * Queues the assembly of the case's filing package from the case as it is now. One at a time per case; the
 * plan is checked here on the server, and an undecided case must have a petition type (its own or its letter's).
 * A firm files only what its attorneys approved: every section of the newest letter, as its text now reads.
 */
export async function startPackage(deps: AppDeps, user: UserRow, caseRow: CaseRow): Promise<FilingPackageRow> {
  const { db } = deps.database;
  const access = packageAccess(await planHolderForCase(db, user, caseRow));
  if (!access.canAssemble) throw new AppError('FORBIDDEN', { message: access.upgradeNote! });
  const data = await loadCaseFilingData(db, user, caseRow);
  if (!packagePetitionType(data)) {
    throw new AppError('BAD_REQUEST', { message: 'Choose EB-1A or NIW for this case first: the transmittal letter and the exhibit headings depend on it.' });
  }
  if (!data.documents.length && !data.letter?.document) {
    throw new AppError('BAD_REQUEST', { message: 'There is nothing to assemble yet: upload your evidence and write the petition letter first.' });
  }
  const approval = await findLetterApprovalStatus(db, caseRow, data.letter?.row ?? null);
  if (approval && approval.approved < approval.total) throw new AppError('CONFLICT', { message: awaitingApprovalMessage(approval.total - approval.approved) });

  const created = await db.transaction(async (tx) => {
    await tx.select({ id: filingPackages.id }).from(filingPackages).where(eq(filingPackages.caseId, caseRow.id)).for('update');
    await releaseStalePackages(tx, caseRow.id);
    const [active] = await tx
      .select({ id: filingPackages.id })
      .from(filingPackages)
      .where(and(eq(filingPackages.caseId, caseRow.id), inArray(filingPackages.status, ['queued', 'running'])))
      .limit(1);
    if (active) throw new AppError('CONFLICT', { message: 'The package of this case is being assembled. It will appear here when it is done.' });
    const [inserted] = await tx.insert(filingPackages).values({ caseId: caseRow.id, requestedBy: user.id }).returning();
    return inserted!;
  });

  await sendJobOrUndo(deps.jobs, assemblePackageJob, { packageId: created.id }, { retryLimit: 1, retryDelay: 5, expireInMinutes: 15 }, () =>
    db.delete(filingPackages).where(eq(filingPackages.id, created.id)),
  );
  return created;
}

/** A completed package's file for download, if it belongs to the case. */
export async function openPackageFile(deps: AppDeps, caseRow: CaseRow, packageId: string, format: 'pdf' | 'zip') {
  if (!/^[0-9a-f-]{36}$/i.test(packageId)) throw new AppError('NOT_FOUND', { message: 'Package not found.' });
  const [row] = await deps.database.db
    .select()
    .from(filingPackages)
    .where(and(eq(filingPackages.id, packageId), eq(filingPackages.caseId, caseRow.id)));
  if (!row) throw new AppError('NOT_FOUND', { message: 'Package not found.' });
  const key = format === 'pdf' ? row.pdfKey : row.zipKey;
  if (row.status !== 'completed' || !key) throw new AppError('CONFLICT', { message: 'The package is not ready yet.' });
  // Named after the petitioner (the case owner), also when a member of the firm running the case downloads it.
  const owner = await findCaseApplicant(deps.database.db, caseRow.id);
  return { row, applicantName: owner?.name ?? '', ...(await deps.storage.stream(key)) };
}
