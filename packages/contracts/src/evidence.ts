import { z } from 'zod';
import { EVIDENCE_STATUSES, EVIDENCE_TYPES, VERIFICATION_STATES, ZPublicationCheck } from '@acclaim/domain';

/**
 * What an extractor proposes from a document: the same shape for the offline extractor and the LLM one.
 * `details` holds type-specific fields, e.g. for a publication { doi, venue, year, authors, authorPosition }.
 */
export const ZEvidenceDraft = z.object({
  type: z.enum(EVIDENCE_TYPES),
  title: z.string().trim().min(1).max(500),
  description: z.string().trim().max(4000).default(''),
  /** ISO date or a partial one ("2019", "2019-05"); null when the document gives none. */
  date: z
    .string()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)
    .nullable()
    .default(null),
  details: z.record(z.string(), z.unknown()).default({}),
  /** 1-based pages of the source document the item was read from (a 4-byte integer column). */
  sourcePages: z.array(z.number().int().min(1).max(100_000, 'Page numbers go up to 100,000.')).default([]),
  /** 0–1: how sure the extractor is; shown to the user, never used to accept anything automatically. */
  confidence: z.number().min(0).max(1),
});
export type TEvidenceDraft = z.output<typeof ZEvidenceDraft>;

export const ZPublicationDetails = z.object({
  doi: z.string().optional(),
  venue: z.string().optional(),
  year: z.number().int().optional(),
  authors: z.array(z.string()).optional(),
  /** 1-based position of the applicant in the author list, when found. */
  authorPosition: z.number().int().min(1).optional(),
});

export const ZEvidenceItem = ZEvidenceDraft.extend({
  id: z.string(),
  caseId: z.string(),
  status: z.enum(EVIDENCE_STATUSES),
  verification: z.enum(VERIFICATION_STATES),
  /** What the scholarly check found; null until it ran. */
  verificationDetails: ZPublicationCheck.nullable(),
  documentId: z.string().nullable(),
  isEdited: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEvidenceItem = z.infer<typeof ZEvidenceItem>;

export const ZEvidenceListResponse = z.object({ success: z.literal(true), evidence: z.array(ZEvidenceItem) });
export const ZEvidenceResponse = z.object({ success: z.literal(true), evidence: ZEvidenceItem });

/** An item added by hand; without a status it is accepted at once. */
export const ZCreateEvidenceRequest = ZEvidenceDraft.extend({
  // Three decimals: the column is a 4-byte real, which refuses a value as tiny as 5e-324 rather than round it.
  confidence: z
    .number()
    .min(0)
    .max(1)
    .transform((value) => Math.round(value * 1000) / 1000)
    .default(1),
  status: z.enum(EVIDENCE_STATUSES).default('accepted'),
  documentId: z.string().uuid().nullable().optional(),
});
export type TCreateEvidenceRequest = z.input<typeof ZCreateEvidenceRequest>;

export const ZUpdateEvidenceRequest = z
  .object({
    type: z.enum(EVIDENCE_TYPES),
    title: z.string().trim().min(1, 'The title cannot be empty.').max(500),
    description: z.string().trim().max(4000),
    date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'Use a date like 2021, 2021-05 or 2021-05-14.').nullable(),
    details: z.record(z.string(), z.unknown()),
    status: z.enum(EVIDENCE_STATUSES),
  })
  .partial();
export type TUpdateEvidenceRequest = z.input<typeof ZUpdateEvidenceRequest>;

/** Folds duplicates into one item: the kept item stays, the others are removed. */
export const ZMergeEvidenceRequest = z.object({
  keepId: z.string().uuid(),
  mergeIds: z.array(z.string().uuid()).min(1, 'Choose at least one item to merge.').max(50),
});
