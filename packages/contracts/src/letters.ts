import { z } from 'zod';
import { EVIDENCE_TYPES, VERIFICATION_STATES } from '@acclaim/domain';
import { ZBlock, ZLetter, ZLetterPetitionType, SECTION_ID_PATTERN } from '@acclaim/domain/letter/schema';

export const LETTER_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
/** Who wrote a version: the offline composer, a language model, or the user. */
export const LETTER_GENERATORS = ['composer', 'llm'] as const;
export const LETTER_VERSION_SOURCES = ['generated', 'edited', 'regenerated', 'restored'] as const;

/** A petition letter in a list. `version` is the current version number (0 while the first draft is written). */
export const ZLetterSummary = z.object({
  id: z.string(),
  caseId: z.string(),
  petitionType: ZLetterPetitionType,
  status: z.enum(LETTER_STATUSES),
  title: z.string().nullable(),
  generator: z.enum(LETTER_GENERATORS),
  /** The model that drafted it when `generator` is 'llm'. */
  model: z.string().nullable(),
  version: z.number().int(),
  wordCount: z.number().int(),
  pageEstimate: z.number().int(),
  /** The section being written again, while a regeneration runs. */
  regeneratingSectionId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLetterSummary = z.infer<typeof ZLetterSummary>;

/** An evidence item the letter may cite, so the editor can show what an exhibit reference rests on. */
export const ZLetterEvidence = z.object({
  id: z.string(),
  type: z.enum(EVIDENCE_TYPES),
  title: z.string(),
  description: z.string(),
  date: z.string().nullable(),
  documentId: z.string().nullable(),
  documentName: z.string().nullable(),
  exhibit: z.string().nullable(),
  verification: z.enum(VERIFICATION_STATES),
});
export type TLetterEvidence = z.infer<typeof ZLetterEvidence>;

/**
 * What the plan lets the user read, edit and export. `pageLimit` null is the whole letter. Sections after the
 * cut are listed by heading only; a section the cut goes through is shown up to the cut and is read-only.
 */
export const ZLetterAccess = z.object({
  planName: z.string(),
  pageLimit: z.number().int().nullable(),
  isTruncated: z.boolean(),
  /** Shown where the letter is cut: what the plan allows and how to see the rest. */
  upgradeNote: z.string().nullable(),
  editableSectionIds: z.array(z.string()),
  hiddenSections: z.array(z.object({ id: z.string(), heading: z.string() })),
});
export type TLetterAccess = z.infer<typeof ZLetterAccess>;

/** Where an attorney's review of a section stands: approval counts only for the text as it stood when given. */
export const SECTION_REVIEW_STATES = ['unapproved', 'approved', 'changed-since-approval'] as const;
/** Who wrote a section's current text: the offline composer, a language model, or a person who edited it. */
export const SECTION_DRAFTERS = ['composer', 'llm', 'edited'] as const;

export const ZSectionReview = z.object({
  sectionId: z.string(),
  state: z.enum(SECTION_REVIEW_STATES),
  /** The newest approval, kept while the section has changed since, so the screen can say whose it was. */
  approvedBy: z.object({ name: z.string() }).nullable(),
  approvedAt: z.string().nullable(),
  draftedBy: z.enum(SECTION_DRAFTERS),
  /** The model when a language model wrote the text (null when not known any more). */
  model: z.string().nullable(),
  /** Who last edited it, when `draftedBy` is 'edited'. */
  editedByName: z.string().nullable(),
  /** The text's fingerprint: sent back with an approval, so no one approves text they have not seen. */
  contentHash: z.string(),
});
export type TSectionReview = z.infer<typeof ZSectionReview>;

/**
 * Attorney review of a firm case's letter (issue 11): each section the plan shows is approved by an owner or
 * attorney of the firm. `required`: this is the case's newest letter, whose approval the filing package waits
 * for. `canEdit` is false for the firm's client, who reads the letter their attorney prepares.
 */
export const ZLetterReview = z.object({
  required: z.boolean(),
  canApprove: z.boolean(),
  canEdit: z.boolean(),
  approved: z.number().int(),
  total: z.number().int(),
  sections: z.array(ZSectionReview),
});
export type TLetterReview = z.infer<typeof ZLetterReview>;
export const ZLetterReviewResponse = z.object({ success: z.literal(true), review: ZLetterReview });
/** `contentHash` is the text the attorney read; a section changed since is refused rather than approved unseen. */
export const ZApproveSectionRequest = z.object({ contentHash: z.string().max(128).optional() });

export const ZLetterDetail = ZLetterSummary.extend({
  /** The letter as the plan shows it (cut at the page limit); null until the first draft is done. */
  document: ZLetter.nullable(),
  evidence: z.array(ZLetterEvidence),
  access: ZLetterAccess,
  /** Null (or absent) for a self-petitioner's letter: no one else reviews it. */
  review: ZLetterReview.nullable().optional(),
});
export type TLetterDetail = z.infer<typeof ZLetterDetail>;

export const ZLetterAllowance = z.object({ used: z.number().int(), allowed: z.number().int().nullable() });

export const ZStartLetterRequest = z.object({
  /** Defaults to the case's petition type, or the assessment's recommendation when the case is undecided. */
  petitionType: ZLetterPetitionType.optional(),
});
export type TStartLetterRequest = z.infer<typeof ZStartLetterRequest>;

/** `canWrite` is false for a firm's client: their attorney writes the letter, they read it. */
export const ZLetterListResponse = z.object({ success: z.literal(true), letters: z.array(ZLetterSummary), allowance: ZLetterAllowance, canWrite: z.boolean() });
export const ZLetterResponse = z.object({ success: z.literal(true), letter: ZLetterDetail });
export const ZStartLetterResponse = z.object({ success: z.literal(true), letter: ZLetterSummary });

/** An edit of whole sections. `baseVersion` must be the current version, so two tabs cannot overwrite each other. */
export const ZSectionEdit = z.object({
  id: z.string().regex(SECTION_ID_PATTERN),
  heading: z.string().trim().min(1).max(300).optional(),
  blocks: z.array(ZBlock).max(2000),
});
export const ZUpdateLetterRequest = z.object({
  baseVersion: z.number().int().min(1),
  title: z.string().trim().min(1).max(300).optional(),
  sections: z.array(ZSectionEdit).max(100).default([]),
});
export type TUpdateLetterRequest = z.input<typeof ZUpdateLetterRequest>;
export type TSectionEdit = z.infer<typeof ZSectionEdit>;

export const ZRegenerateSectionRequest = z.object({ baseVersion: z.number().int().min(1) });

export const ZLetterVersionSummary = z.object({
  number: z.number().int(),
  source: z.enum(LETTER_VERSION_SOURCES),
  /** "Edited Judging the Work of Others", "Restored version 2", … */
  note: z.string(),
  generator: z.enum(LETTER_GENERATORS).nullable(),
  wordCount: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type TLetterVersionSummary = z.infer<typeof ZLetterVersionSummary>;
export const ZLetterVersionListResponse = z.object({ success: z.literal(true), versions: z.array(ZLetterVersionSummary) });
/** One saved version, with the sections the plan shows whole in the current letter (so versions compare alike). */
export const ZLetterVersionResponse = z.object({
  success: z.literal(true),
  version: ZLetterVersionSummary.extend({ document: ZLetter }),
});

/** One finding of the filing check, with the heading of the section it is in (null: the title or the whole letter). */
export const ZLetterCheckIssue = z.object({
  kind: z.enum([
    'unsupported-sentence',
    'evidence-not-in-exhibit',
    'exhibit-missing',
    'exhibit-uncited',
    'exhibit-identity-unconfirmed',
    'cv-only-section',
    'unknown-authority',
    'citation-outside-library',
    'number-mismatch',
  ]),
  message: z.string(),
  sectionId: z.string().nullable(),
  sectionHeading: z.string().nullable(),
  /** The sentence or citation concerned, when there is one. */
  text: z.string().nullable(),
});
export type TLetterCheckIssue = z.infer<typeof ZLetterCheckIssue>;
export const ZLetterCheckResponse = z.object({
  success: z.literal(true),
  check: z.object({
    version: z.number().int(),
    isClean: z.boolean(),
    factualSentences: z.number().int(),
    citations: z.number().int(),
    exhibitsCited: z.number().int(),
    issues: z.array(ZLetterCheckIssue),
  }),
});
export type TLetterCheck = z.infer<typeof ZLetterCheckResponse>['check'];

export const LETTER_EXPORT_FORMATS = ['docx', 'pdf'] as const;
export const ZLetterExportQuery = z.object({ format: z.enum(LETTER_EXPORT_FORMATS) });
