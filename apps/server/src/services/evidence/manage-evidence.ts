import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ZCreateEvidenceRequest,
  ZMergeEvidenceRequest,
  ZUpdateEvidenceRequest,
  evidenceDetailsProblem,
  type TCreateEvidenceRequest,
  type TUpdateEvidenceRequest,
} from '@acclaim/contracts';
import { documents, evidenceItems, type CaseRow, type EvidenceItemRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { publicationFingerprint } from '../verification/publication-claim';
import { getInsideCaseForUser } from '../cases/case-access';
import { beneficiaryNamesOf, findBeneficiaryNames } from '../identity/beneficiary-names';
import { checkItemText, identityUpdate } from '../identity/check-case-identity';
import { documentIdentityColumns, withIdentity } from '../identity/evidence-with-identity';
import type { EvidenceWithIdentity } from '../../presenters/evidence';

export async function findEvidence(deps: AppDeps, caseRow: CaseRow, filter: { status?: string; documentId?: string } = {}): Promise<EvidenceWithIdentity[]> {
  const { db } = deps.database;
  const conditions = [eq(evidenceItems.caseId, caseRow.id)];
  if (filter.status) conditions.push(eq(evidenceItems.status, filter.status as EvidenceItemRow['status']));
  if (filter.documentId) conditions.push(eq(evidenceItems.documentId, filter.documentId));
  // The list is read on every visit to the dashboard and the evidence page: the documents' checks come in the same
  // statement, and the beneficiary's name from the case already read.
  const [rows, names] = await Promise.all([
    db
      .select({ item: evidenceItems, documentIdentity: documentIdentityColumns })
      .from(evidenceItems)
      .leftJoin(documents, eq(documents.id, evidenceItems.documentId))
      .where(and(...conditions))
      .orderBy(asc(evidenceItems.type), asc(evidenceItems.createdAt)),
    beneficiaryNamesOf(db, caseRow),
  ]);
  return rows.map(({ item, documentIdentity }) => ({ ...item, documentIdentity, beneficiaryName: names.legalName }));
}

export async function getEvidenceForUser(deps: AppDeps, user: UserRow, evidenceId: string): Promise<EvidenceItemRow> {
  return getInsideCaseForUser(deps.database.db, evidenceItems, user, evidenceId, 'Evidence item not found.');
}

/** An item added by hand: accepted unless a status is given; its document must belong to the same case. */
export async function createEvidence(deps: AppDeps, caseId: string, request: TCreateEvidenceRequest) {
  const input = ZCreateEvidenceRequest.parse(request);
  if (input.documentId) {
    const [doc] = await deps.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.id, input.documentId), eq(documents.caseId, caseId)));
    if (!doc) throw new AppError('BAD_REQUEST', { message: 'That document is not part of this case.' });
  }
  // An item typed by hand has its own identity check: flagged only when its words name another person.
  const check = checkItemText(input, (await findBeneficiaryNames(deps.database.db, caseId)).knownNames);
  const [created] = await deps.database.db
    .insert(evidenceItems)
    .values({ ...input, caseId, documentId: input.documentId ?? null, isEdited: true, identityStatus: check.status, identityNames: check.names })
    .returning();
  return (await withIdentity(deps.database.db, caseId, [created!]))[0]!;
}

/** A publication whose DOI, title, date, year, venue or authors change was not the one checked: back to unverified. */
function verificationResetFor(before: EvidenceItemRow, after: Pick<EvidenceItemRow, 'type' | 'title' | 'date' | 'details'>) {
  if (before.verification === 'unverified' && before.verificationDetails === null) return {};
  if (publicationFingerprint(before) === publicationFingerprint(after)) return {};
  return { verification: 'unverified' as const, verificationDetails: null };
}

/** Any change by the user marks the item edited, so a later extraction run never overwrites it. */
export async function updateEvidence(deps: AppDeps, row: EvidenceItemRow, request: TUpdateEvidenceRequest) {
  const input = ZUpdateEvidenceRequest.parse(request);
  // The contract checks proof facts against a type it is given; details sent alone are checked against the item's own.
  const problem = input.details && !input.type ? evidenceDetailsProblem(row.type, input.details) : null;
  if (problem) throw new AppError('VALIDATION_FAILED', { message: problem.message, fields: { [problem.field]: [problem.message] } });
  const isContentChange = Object.keys(input).some((field) => field !== 'status');
  // An item typed by hand (it has its own check) is checked again when its words change.
  const isOwnCheckStale = row.identityStatus !== 'unchecked' && (input.title !== undefined || input.description !== undefined);
  const identity = isOwnCheckStale
    ? identityUpdate(
        row,
        checkItemText(
          { title: input.title ?? row.title, description: input.description ?? row.description },
          (await findBeneficiaryNames(deps.database.db, row.caseId)).knownNames,
        ),
      )
    : {};
  const [updated] = await deps.database.db
    .update(evidenceItems)
    .set({ ...input, ...identity, ...verificationResetFor(row, { ...row, ...input }), isEdited: row.isEdited || isContentChange, updatedAt: new Date() })
    .where(eq(evidenceItems.id, row.id))
    .returning();
  return (await withIdentity(deps.database.db, row.caseId, [updated!]))[0]!;
}

export async function deleteEvidence(deps: AppDeps, row: EvidenceItemRow) {
  await deps.database.db.delete(evidenceItems).where(eq(evidenceItems.id, row.id));
}

/**
 * Folds duplicates into the kept item: it gains the others' source pages and is accepted; the others go.
 * All items must be in the same case.
 */
export async function mergeEvidence(deps: AppDeps, caseId: string, request: unknown) {
  const { keepId, mergeIds } = ZMergeEvidenceRequest.parse(request);
  const ids = [keepId, ...mergeIds.filter((id) => id !== keepId)];
  return deps.database.db
    .transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(evidenceItems)
        .where(and(eq(evidenceItems.caseId, caseId), inArray(evidenceItems.id, ids)));
      if (rows.length !== ids.length) throw new AppError('BAD_REQUEST', { message: 'Some of these items are not part of this case.' });
      const keep = rows.find((row) => row.id === keepId)!;
      const others = rows.filter((row) => row.id !== keepId);
      const sourcePages = [...new Set([...keep.sourcePages, ...others.flatMap((row) => (row.documentId === keep.documentId ? row.sourcePages : []))])].sort(
        (a, b) => a - b,
      );
      const details = Object.assign({}, ...others.map((row) => row.details), keep.details) as Record<string, unknown>;
      const [merged] = await tx
        .update(evidenceItems)
        .set({ sourcePages, details, status: 'accepted', ...verificationResetFor(keep, { ...keep, details }), isEdited: true, updatedAt: new Date() })
        .where(eq(evidenceItems.id, keep.id))
        .returning();
      await tx.delete(evidenceItems).where(
        inArray(
          evidenceItems.id,
          others.map((row) => row.id),
        ),
      );
      return merged!;
    })
    .then(async (merged) => (await withIdentity(deps.database.db, caseId, [merged]))[0]!);
}
