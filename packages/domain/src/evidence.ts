/** The kinds of evidence a case is built from (ARCHITECTURE.md §4, issue "Case workspace"). */
export const EVIDENCE_TYPES = [
  'publication',
  'citation_record',
  'award',
  'membership',
  'media_coverage',
  'judging',
  'original_contribution',
  'presentation',
  'exhibition',
  'leading_role',
  'salary',
  'commercial_success',
  'recommendation_letter',
  'degree',
  'license',
  'employment',
  'patent',
  'grant',
  'other',
] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

export const EVIDENCE_STATUSES = ['suggested', 'accepted', 'rejected'] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];

export const VERIFICATION_STATES = ['unverified', 'verified', 'mismatch', 'not_found', 'offline'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const DOCUMENT_CATEGORIES = [
  'cv',
  'publication',
  'award',
  'membership',
  'media',
  'judging',
  'letter',
  'salary',
  'contract',
  'degree',
  'identity',
  'status',
  'translation',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_STATUSES = ['uploaded', 'extracting', 'extracted', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const PETITION_TYPES = ['EB1A', 'NIW', 'UNDECIDED'] as const;
export type PetitionType = (typeof PETITION_TYPES)[number];

/** Upload rules: what a browser may send and how big it may be. The server checks the bytes, not the name. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'text/plain': 'Text',
  'text/markdown': 'Markdown',
} as const;
export type UploadMimeType = keyof typeof UPLOAD_MIME_TYPES;
