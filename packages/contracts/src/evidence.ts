import { z } from 'zod';
import { EVIDENCE_STATUSES, EVIDENCE_TYPES, proofFactProblems, VERIFICATION_STATES, ZPublicationCheck, type EvidenceType } from '@acclaim/domain';
import { ZIdentity } from './identity';

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

export const ZEvidenceItem = ZEvidenceDraft.extend({
  id: z.string(),
  caseId: z.string(),
  status: z.enum(EVIDENCE_STATUSES),
  verification: z.enum(VERIFICATION_STATES),
  /** What the scholarly check found; null until it ran. */
  verificationDetails: ZPublicationCheck.nullable(),
  documentId: z.string().nullable(),
  isEdited: z.boolean(),
  /**
   * Whom the item names, from its document (or its own text when typed by hand); a flagged one does not count. The
   * server always sends it; optional so an item built elsewhere (a sample, a test) need not invent one.
   */
  identity: ZIdentity.optional(),
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
}).superRefine((request, ctx) => checkProofFacts(request.type, request.details, ctx));
export type TCreateEvidenceRequest = z.input<typeof ZCreateEvidenceRequest>;

export const ZUpdateEvidenceRequest = z
  .object({
    type: z.enum(EVIDENCE_TYPES),
    title: z.string().trim().min(1, 'The title cannot be empty.').max(500),
    description: z.string().trim().max(4000),
    date: z
      .string()
      .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'Use a date like 2021, 2021-05 or 2021-05-14.')
      .nullable(),
    details: z.record(z.string(), z.unknown()),
    status: z.enum(EVIDENCE_STATUSES),
  })
  .partial()
  // Without a type in the request the server checks the details against the item's stored type (evidenceDetailsProblem).
  .superRefine((request, ctx) => {
    if (request.type && request.details) checkProofFacts(request.type, request.details, ctx);
  });
export type TUpdateEvidenceRequest = z.input<typeof ZUpdateEvidenceRequest>;

/** Folds duplicates into one item: the kept item stays, the others are removed. */
export const ZMergeEvidenceRequest = z.object({
  keepId: z.string().uuid(),
  mergeIds: z.array(z.string().uuid()).min(1, 'Choose at least one item to merge.').max(50),
});

// ---- bulk review: accept or reject many suggestions in one step, with undo ----------------------------------

/** The most items one bulk action or one undo may change (a long CV gives about 200 suggestions). */
export const BULK_REVIEW_MAX_ITEMS = 5000;

/**
 * The CV section an item was read from: the heading the extractor stored (`sourceSection`, or the older `section`
 * of awards and talks). Null for items added by hand or read by an extractor that records no sections.
 */
export function evidenceSectionOf(item: { details: Record<string, unknown> }): string | null {
  const value = item.details.sourceSection ?? item.details.section;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

const ZEvidenceId = z.string().uuid('Each id must be an evidence item id.');

/** Which suggestions a bulk action takes: one section of one document, one type, a confidence and above, or these ids. */
export const ZBulkReviewSelection = z.discriminatedUnion(
  'by',
  [
    z.object({
      by: z.literal('section'),
      documentId: z.string().uuid('Choose a document of this case.'),
      section: z.string().trim().min(1, 'Name the section.').max(300),
    }),
    z.object({ by: z.literal('type'), type: z.enum(EVIDENCE_TYPES) }),
    z.object({ by: z.literal('confidence'), minConfidence: z.number().min(0, 'Confidence goes from 0 to 1.').max(1, 'Confidence goes from 0 to 1.') }),
    z.object({ by: z.literal('ids'), ids: z.array(ZEvidenceId).min(1, 'Choose at least one item.').max(BULK_REVIEW_MAX_ITEMS) }),
  ],
  { error: 'Choose what to review by: a section, a type, a confidence or ids.' },
);
export type TBulkReviewSelection = z.infer<typeof ZBulkReviewSelection>;

export const BULK_REVIEW_ACTIONS = ['accept', 'reject'] as const;
export type BulkReviewAction = (typeof BULK_REVIEW_ACTIONS)[number];

/** Accept or reject the suggestions a selection takes; items already accepted or rejected are left as they are. */
export const ZBulkReviewRequest = z.object({ action: z.enum(BULK_REVIEW_ACTIONS), selection: ZBulkReviewSelection });
export type TBulkReviewRequest = z.infer<typeof ZBulkReviewRequest>;

/** One item a bulk action or an undo changed, with the status it had before (what an undo puts back). */
export const ZEvidenceStatusChange = z.object({ id: z.string(), previousStatus: z.enum(EVIDENCE_STATUSES) });
export type TEvidenceStatusChange = z.infer<typeof ZEvidenceStatusChange>;

export const ZBulkReviewResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The items changed, as they are now. */
  evidence: z.array(ZEvidenceItem),
  changes: z.array(ZEvidenceStatusChange),
  /** Items the selection named that were not changed (already decided, or decided since). */
  skipped: z.number().int().min(0),
});
export type TBulkReviewResponse = z.infer<typeof ZBulkReviewResponse>;

/**
 * Undoes a bulk action: each item goes back to its previous status, but only while it still has the status the
 * action gave it (`action`), so a decision the user made since is not overwritten. Every id must be of this case.
 */
export const ZUndoBulkReviewRequest = z.object({
  action: z.enum(BULK_REVIEW_ACTIONS),
  changes: z
    .array(z.object({ id: ZEvidenceId, previousStatus: z.enum(EVIDENCE_STATUSES) }))
    .min(1, 'Nothing to undo.')
    .max(BULK_REVIEW_MAX_ITEMS)
    .refine((changes) => new Set(changes.map((change) => change.id)).size === changes.length, 'Each item may appear only once.'),
});
export type TUndoBulkReviewRequest = z.infer<typeof ZUndoBulkReviewRequest>;

/** A confidence is stored as a 4-byte real (0.7 reads back as 0.69999…): compared at the precision a person chooses. */
const isAtLeast = (confidence: number, minimum: number) => Math.round(confidence * 1000) >= Math.round(minimum * 1000);

type TSelectableItem = { id: string; documentId: string | null; type: string; confidence: number; status: string; details: Record<string, unknown> };

/** The suggestions a bulk selection takes, in the order given: the server changes these and the screen counts them. */
export function suggestionsSelectedBy<T extends TSelectableItem>(items: readonly T[], selection: TBulkReviewSelection): T[] {
  const suggested = items.filter((item) => item.status === 'suggested');
  switch (selection.by) {
    case 'section':
      return suggested.filter((item) => item.documentId === selection.documentId && evidenceSectionOf(item) === selection.section);
    case 'type':
      return suggested.filter((item) => item.type === selection.type);
    case 'confidence':
      return suggested.filter((item) => isAtLeast(item.confidence, selection.minConfidence));
    case 'ids': {
      const ids = new Set(selection.ids);
      return suggested.filter((item) => ids.has(item.id));
    }
  }
}

// ---- proof facts (domain evidence/proof-facts.ts) --------------------------------------------------------

/**
 * The proof facts in an item's details are typed (a number is a non-negative number, a choice one of its options,
 * text bounded); other detail keys stay free, as extraction writes them. One issue per bad fact, at details.<key>.
 */
function checkProofFacts(type: EvidenceType, details: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const problem of proofFactProblems(type, details)) ctx.addIssue({ code: 'custom', path: ['details', problem.key], message: problem.message });
}

/** For an update that sends details without a type: the first problem with them under the item's stored type, or null. */
export function evidenceDetailsProblem(type: EvidenceType, details: Record<string, unknown>): { field: string; message: string } | null {
  const [problem] = proofFactProblems(type, details);
  return problem ? { field: `details.${problem.key}`, message: problem.message } : null;
}
