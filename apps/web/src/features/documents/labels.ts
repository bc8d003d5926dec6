import type { DocumentCategory, DocumentStatus, EvidenceStatus } from '@acclaim/domain';

export const CATEGORY_LABELS: Readonly<Record<DocumentCategory, string>> = {
  cv: 'CV or résumé',
  publication: 'Publication',
  award: 'Award or prize',
  membership: 'Membership',
  media: 'Press or media',
  judging: 'Judging or peer review',
  letter: 'Letter',
  salary: 'Salary or pay',
  contract: 'Contract',
  degree: 'Degree or diploma',
  identity: 'Passport or ID',
  status: 'Immigration status',
  translation: 'Translation',
  other: 'Other',
};

export const DOCUMENT_STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = {
  uploaded: 'Uploaded',
  extracting: 'Extracting',
  extracted: 'Extracted',
  failed: 'Failed',
};

export { EVIDENCE_TYPE_LABELS } from '@/lib/evidence-type-labels';

export const EVIDENCE_STATUS_LABELS: Readonly<Record<EvidenceStatus, string>> = {
  suggested: 'To review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** How clearly an item was read from its document, in words; never a number that could pass for odds. */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 0.8) return 'high';
  if (confidence >= 0.5) return 'medium';
  return 'low';
}
