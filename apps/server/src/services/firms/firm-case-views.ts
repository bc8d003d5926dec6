import { and, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import { computeProgress, daysUntil, documentsProgress, firmCaseStage, petitionProgress, PLANS, type FirmCaseStage } from '@acclaim/domain';
import type { TProgress } from '@acclaim/contracts';
import { cases, documents, filingPackages, firmInvitations, users, type CaseRow, type FirmRow, type UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { findLatestEligibilities } from '../assessments/find-assessments';
import { caseOpenToOwner } from '../cases/case-access';
import { petitionLetterStateOf } from '../cases/get-progress';
import { caseFactsOf, findEmploymentOfCases } from '../forms/build-case-facts';
import { formsProgressOf } from '../forms/forms-view';
import { findWorksheets } from '../forms/worksheet-store';
import { findLetterFactsOfCases } from '../letters/letter-evidence';
import { findNewestDraftMetas, findNewestLetterIds, readLetters } from '../letters/letter-read-cache';
import { cachedFilingCheckOf } from '../letters/run-filing-check';
import { approvalStatusOf, findApprovalsOfLetters } from '../letters/section-approvals';
import { visibleApplicantName } from './case-applicant';
import { firmPlanHolder } from './firm-access';

export interface FirmCaseView {
  caseRow: CaseRow;
  client: Pick<UserRow, 'id' | 'name' | 'email'>;
  clientJoined: boolean;
  invitationExpiresAt: Date | null;
  attorneyOfRecord: { userId: string; name: string } | null;
  stage: FirmCaseStage;
  progress: TProgress;
  documentCount: number;
  approvedSections: number;
  totalSections: number;
  daysToFiling: number | null;
  lastActivityAt: Date;
}

/** A firm case as the list query reads it, before its summary: the case and its client as the firm may see them. */
export interface FirmCaseBase {
  caseRow: CaseRow;
  clientName: string;
  clientEmail: string;
  clientJoined: boolean;
}

/**
 * The columns of a FirmCaseBase, for a query of `cases` joined to its owner in `users`. The name is the one the
 * firm may see (see visibleApplicantName); joined means the client accepted the invitation, whatever the account.
 */
export function firmCaseBaseColumns() {
  return { caseRow: cases, clientName: visibleApplicantName(), clientEmail: users.email, clientJoined: sql<boolean>`${caseOpenToOwner()}` };
}

const byCase = <T extends { caseId: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.caseId, row]));

/**
 * The Clients page's summary of each of the firm's cases (stage, progress, approvals, last activity), the same
 * figures the dashboard's progress and the letter's approval status give one case at a time, read for all the cases
 * at once: about fifteen queries whatever their number, each on an index by case (decision 027). What a letter's
 * stored document yields (its sections, their fingerprints and its filing check) is kept per version of the letter
 * (letter-read-cache, run-filing-check), so a visit that finds nothing changed parses no letter.
 */
export async function firmCaseViews(db: Db, firm: Pick<FirmRow, 'ownerId'>, bases: readonly FirmCaseBase[], now: Date = new Date()): Promise<FirmCaseView[]> {
  if (bases.length === 0) return [];
  const figures = await readCaseFigures(db, firm, bases, now);
  return Promise.all(bases.map((base) => firmCaseViewOf(db, base, figures, now)));
}

type CaseFigures = Awaited<ReturnType<typeof readCaseFigures>>;

/** Everything the summaries need, read for all the cases at once and kept by case (or by letter). */
async function readCaseFigures(db: Db, firm: Pick<FirmRow, 'ownerId'>, bases: readonly FirmCaseBase[], now: Date) {
  const ids = bases.map((base) => base.caseRow.id);
  const attorneyIds = [...new Set(bases.flatMap((base) => (base.caseRow.attorneyOfRecordId ? [base.caseRow.attorneyOfRecordId] : [])))];
  const [holder, pending, attorneys, documentFigures, eligibilities, assembled, drafts, newestLetters, worksheets] = await Promise.all([
    // The firm's plan governs every case of the firm.
    firmPlanHolder(db, firm),
    db
      .selectDistinctOn([firmInvitations.caseId], { caseId: sql<string>`${firmInvitations.caseId}`, expiresAt: firmInvitations.expiresAt })
      .from(firmInvitations)
      .where(
        and(inArray(firmInvitations.caseId, ids), isNull(firmInvitations.acceptedAt), isNull(firmInvitations.revokedAt), gt(firmInvitations.expiresAt, now)),
      )
      .orderBy(firmInvitations.caseId, desc(firmInvitations.createdAt)),
    attorneyIds.length === 0 ? [] : db.select({ userId: users.id, name: users.name }).from(users).where(inArray(users.id, attorneyIds)),
    db
      .select({ caseId: documents.caseId, count: count(), latestAt: max(documents.updatedAt) })
      .from(documents)
      .where(inArray(documents.caseId, ids))
      .groupBy(documents.caseId),
    findLatestEligibilities(db, ids),
    db
      .selectDistinct({ caseId: filingPackages.caseId })
      .from(filingPackages)
      .where(and(inArray(filingPackages.caseId, ids), eq(filingPackages.status, 'completed'))),
    findNewestDraftMetas(db, ids),
    findNewestLetterIds(db, ids),
    findWorksheets(db, ids),
  ]);
  const draftRows = [...drafts.values()];
  const withForms = ids.filter((id) => worksheets.get(id)!.confirmedPartIds.length > 0);
  const [reads, approvals, letterFacts, employment] = await Promise.all([
    readLetters(db, draftRows),
    findApprovalsOfLetters(
      db,
      draftRows.map((row) => row.id),
    ),
    findLetterFactsOfCases(
      db,
      draftRows.map((row) => row.caseId),
    ),
    findEmploymentOfCases(db, withForms),
  ]);
  return {
    holder,
    plan: PLANS[holder.planId],
    eligibilities,
    drafts,
    newestLetters,
    worksheets,
    reads,
    approvals,
    letterFacts,
    employment,
    pendingOf: byCase(pending),
    documentsOf: byCase(documentFigures),
    assembledCases: new Set(assembled.map((row) => row.caseId)),
    attorneyOf: new Map(attorneys.map((row) => [row.userId, row])),
  };
}

async function firmCaseViewOf(
  db: Db,
  { caseRow, clientName, clientEmail, clientJoined }: FirmCaseBase,
  figures: CaseFigures,
  now: Date,
): Promise<FirmCaseView> {
  const { holder, plan, eligibilities, drafts, newestLetters, worksheets, reads, approvals, letterFacts, employment } = figures;
  const caseId = caseRow.id;
  const letter = drafts.get(caseId) ?? null;
  const read = letter ? reads.get(letter.id)! : null;
  const approval = letter && read ? approvalStatusOf(plan, read, approvals.get(letter.id) ?? []) : { total: 0, approved: 0 };
  const letterState =
    letter && read
      ? petitionLetterStateOf({
          letter,
          check: await cachedFilingCheckOf(db, letter, letterFacts.get(caseId)!, read),
          approval,
          holder,
          read,
          newestLetterId: newestLetters.get(caseId),
        })
      : null;
  const documentCount = figures.documentsOf.get(caseId)?.count ?? 0;
  const worksheet = worksheets.get(caseId)!;
  const forms = worksheet.confirmedPartIds.length === 0 ? 0 : formsProgressOf(worksheet, caseFactsOf(caseRow, clientName, employment.get(caseId) ?? []));
  const progress = computeProgress({
    eligibility: eligibilities.get(caseId)?.progress ?? 0,
    documents: documentsProgress(documentCount),
    forms,
    petition: petitionProgress(letterState),
  });
  const latestDocumentAt = figures.documentsOf.get(caseId)?.latestAt ?? null;
  const activity = [caseRow.updatedAt, latestDocumentAt, letter?.updatedAt ?? null].filter((d): d is Date => d instanceof Date);
  const attorneyId = caseRow.attorneyOfRecordId;
  return {
    caseRow,
    client: { id: caseRow.ownerId, name: clientName, email: clientEmail },
    clientJoined,
    invitationExpiresAt: clientJoined ? null : (figures.pendingOf.get(caseId)?.expiresAt ?? null),
    attorneyOfRecord: attorneyId ? (figures.attorneyOf.get(attorneyId) ?? null) : null,
    stage: firmCaseStage({
      clientJoined,
      documentCount,
      hasAssessment: eligibilities.has(caseId),
      hasLetterDraft: letter !== null,
      approvedSections: approval.approved,
      totalSections: approval.total,
      hasAssembledPackage: figures.assembledCases.has(caseId),
    }),
    progress,
    documentCount,
    approvedSections: approval.approved,
    totalSections: approval.total,
    daysToFiling: daysUntil(caseRow.intendedFilingDate, now),
    lastActivityAt: new Date(Math.max(...activity.map((d) => d.getTime()))),
  };
}
