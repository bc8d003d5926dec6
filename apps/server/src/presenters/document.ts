import type { TDocument } from '@acclaim/contracts';
import type { DocumentRow } from '../db/schema/index';
import { presentIdentity } from '../services/identity/present-identity';

/** `beneficiaryName`: the case's, for the identity flag's wording ("Names Amit Agarwal, not Carl Boettiger"). */
export function presentDocument(row: Omit<DocumentRow, 'pages'>, evidenceCount: number, beneficiaryName: string | null = null): TDocument {
  return {
    id: row.id,
    caseId: row.caseId,
    name: row.name,
    originalName: row.originalName,
    category: row.category,
    exhibitLabel: row.exhibitLabel,
    translationOfId: row.translationOfId,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    status: row.status,
    failureReason: row.failureReason,
    pageCount: row.pageCount,
    evidenceCount,
    identity: presentIdentity(row, null, beneficiaryName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
