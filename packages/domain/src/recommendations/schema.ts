import { z } from 'zod';
import { ZAssessmentEvidence, ZStrengthLevel } from '../assessment/schema';
import { ZLetterPetitionType } from '../letter/schema';
import { FOCUS_IDS } from './focuses';

/**
 * The contracts of recommendation letters. The server stores what these describe and validates with them
 * what the web sends (a chosen or hand-entered recommender, an edited plan); the functions of this folder
 * are pure and take everything as input (no clock: a letter's date comes in as an ISO string).
 */

/** How the recommender stands to the applicant. Only 'independent' means no personal or professional tie. */
export const RECOMMENDER_RELATIONSHIPS = ['independent', 'collaborator', 'employer', 'mentor', 'other'] as const;
export const ZRecommenderRelationship = z.enum(RECOMMENDER_RELATIONSHIPS);
export type RecommenderRelationship = z.infer<typeof ZRecommenderRelationship>;

/** Where in the case the recommender was found. 'user' is someone the user entered by hand. */
export const RECOMMENDER_SOURCES = [
  'citing_author',
  'coauthor',
  'existing_letter',
  'employer',
  'mentor',
  'award_committee',
  'judging_venue',
  'membership_body',
  'press',
  'user',
] as const;
export const ZRecommenderSource = z.enum(RECOMMENDER_SOURCES);
export type RecommenderSource = z.infer<typeof ZRecommenderSource>;

/** An EB-1A criterion ('eb1a-i' … 'eb1a-x') or a Dhanasar prong ('niw-prong-1' … '-3'), the assessment's ids. */
export const ZFocusId = z.enum(FOCUS_IDS);
export type FocusId = z.infer<typeof ZFocusId>;

/** The applicant as the letters name them. `otherNames` (maiden name, initials as published) keep them off the list. */
export const ZRecommendationApplicant = z.object({
  fullName: z.string().trim().min(1),
  otherNames: z.array(z.string()).default([]),
  fieldOfEndeavor: z.string().nullable().default(null),
  employer: z.string().nullable().default(null),
  highestDegree: z.string().nullable().default(null),
});
export type RecommendationApplicant = z.output<typeof ZRecommendationApplicant>;

/**
 * A work citing one of the applicant's publications, with its authors, as the verification of publications
 * reads it (OpenAlex `cites:`). `citedEvidenceIds` are the applicant's publication items it cites.
 */
export const ZCitingWork = z.object({
  title: z.string().min(1),
  year: z.number().int().nullable().default(null),
  venue: z.string().nullable().default(null),
  doi: z.string().nullable().default(null),
  citedEvidenceIds: z.array(z.string()).min(1),
  authors: z
    .array(
      z.object({
        name: z.string().min(1),
        orcid: z.string().nullable().default(null),
        /** Institution display name of this authorship, when the service gives one. */
        affiliation: z.string().nullable().default(null),
      }),
    )
    .min(1),
});
export type CitingWork = z.output<typeof ZCitingWork>;
export type CitingWorkInput = z.input<typeof ZCitingWork>;

/**
 * A chosen recommender, as the web sends it: a suggestion the user kept (and may have corrected) or someone
 * entered by hand. `credentials` and `firstHand` are the recommender's own words (from their CV or a call);
 * the draft uses them verbatim and never invents either.
 */
export const ZRecommender = z.object({
  /** Stable within the case: the suggestion's id, or one the server gives a hand-entered person. */
  id: z.string().min(1).max(120),
  name: z.string().trim().min(2).max(160),
  /** Position, e.g. "Professor of Genome Sciences". */
  title: z.string().trim().max(200).nullable().default(null),
  affiliation: z.string().trim().max(200).nullable().default(null),
  relationship: ZRecommenderRelationship,
  sources: z.array(ZRecommenderSource).default(['user']),
  /** Evidence items that tie this person to the applicant's record (cited or co-authored articles, the employment). */
  evidenceIds: z.array(z.string()).default([]),
  /** One or two sentences on the recommender's standing, in the first person ("I direct the …"). */
  credentials: z.string().trim().max(1200).nullable().default(null),
  /** What the recommender saw first-hand, in their words; collaborators and employers should give it. */
  firstHand: z.string().trim().max(2000).nullable().default(null),
});
export type Recommender = z.output<typeof ZRecommender>;
export type RecommenderInput = z.input<typeof ZRecommender>;

/** A suggestion: a real person of the record, by the full name they would sign with. */
export const ZRecommenderCandidate = z.object({
  id: z.string(),
  name: z.string().min(1),
  /** The person's position when the record gives it ("Journalist, STAT News"); never a description of a role to fill. */
  role: z.string().nullable(),
  affiliation: z.string().nullable(),
  relationship: ZRecommenderRelationship,
  /** Strongest source first. */
  sources: z.array(ZRecommenderSource).min(1),
  evidenceIds: z.array(z.string()),
  /** One sentence naming the evidence that makes this person fit. */
  reason: z.string(),
  /** Criteria or prongs this person can credibly speak to, given the case's evidence. */
  canAttest: z.array(ZFocusId),
});
export type RecommenderCandidate = z.output<typeof ZRecommenderCandidate>;

export const ZSuggestRecommendersInput = z.object({
  petitionType: ZLetterPetitionType,
  applicant: ZRecommendationApplicant,
  /** Accepted evidence of the case. */
  evidence: z.array(ZAssessmentEvidence),
  /** Works citing the applicant's verified publications, when the verification kept them. */
  citingWorks: z.array(ZCitingWork).default([]),
  limit: z.number().int().min(1).max(100).default(30),
});
export type SuggestRecommendersInput = z.output<typeof ZSuggestRecommendersInput>;
export type SuggestRecommendersInputDraft = z.input<typeof ZSuggestRecommendersInput>;

/** What the assessment says about one criterion or prong: its level and the items it considered. */
export const ZFocusFinding = z.object({
  id: z.string(),
  level: ZStrengthLevel,
  evidenceIds: z.array(z.string()).default([]),
});
export type FocusFinding = z.output<typeof ZFocusFinding>;

export const MIN_LETTERS = 2;
export const MAX_LETTERS = 8;

export const ZPlanLettersInput = z.object({
  petitionType: ZLetterPetitionType,
  applicant: ZRecommendationApplicant,
  recommenders: z
    .array(ZRecommender)
    .min(MIN_LETTERS, `Choose at least ${MIN_LETTERS} recommenders`)
    .max(MAX_LETTERS, `Choose at most ${MAX_LETTERS} recommenders`)
    .refine((list) => new Set(list.map((r) => r.id)).size === list.length, 'Each recommender appears once'),
  evidence: z.array(ZAssessmentEvidence),
  /** The assessment's criteria (EB-1A) or prongs (NIW); without them, items are matched to a focus by type. */
  findings: z.array(ZFocusFinding).default([]),
  /** Items the letters must not rest on (red-flagged: pay-to-enter awards, paid media, items after filing …). */
  excludedEvidenceIds: z.array(z.string()).default([]),
});
export type PlanLettersInput = z.output<typeof ZPlanLettersInput>;
export type PlanLettersInputDraft = z.input<typeof ZPlanLettersInput>;

/** What a letter argues from: the recommender's distance to the work decides it. */
export const LETTER_ANGLES = ['impact', 'work_and_role'] as const;
export const ZLetterAngle = z.enum(LETTER_ANGLES);
export type LetterAngle = z.infer<typeof ZLetterAngle>;

/** One letter of the plan. `factIds` are the items at its centre; no other letter of the plan centres on them. */
export const ZLetterAssignment = z.object({
  recommenderId: z.string(),
  focusId: ZFocusId,
  factIds: z.array(z.string()),
  angle: ZLetterAngle,
  /** Distinct per letter of a plan (0 … 7), so that no two drafts of a case share a phrasing. */
  styleIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_LETTERS - 1),
});
export type LetterAssignment = z.output<typeof ZLetterAssignment>;

export const PLAN_WARNING_CODES = ['no_independent', 'shared_focus', 'no_facts', 'weak_focus', 'prong_not_covered', 'applicant_as_recommender'] as const;
export const ZPlanWarning = z.object({
  code: z.enum(PLAN_WARNING_CODES),
  message: z.string(),
  recommenderIds: z.array(z.string()).default([]),
});
export type PlanWarning = z.output<typeof ZPlanWarning>;

export const ZLetterPlan = z.object({
  letters: z.array(ZLetterAssignment),
  warnings: z.array(ZPlanWarning),
});
export type LetterPlan = z.output<typeof ZLetterPlan>;

export const ZDraftRecommendationInput = z.object({
  petitionType: ZLetterPetitionType,
  applicant: ZRecommendationApplicant,
  recommender: ZRecommender,
  assignment: ZLetterAssignment,
  evidence: z.array(ZAssessmentEvidence),
  citingWorks: z.array(ZCitingWork).default([]),
  /** Red-flagged items, which the letter never names even when they are tied to the writer. */
  excludedEvidenceIds: z.array(z.string()).default([]),
  /** The letter's date (ISO), printed at the top; none when absent. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
});
export type DraftRecommendationInput = z.output<typeof ZDraftRecommendationInput>;
export type DraftRecommendationInputDraft = z.input<typeof ZDraftRecommendationInput>;
