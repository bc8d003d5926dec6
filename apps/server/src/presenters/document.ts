import type { TDocument } from '@acclaim/contracts';
import type { DocumentRow } from '../db/schema/index';

export function presentDocument(row: DocumentRow, evidenceCount: number): TDocument {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
