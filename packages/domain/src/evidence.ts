/** The kinds of evidence a case is built from. */
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
/**
 * The most pages a PDF may have. Real CVs, biosketches, articles and award letters stay far below it (the longest
 * sample, a full petition, has 35); it bounds the work one upload can ask of the shared extraction worker.
 */
export const DOCUMENT_MAX_PAGES = 300;
/**
 * The most scanned pages (pages without a text layer) read by OCR in one document. OCR is the slow part of
 * reading, about a second or more a page; pages after these are kept but not read, and the document says so.
 */
export const OCR_MAX_PAGES_PER_DOCUMENT = 50;
export const UPLOAD_MIME_TYPES = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'text/plain': 'Text',
  'text/markdown': 'Markdown',
} as const;
export type UploadMimeType = keyof typeof UPLOAD_MIME_TYPES;
