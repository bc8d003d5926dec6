import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, type EvidenceItemRow } from '../../db/schema/index';
import type { EvidenceWithIdentity } from '../../presenters/evidence';
import { findBeneficiaryNames } from './beneficiary-names';

/** What an item's identity reads of its document: the document's own check and any confirmation of it. */
export const documentIdentityColumns = {
  id: documents.id,
  identityStatus: documents.identityStatus,
  identityNames: documents.identityNames,
  identityConfirmedAt: documents.identityConfirmedAt,
  identityConfirmedByName: documents.identityConfirmedByName,
  identityConfirmationReason: documents.identityConfirmationReason,
};

/** Items of one case with what their identity depends on: their document's check and the beneficiary's name. */
export async function withIdentity(db: Db, caseId: string, rows: EvidenceItemRow[]): Promise<EvidenceWithIdentity[]> {
  if (!rows.length) return [];
  const documentIds = [...new Set(rows.flatMap((row) => (row.documentId ? [row.documentId] : [])))];
  const [docs, names] = await Promise.all([
    documentIds.length ? db.select(documentIdentityColumns).from(documents).where(inArray(documents.id, documentIds)) : [],
    findBeneficiaryNames(db, caseId),
  ]);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return rows.map((row) => ({ ...row, documentIdentity: (row.documentId && byId.get(row.documentId)) || null, beneficiaryName: names.legalName }));
}
