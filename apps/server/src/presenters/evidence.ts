import type { TEvidenceItem } from '@acclaim/contracts';
import type { EvidenceItemRow } from '../db/schema/index';
import { presentItemIdentity, type IdentityColumns } from '../services/identity/present-identity';

/**
 * An item as a reader of the case's evidence loads it (services/evidence/manage-evidence.ts): with its document's
 * identity check (null without a document) and the beneficiary's name. A row loaded without them presents no identity.
 */
export type EvidenceWithIdentity = EvidenceItemRow & { documentIdentity?: IdentityColumns | null; beneficiaryName?: string | null };

export function presentEvidence(row: EvidenceWithIdentity): TEvidenceItem {
  return {
    id: row.id,
    caseId: row.caseId,
    documentId: row.documentId,
    type: row.type,
    title: row.title,
    description: row.description,
    date: row.date,
    details: row.details,
    sourcePages: row.sourcePages,
    confidence: row.confidence,
    status: row.status,
    verification: row.verification,
    verificationDetails: row.verificationDetails ?? null,
    isEdited: row.isEdited,
    ...(row.documentIdentity !== undefined ? { identity: presentItemIdentity(row, row.documentIdentity, row.beneficiaryName ?? null) } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
