import type { TEvidenceItem } from '@acclaim/contracts';
import type { EvidenceItemRow } from '../db/schema/index';

export function presentEvidence(row: EvidenceItemRow): TEvidenceItem {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
