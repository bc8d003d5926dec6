import { z } from 'zod';
import { ZLetter, ZLetterPetitionType } from '@acclaim/domain/letter/schema';
import { ZFocusId, ZLetterAngle, ZPlanWarning, ZRecommenderRelationship, ZRecommenderSource } from '@acclaim/domain/recommendations';
import { ZLetterCheckIssue, ZLetterEvidence, ZSectionEdit, LETTER_EXPORT_FORMATS } from './letters';

/**
 * Recommendation letters of a case (issue 7): who could write them (suggested from the record), the people the
 * user chose and how far each one is, a plan giving each letter its own focus and facts, and the drafts, which
 * stay editable and versioned like the petition letter. Suggestions and the plan are shown on every plan;
 * drafting, editing and export need a plan with recommendation letters.
 */

export const RECOMMENDER_STATUSES = ['suggested', 'chosen', 'asked', 'agreed', 'signed', 'declined'] as const;
export const ZRecommenderStatus = z.enum(RECOMMENDER_STATUSES);
export type TRecommenderStatus = z.infer<typeof ZRecommenderStatus>;

/** A criterion or prong with the words the screen shows for it. */
export const ZFocusRef = z.object({ id: ZFocusId, label: z.string() });
export type TFocusRef = z.infer<typeof ZFocusRef>;

/** Someone the record points to who has not been chosen yet. `name` is null for a role ("the chair of the committee"). */
export const ZRecommenderSuggestion = z.object({
  key: z.string(),
  name: z.string().nullable(),
  role: z.string().nullable(),
  affiliation: z.string().nullable(),
  relationship: ZRecommenderRelationship,
  sources: z.array(ZRecommenderSource),
  evidenceIds: z.array(z.string()),
  /** Why this person fits, naming the evidence. */
  reason: z.string(),
  canAttest: z.array(ZFocusRef),
});
export type TRecommenderSuggestion = z.infer<typeof ZRecommenderSuggestion>;

/** A chosen recommender, with how far the request has gone and their letter, if drafted. */
export const ZSavedRecommender = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  affiliation: z.string().nullable(),
  relationship: ZRecommenderRelationship,
  sources: z.array(ZRecommenderSource),
  evidenceIds: z.array(z.string()),
  reason: z.string().nullable(),
  /** From the current suggestions; empty for someone entered by hand or no longer suggested. */
  canAttest: z.array(ZFocusRef),
  credentials: z.string().nullable(),
  firstHand: z.string().nullable(),
  status: ZRecommenderStatus,
  cvDocumentId: z.string().nullable(),
  letterId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSavedRecommender = z.infer<typeof ZSavedRecommender>;

/** What the plan lets the user do with recommendation letters. */
export const ZRecommendationAccess = z.object({
  planName: z.string(),
  canDraft: z.boolean(),
  /** Why drafting, editing and export are closed, and where to open them; null when they are open. */
  upgradeNote: z.string().nullable(),
});
export type TRecommendationAccess = z.infer<typeof ZRecommendationAccess>;

export const ZPlanFact = z.object({ id: z.string(), title: z.string(), exhibit: z.string().nullable() });

/** One letter of the plan for the chosen recommenders (a preview before drafting, on every plan). */
export const ZPlannedLetter = z.object({
  recommenderId: z.string(),
  focus: ZFocusRef,
  angle: ZLetterAngle,
  facts: z.array(ZPlanFact),
});
export type TPlannedLetter = z.infer<typeof ZPlannedLetter>;

export const ZRecommendationPlan = z.object({
  petitionType: ZLetterPetitionType,
  letters: z.array(ZPlannedLetter),
  warnings: z.array(ZPlanWarning),
});
export type TRecommendationPlan = z.infer<typeof ZRecommendationPlan>;

export const ZRecommendersResponse = z.object({
  success: z.literal(true),
  recommenders: z.array(ZSavedRecommender),
  suggestions: z.array(ZRecommenderSuggestion),
  /** Null until at least two recommenders are chosen, or when the plan cannot be made (the message says why). */
  plan: ZRecommendationPlan.nullable(),
  planNote: z.string().nullable(),
  access: ZRecommendationAccess,
});
export type TRecommendersResponse = z.infer<typeof ZRecommendersResponse>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Keeps a suggestion; a suggested role needs the name of the person the user will ask. */
export const ZChooseSuggestionRequest = z.object({
  key: z.string().min(1).max(120),
  name: z.string().trim().min(2).max(160).optional(),
  title: optionalText(200),
  affiliation: optionalText(200),
});

/** Someone the record does not show, entered by hand. */
export const ZAddRecommenderRequest = z.object({
  name: z.string().trim().min(2, 'Give the recommender’s name').max(160),
  title: optionalText(200),
  affiliation: optionalText(200),
  relationship: ZRecommenderRelationship,
  credentials: optionalText(1200),
  firstHand: optionalText(2000),
});

export const ZCreateRecommenderRequest = z.union([ZChooseSuggestionRequest.strict(), ZAddRecommenderRequest.strict()]);
export type TCreateRecommenderRequest = z.input<typeof ZCreateRecommenderRequest>;

export const ZUpdateRecommenderRequest = z
  .object({
    name: z.string().trim().min(2).max(160).optional(),
    title: optionalText(200),
    affiliation: optionalText(200),
    relationship: ZRecommenderRelationship.optional(),
    credentials: optionalText(1200),
    firstHand: optionalText(2000),
    status: ZRecommenderStatus.exclude(['suggested']).optional(),
    cvDocumentId: z.string().uuid().nullable().optional(),
  })
  .strict();
export type TUpdateRecommenderRequest = z.input<typeof ZUpdateRecommenderRequest>;

export const ZRecommenderResponse = z.object({ success: z.literal(true), recommender: ZSavedRecommender });
export const ZDeleteRecommenderQuery = z.object({ withLetter: z.enum(['0', '1']).optional() });

/** A pair of letters that read alike: the passages they share and whether it crosses the flag threshold. */
export const ZRecommendationOverlap = z.object({
  letterIds: z.tuple([z.string(), z.string()]),
  recommenderNames: z.tuple([z.string(), z.string()]),
  similarity: z.number(),
  passages: z.array(z.string()),
  isFlagged: z.boolean(),
});
export type TRecommendationOverlap = z.infer<typeof ZRecommendationOverlap>;

export const ZRecommendationLetterSummary = z.object({
  id: z.string(),
  caseId: z.string(),
  recommenderId: z.string(),
  recommenderName: z.string(),
  relationship: ZRecommenderRelationship,
  focus: ZFocusRef,
  angle: ZLetterAngle,
  factIds: z.array(z.string()),
  title: z.string(),
  version: z.number().int(),
  wordCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRecommendationLetterSummary = z.infer<typeof ZRecommendationLetterSummary>;

export const ZRecommendationCheck = z.object({
  isClean: z.boolean(),
  factualSentences: z.number().int(),
  exhibitsCited: z.number().int(),
  issues: z.array(ZLetterCheckIssue),
});
export type TRecommendationCheck = z.infer<typeof ZRecommendationCheck>;

export const ZRecommendationLetterDetail = ZRecommendationLetterSummary.extend({
  document: ZLetter,
  /** What the exhibit references rest on. */
  evidence: z.array(ZLetterEvidence),
  check: ZRecommendationCheck,
  /** Pairs with this letter among the case's letters. */
  overlaps: z.array(ZRecommendationOverlap),
  access: ZRecommendationAccess,
});
export type TRecommendationLetterDetail = z.infer<typeof ZRecommendationLetterDetail>;

export const ZRecommendationLettersResponse = z.object({
  success: z.literal(true),
  letters: z.array(ZRecommendationLetterSummary),
  /** Every pair that shares phrasing, flagged ones first. */
  overlaps: z.array(ZRecommendationOverlap),
  warnings: z.array(ZPlanWarning),
  access: ZRecommendationAccess,
});
export type TRecommendationLettersResponse = z.infer<typeof ZRecommendationLettersResponse>;

export const ZDraftRecommendationLettersResponse = z.object({
  success: z.literal(true),
  /** The letters drafted by this request. */
  letters: z.array(ZRecommendationLetterSummary),
  warnings: z.array(ZPlanWarning),
});

export const ZRecommendationLetterResponse = z.object({ success: z.literal(true), letter: ZRecommendationLetterDetail });

/** An edit of whole sections, as for the petition letter; `baseVersion` must be the current version. */
export const ZUpdateRecommendationLetterRequest = z.object({
  baseVersion: z.number().int().min(1),
  sections: z.array(ZSectionEdit).min(1).max(20),
});
export type TUpdateRecommendationLetterRequest = z.input<typeof ZUpdateRecommendationLetterRequest>;

export const RECOMMENDATION_VERSION_SOURCES = ['generated', 'edited', 'restored'] as const;
export const ZRecommendationLetterVersion = z.object({
  number: z.number().int(),
  source: z.enum(RECOMMENDATION_VERSION_SOURCES),
  note: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type TRecommendationLetterVersion = z.infer<typeof ZRecommendationLetterVersion>;
export const ZRecommendationLetterVersionsResponse = z.object({ success: z.literal(true), versions: z.array(ZRecommendationLetterVersion) });

export const ZRecommendationExportQuery = z.object({ format: z.enum(LETTER_EXPORT_FORMATS) });
