import { and, desc, eq, inArray } from 'drizzle-orm';
import { firmRoleCan, type Plan } from '@acclaim/domain';
import { cutLetter, ZLetter, type Letter } from '@acclaim/domain/letter';
import type { TLetterReview, TSectionReview } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { cases, letters, letterSectionApprovals, type CaseRow, type FirmRow, type LetterRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { assertFirmAction, findFirmOfCase, findMembership, getFirmPlan, staffRoleOnCase } from '../firms/firm-access';
import { getLetterForUser } from './letter-access';
import { readLetter, type LetterMeta } from './letter-read-cache';
import { findSectionProvenance, letterProvenance, sectionContentHash } from './section-provenance';
import { groupBy } from '../../lib/group-by';

const NOT_A_FIRM_CASE = 'Section approval is for cases a firm runs.';

/** Where a firm case's letter stands for filing: how many of the sections the plan shows carry a valid approval. */
export interface LetterApprovalStatus {
  total: number;
  approved: number;
  /** The sections still waiting, by heading; `hasChanged` when an approval was given and the text changed since. */
  awaiting: { heading: string; hasChanged: boolean }[];
}

const isBusy = (row: Pick<LetterRow, 'status'>) => row.status === 'queued' || row.status === 'running';
const hasDraft = (row: Pick<LetterRow, 'document' | 'version'>) => row.document !== null && row.version > 0;

/**
 * The sections under review: those the firm's plan shows whole. The firm's plan governs a firm case (its owner
 * buys it), so every member and the client count the same sections, whoever looks.
 */
async function reviewedLetter(db: Db, firm: FirmRow, document: Letter): Promise<Letter> {
  return reviewedUnder(await getFirmPlan(db, firm), document);
}

function reviewedUnder(plan: Plan, document: Letter): Letter {
  const cut = cutLetter(document, plan.limits.coverLetterPages);
  const whole = new Set(cut.wholeSectionIds);
  return { ...document, sections: document.sections.filter((section) => whole.has(section.id)) };
}

async function findCase(db: Db, caseId: string): Promise<CaseRow> {
  const [caseRow] = await db.select().from(cases).where(eq(cases.id, caseId)).limit(1);
  if (!caseRow) throw new AppError('NOT_FOUND', { message: 'Letter not found.' });
  return caseRow;
}

/** The case's newest letter is the one the Cover Letter screen shows first and the filing package files. */
async function isNewestLetter(db: Db, row: Pick<LetterRow, 'id' | 'caseId'>): Promise<boolean> {
  const [newest] = await db.select({ id: letters.id }).from(letters).where(eq(letters.caseId, row.caseId)).orderBy(desc(letters.createdAt)).limit(1);
  return newest?.id === row.id;
}

/**
 * The review of each section of `letter` (the sections to show): approved when the newest approval was given on
 * the text as it is now, changed since approval when the text moved on, else unapproved; and who wrote the text.
 */
export async function getSectionReviews(db: Db, letterRow: LetterRow, letter: Letter): Promise<TSectionReview[]> {
  const [provenance, approvals] = await Promise.all([
    findSectionProvenance(db, letterRow),
    db.select().from(letterSectionApprovals).where(eq(letterSectionApprovals.letterId, letterRow.id)),
  ]);
  const approvalOf = new Map(approvals.map((approval) => [approval.sectionId, approval]));
  return letter.sections.map((section) => {
    const contentHash = sectionContentHash(section);
    const approval = approvalOf.get(section.id);
    const drafted = provenance.get(section.id) ?? letterProvenance(letterRow);
    return {
      sectionId: section.id,
      state: !approval ? 'unapproved' : approval.contentHash === contentHash ? 'approved' : 'changed-since-approval',
      approvedBy: approval ? { name: approval.approverName } : null,
      approvedAt: approval ? approval.approvedAt.toISOString() : null,
      draftedBy: drafted.draftedBy,
      model: drafted.model,
      editedByName: drafted.editedByName,
      contentHash,
    };
  });
}

/** The review the letter screen shows; null for a self-petitioner's letter, which no one else reviews. */
export async function getLetterReview(db: Db, user: Pick<UserRow, 'id'>, letterRow: LetterRow): Promise<TLetterReview | null> {
  const caseRow = await findCase(db, letterRow.caseId);
  const firm = await findFirmOfCase(db, caseRow);
  if (!firm) return null;
  const [role, required] = await Promise.all([staffRoleOnCase(db, user, caseRow), isNewestLetter(db, letterRow)]);
  const sections = hasDraft(letterRow) ? await getSectionReviews(db, letterRow, await reviewedLetter(db, firm, ZLetter.parse(letterRow.document))) : [];
  return {
    required,
    canApprove: role !== null && firmRoleCan(role, 'approve-sections'),
    canEdit: role !== null,
    approved: sections.filter((section) => section.state === 'approved').length,
    total: sections.length,
    sections,
  };
}

/**
 * Approval status of a case's newest letter for filing; null for a self-petitioner's case (nothing to wait
 * for) and for a letter without a draft (nothing to approve yet).
 */
export async function findLetterApprovalStatus(db: Db, caseRow: Pick<CaseRow, 'firmId'>, letterRow: LetterMeta | null): Promise<LetterApprovalStatus | null> {
  const firm = await findFirmOfCase(db, caseRow);
  if (!firm) return null;
  // A version above 0 is a draft: the job stores the first document and version 1 together.
  if (!letterRow || letterRow.version === 0) return { total: 0, approved: 0, awaiting: [] };
  // The cached parse and hashes, and no provenance, which the summaries do not show.
  const [read, plan, approvals] = await Promise.all([
    readLetter(db, letterRow),
    getFirmPlan(db, firm),
    db
      .select({ sectionId: letterSectionApprovals.sectionId, contentHash: letterSectionApprovals.contentHash })
      .from(letterSectionApprovals)
      .where(eq(letterSectionApprovals.letterId, letterRow.id)),
  ]);
  return approvalStatusOf(plan, read, approvals);
}

/**
 * `findLetterApprovalStatus` of a firm case's drafted letter from what is already read: the firm's plan, the parsed
 * letter with its section hashes, and the approvals given on it (the Clients page reads these for every case at once).
 */
export function approvalStatusOf(
  plan: Plan,
  read: { letter: Letter; hashes: ReadonlyMap<string, string> },
  approvals: readonly { sectionId: string; contentHash: string }[],
): LetterApprovalStatus {
  const letter = reviewedUnder(plan, read.letter);
  const approvedHash = new Map(approvals.map((approval) => [approval.sectionId, approval.contentHash]));
  const awaiting = letter.sections.flatMap((section) => {
    const given = approvedHash.get(section.id);
    return given === read.hashes.get(section.id) ? [] : [{ heading: section.heading, hasChanged: given !== undefined }];
  });
  return { total: letter.sections.length, approved: letter.sections.length - awaiting.length, awaiting };
}

/** The approvals given on each of the letters, in one query: letter id → its approvals. */
export async function findApprovalsOfLetters(db: Db, letterIds: readonly string[]): Promise<Map<string, { sectionId: string; contentHash: string }[]>> {
  if (letterIds.length === 0) return new Map();
  const rows = await db
    .select({ letterId: letterSectionApprovals.letterId, sectionId: letterSectionApprovals.sectionId, contentHash: letterSectionApprovals.contentHash })
    .from(letterSectionApprovals)
    .where(inArray(letterSectionApprovals.letterId, [...letterIds]));
  return groupBy(rows, (row) => row.letterId);
}

/** "3 sections of the petition letter await attorney approval. …", the refusal to assemble the package. */
export function awaitingApprovalMessage(count: number): string {
  const what = count === 1 ? '1 section of the petition letter awaits' : `${count} sections of the petition letter await`;
  return `${what} attorney approval. An attorney approves each section on the Cover Letter page.`;
}

/** The letter (found for the user, else NOT_FOUND), its firm case, and the user's right to approve there. */
async function approvalTarget(db: Db, user: UserRow, letterId: string) {
  const row = await getLetterForUser(db, user, letterId);
  const caseRow = await findCase(db, row.caseId);
  const firm = await findFirmOfCase(db, caseRow);
  if (!firm) throw new AppError('BAD_REQUEST', { message: NOT_A_FIRM_CASE });
  const membership = await findMembership(db, user.id);
  // The letter was found, so someone outside the firm is the case's owner: the client.
  if (membership?.firm.id !== firm.id) throw new AppError('FORBIDDEN', { message: 'Your attorney approves the petition letter. You can read it here.' });
  assertFirmAction(membership, 'approve-sections', 'approve letter sections');
  return { row, firm };
}

/**
 * An owner or attorney of the firm approves one section as its text stands now. The approval records the text's
 * hash, the version, the approver's name and who drafted the text, so any later change shows as changed since
 * approval. `expectedHash` is the text the attorney read: if it changed meanwhile, nothing is approved unseen.
 */
export async function approveSection(deps: AppDeps, user: UserRow, letterId: string, sectionId: string, expectedHash?: string): Promise<TLetterReview> {
  const { db } = deps.database;
  const { row, firm } = await approvalTarget(db, user, letterId);
  if (isBusy(row)) throw new AppError('CONFLICT', { message: 'The letter is being written right now. Approve its sections when it is done.' });
  if (!hasDraft(row)) throw new AppError('CONFLICT', { message: 'This letter has no draft to approve yet.' });
  const document = ZLetter.parse(row.document);
  const section = document.sections.find((s) => s.id === sectionId);
  if (!section) throw new AppError('NOT_FOUND', { message: 'That section is not in this letter.' });
  const shown = await reviewedLetter(db, firm, document);
  if (!shown.sections.some((s) => s.id === sectionId)) {
    throw new AppError('FORBIDDEN', { message: 'This section is beyond the pages the firm’s plan shows, so it cannot be read whole or approved.' });
  }
  const contentHash = sectionContentHash(section);
  if (expectedHash !== undefined && expectedHash !== contentHash) {
    throw new AppError('CONFLICT', { message: `“${section.heading}” changed since you opened it. Read it again, then approve it.` });
  }
  const drafted = (await findSectionProvenance(db, row)).get(sectionId) ?? letterProvenance(row);
  const approval = {
    contentHash,
    letterVersion: row.version,
    approvedBy: user.id,
    approverName: user.name,
    draftedBy: drafted.draftedBy,
    model: drafted.model,
    approvedAt: new Date(),
  };
  await db
    .insert(letterSectionApprovals)
    .values({ letterId: row.id, sectionId, ...approval })
    .onConflictDoUpdate({ target: [letterSectionApprovals.letterId, letterSectionApprovals.sectionId], set: approval });
  return (await getLetterReview(db, user, row))!;
}

/** Withdraws the section's approval (there may be none: the answer is the same review). */
export async function withdrawSectionApproval(deps: AppDeps, user: UserRow, letterId: string, sectionId: string): Promise<TLetterReview> {
  const { db } = deps.database;
  const { row } = await approvalTarget(db, user, letterId);
  await db.delete(letterSectionApprovals).where(and(eq(letterSectionApprovals.letterId, row.id), eq(letterSectionApprovals.sectionId, sectionId)));
  return (await getLetterReview(db, user, row))!;
}
