import type { DocumentCategory, DocumentStatus, EvidenceStatus, EvidenceType, VerificationState } from '@acclaim/domain';

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
  other: 'Other',
};

export const DOCUMENT_STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = {
  uploaded: 'Uploaded',
  extracting: 'Extracting',
  extracted: 'Extracted',
  failed: 'Failed',
};

/** Headings of the evidence groups, and the names the type selector offers. */
export const EVIDENCE_TYPE_LABELS: Readonly<Record<EvidenceType, { group: string; single: string }>> = {
  publication: { group: 'Publications', single: 'Publication' },
  citation_record: { group: 'Citation records', single: 'Citation record' },
  award: { group: 'Awards and prizes', single: 'Award or prize' },
  membership: { group: 'Memberships', single: 'Membership' },
  media_coverage: { group: 'Press and media coverage', single: 'Press or media coverage' },
  judging: { group: 'Judging / peer review', single: 'Judging or peer review' },
  original_contribution: { group: 'Original contributions', single: 'Original contribution' },
  presentation: { group: 'Presentations and talks', single: 'Presentation or talk' },
  exhibition: { group: 'Exhibitions and showcases', single: 'Exhibition or showcase' },
  leading_role: { group: 'Leading or critical roles', single: 'Leading or critical role' },
  salary: { group: 'High salary', single: 'Salary' },
  commercial_success: { group: 'Commercial success', single: 'Commercial success' },
  recommendation_letter: { group: 'Recommendation letters', single: 'Recommendation letter' },
  degree: { group: 'Degrees', single: 'Degree' },
  license: { group: 'Licenses and certifications', single: 'License or certification' },
  employment: { group: 'Employment', single: 'Employment' },
  patent: { group: 'Patents', single: 'Patent' },
  grant: { group: 'Grants and funding', single: 'Grant or funding' },
  other: { group: 'Other evidence', single: 'Other' },
};

export const EVIDENCE_STATUS_LABELS: Readonly<Record<EvidenceStatus, string>> = {
  suggested: 'To review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** Only states worth telling the reader about; "unverified" is the quiet default. */
export const VERIFICATION_LABELS: Readonly<Partial<Record<VerificationState, string>>> = {
  verified: 'Verified',
  mismatch: 'Differs from the public record',
  not_found: 'Not found in public records',
  offline: 'Not verified (offline)',
};

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** How clearly an item was read from its document, in words; never a number that could pass for odds. */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 0.8) return 'high';
  if (confidence >= 0.5) return 'medium';
  return 'low';
}
