import { z } from 'zod';
import { DOCUMENT_CATEGORIES, EVIDENCE_TYPES, PETITION_TYPES, VERIFICATION_STATES } from '../evidence';

/**
 * The shapes the assessment engine reads and writes. They are zod schemas so that the server can
 * validate stored assessments and describe them in OpenAPI, and the web can use the same types.
 *
 * The engine is pure: the same input always yields the same output (no clock, no randomness);
 * `asOf` stands in for "today".
 */

/** Strength levels, strongest first. Never a probability: a level with cited reasons. */
export const STRENGTH_LEVELS = ['strong', 'likely', 'borderline', 'weak', 'no_evidence'] as const;
export const ZStrengthLevel = z.enum(STRENGTH_LEVELS);
export type StrengthLevel = z.infer<typeof ZStrengthLevel>;

// ---------------------------------------------------------------------------------------------------
// Input

/** What scholarly verification found for one publication. */
export const ZPublicationCheck = z.object({
  source: z.enum(['crossref', 'openalex', 'semanticscholar', 'orcid']),
  /** The DOI the match was made on (lower-case, bare). */
  doi: z.string().nullable(),
  /** Human sentences saying what differs between the claim and the record ("year 2019 in the CV, 2020 in Crossref"). */
  differences: z.array(z.string()).default([]),
  citationCount: z.number().int().nullable().default(null),
  citationsExcludingSelf: z.number().int().nullable().default(null),
  /** Field-normalised citation percentile 0-100 (OpenAlex), when known. */
  fieldPercentile: z.number().nullable().default(null),
  venue: z.string().nullable().default(null),
  checkedAt: z.string(),
});
export type PublicationCheck = z.output<typeof ZPublicationCheck>;

/** One accepted evidence item, as the engine sees it. */
export const ZAssessmentEvidence = z.object({
  id: z.string(),
  type: z.enum(EVIDENCE_TYPES),
  title: z.string(),
  description: z.string().default(''),
  /** ISO date or a partial one ("2019", "2019-05"). */
  date: z.string().nullable().default(null),
  /**
   * Type-specific fields. Known keys (all optional): doi, venue, year, authors, authorPosition, issuer,
   * organization, role, outlet, amount, currency, url, endDate, scope ('international' | 'national' |
   * 'regional' | 'local' | 'institutional'), isPaidEntry, isPaidMedia, isAboutPerson, isSelective,
   * requiresFee, citationCount, count (e.g. reviews done), percentile (salary), isSelfCitation.
   * Also read by the engine when present: entrants, winners (awards), isVanity, hasMediaCoverage, author,
   * circulation, isMajorMedia (published material), isAdopted, licensed (contributions, patents),
   * isIndependent (letters), isDistinguished, hasLetter (roles), comparisonSource (salary survey),
   * isPredatory (venue), billing (performing arts).
   */
  details: z.record(z.string(), z.unknown()).default({}),
  verification: z.enum(VERIFICATION_STATES).default('unverified'),
  /** What the scholarly check found, when it ran (see `ZPublicationCheck`). */
  check: ZPublicationCheck.nullable().default(null),
  documentId: z.string().nullable().default(null),
  /** Exhibit label of the source document ("A-1"), when it has one. */
  exhibit: z.string().nullable().default(null),
  /**
   * The category the source document was filed under. A CV or biosketch ('cv') describes an achievement; any other
   * category (the award letter, the article, the invitation) is a primary exhibit that documents it.
   */
  documentCategory: z.enum(DOCUMENT_CATEGORIES).nullable().default(null),
});
export type AssessmentEvidence = z.output<typeof ZAssessmentEvidence>;
export type AssessmentEvidenceInput = z.input<typeof ZAssessmentEvidence>;

/** Citation metrics of the person, computed from verified works only. */
export const ZCitationMetrics = z.object({
  computedAt: z.string(),
  publicationsClaimed: z.number().int(),
  publicationsVerified: z.number().int(),
  totalCitations: z.number().int(),
  citationsExcludingSelf: z.number().int().nullable(),
  hIndex: z.number().int(),
  /** Distinct countries and institutions of the citing works, when the service gives them. */
  citingCountries: z.number().int().nullable(),
  citingInstitutions: z.number().int().nullable(),
  /** Best field-normalised percentile among the verified works (OpenAlex), when known. */
  topFieldPercentile: z.number().nullable(),
  /** Per verified work: citations and percentile, for charts. */
  works: z
    .array(
      z.object({
        evidenceId: z.string(),
        title: z.string(),
        year: z.number().int().nullable(),
        citationCount: z.number().int().nullable(),
        citationsExcludingSelf: z.number().int().nullable(),
        fieldPercentile: z.number().nullable(),
      }),
    )
    .default([]),
  /** Services that could not be reached when the metrics were computed. */
  unavailable: z.array(z.string()).default([]),
});
export type CitationMetrics = z.output<typeof ZCitationMetrics>;

export const ZAssessmentProfile = z.object({
  petitionType: z.enum(PETITION_TYPES),
  fullName: z.string().nullable().default(null),
  fieldOfEndeavor: z.string().nullable().default(null),
  currentRole: z.string().nullable().default(null),
  employer: z.string().nullable().default(null),
  highestDegree: z.string().nullable().default(null),
  yearsOfExperience: z.number().int().nullable().default(null),
  proposedEndeavor: z.string().nullable().default(null),
  /** ISO date (YYYY-MM-DD); evidence dated after it is flagged. */
  intendedFilingDate: z.string().nullable().default(null),
});
export type AssessmentProfile = z.output<typeof ZAssessmentProfile>;

export const ZAssessmentInput = z.object({
  profile: ZAssessmentProfile,
  /** Accepted evidence only. */
  evidence: z.array(ZAssessmentEvidence),
  metrics: ZCitationMetrics.nullable().default(null),
  /** "Today" as an ISO date; the engine never reads the clock. */
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type AssessmentInput = z.output<typeof ZAssessmentInput>;
export type AssessmentInputDraft = z.input<typeof ZAssessmentInput>;

// ---------------------------------------------------------------------------------------------------
// Output

/** One reason, gap or action, tied to the evidence it rests on and the authorities it relies on. */
export const ZReason = z.object({
  text: z.string(),
  evidenceIds: z.array(z.string()).default([]),
  /** Ids in the closed authority library (`@acclaim/domain/authorities`). */
  authorityIds: z.array(z.string()).default([]),
});
export type Reason = z.output<typeof ZReason>;

/**
 * Kazarian step one, element by element (docs/decisions/023). Each element of a criterion's plain terms is
 * `shown` (the record states it, or the evidence type itself records it), `not_shown` (the record is silent)
 * or `contradicted` (the record states otherwise).
 */
export const ELEMENT_STATUSES = ['shown', 'not_shown', 'contradicted'] as const;
export const ZElementStatus = z.enum(ELEMENT_STATUSES);
export type ElementStatus = z.infer<typeof ZElementStatus>;

export const ZCriterionElement = z.object({
  /** Stable within its criterion, e.g. 'recognition'. */
  id: z.string(),
  /** The element in the regulation's words, e.g. "Nationally or internationally recognized". */
  label: z.string(),
  status: ZElementStatus,
  /** Why: what in the record shows, leaves open or contradicts the element. */
  text: z.string(),
  evidenceIds: z.array(z.string()).default([]),
  authorityIds: z.array(z.string()).default([]),
});
export type CriterionElement = z.output<typeof ZCriterionElement>;

/**
 * The step-one finding: `met` when every element is shown; `not_met` when described evidence leaves an
 * element unshown or contradicted; `not_determined` when the only evidence offered is not described;
 * `not_claimed` when nothing was offered.
 */
export const STEP_ONE_STATUSES = ['met', 'not_met', 'not_determined', 'not_claimed'] as const;
export const ZStepOneStatus = z.enum(STEP_ONE_STATUSES);
export type StepOneStatus = z.infer<typeof ZStepOneStatus>;

/**
 * How the evidence a finding rests on is documented, kept apart from whether it meets the elements: a primary exhibit
 * (certificate, letter, article, invitation), only the applicant's own CV or biosketch, or no document at all.
 */
export const DOCUMENTATION_STATUSES = ['primary_exhibit', 'cv_only', 'not_documented'] as const;
export const ZDocumentation = z.enum(DOCUMENTATION_STATUSES);
export type Documentation = z.infer<typeof ZDocumentation>;

export const ZStepOne = z.object({
  status: ZStepOneStatus,
  /** One sentence naming the elements missing, or saying that all are shown. */
  summary: z.string(),
  /**
   * Documentation is kept apart from eligibility (a fact described in the record meets an element): true when
   * the evidence the finding rests on has a source document attached.
   */
  documented: z.boolean(),
  /** Absent on results computed before engine 2.1. */
  documentation: ZDocumentation.optional(),
});
export type StepOne = z.output<typeof ZStepOne>;

/** A criterion, prong or final-merits factor, all scored with the same structure. */
export const ZFinding = z.object({
  /** Stable id: 'eb1a-i' … 'eb1a-x', 'merits-sustained-acclaim', 'niw-prong-1', 'ea-a' … */
  id: z.string(),
  /** Short name ("Awards", "Substantial merit and national importance"). */
  label: z.string(),
  /** The citation of the rule it applies, e.g. "8 C.F.R. § 204.5(h)(3)(i)" (from the library). */
  rule: z.string(),
  score: z.number().int().min(0).max(100),
  level: ZStrengthLevel,
  /** One or two sentences: where this stands and why. */
  summary: z.string(),
  strengths: z.array(ZReason),
  /** What an officer would challenge or what is missing. */
  gaps: z.array(ZReason),
  nextActions: z.array(ZReason),
  /** Every evidence item this finding considered. */
  evidenceIds: z.array(z.string()),
  authorityIds: z.array(z.string()),
  /** True when the criterion may not readily apply and comparable evidence could stand in (8 CFR 204.5(h)(4)). */
  isComparableEvidenceCandidate: z.boolean().default(false),
  /** The regulatory elements and what the record shows of each (EB-1A criteria and Dhanasar prongs). */
  elements: z.array(ZCriterionElement).optional(),
  /** Kazarian step one for this criterion or prong (absent on final-merits factors and exceptional-ability criteria). */
  stepOne: ZStepOne.optional(),
});
export type Finding = z.output<typeof ZFinding>;

export const RED_FLAG_CODES = [
  'pay_to_enter_award',
  'vanity_award',
  'membership_open_to_anyone',
  'predatory_venue',
  'unindexed_venue',
  'self_citation',
  'paid_media',
  'media_not_about_person',
  'after_filing_date',
  'unverified_publication',
  'publication_mismatch',
] as const;
export const ZRedFlag = z.object({
  code: z.enum(RED_FLAG_CODES),
  severity: z.enum(['high', 'medium', 'low']),
  text: z.string(),
  evidenceIds: z.array(z.string()),
  authorityIds: z.array(z.string()).default([]),
});
export type RedFlag = z.output<typeof ZRedFlag>;

export const ZVerdict = z.object({
  level: ZStrengthLevel,
  /** One line, e.g. "4 of 10 criteria look likely met; final merits borderline". */
  headline: z.string(),
  summary: z.string(),
});
export type Verdict = z.output<typeof ZVerdict>;

export const ZEb1aAssessment = z.object({
  /** The ten criteria, in regulation order. */
  criteria: z.array(ZFinding).length(10),
  /** Criteria at level 'strong' or 'likely'. */
  criteriaLikelyMet: z.number().int(),
  criteriaRequired: z.literal(3),
  oneTimeAchievement: z.object({ isClaimed: z.boolean(), level: ZStrengthLevel, reason: ZReason }),
  comparableEvidence: z.object({ criterionIds: z.array(z.string()), reason: ZReason }),
  /** Kazarian step two: sustained acclaim, top of the field, trajectory, continuing work in the US. */
  finalMerits: z.object({ level: ZStrengthLevel, factors: z.array(ZFinding), summary: z.string() }),
  verdict: ZVerdict,
});
export type Eb1aAssessment = z.output<typeof ZEb1aAssessment>;

export const ZNiwAssessment = z.object({
  threshold: z.object({
    route: z.enum(['advanced_degree', 'exceptional_ability', 'not_met']),
    level: ZStrengthLevel,
    summary: z.string(),
    reasons: z.array(ZReason),
    /** The six criteria of 8 CFR 204.5(k)(3)(ii)(A)-(F). */
    exceptionalAbility: z.array(ZFinding).length(6),
    /** The elements of the EB-2 threshold (degree, profession) and the step-one finding on it. */
    elements: z.array(ZCriterionElement).optional(),
    stepOne: ZStepOne.optional(),
  }),
  /** The three Dhanasar prongs, in order. */
  prongs: z.array(ZFinding).length(3),
  verdict: ZVerdict,
});
export type NiwAssessment = z.output<typeof ZNiwAssessment>;

export const ZAssessment = z.object({
  engineVersion: z.string(),
  asOf: z.string(),
  petitionType: z.enum(PETITION_TYPES),
  /** Present for EB1A and UNDECIDED cases. */
  eb1a: ZEb1aAssessment.nullable(),
  /** Present for NIW and UNDECIDED cases. */
  niw: ZNiwAssessment.nullable(),
  /** For UNDECIDED cases: which to file first and why. */
  recommendation: z
    .object({ fileFirst: z.enum(['EB1A', 'NIW']), alsoConsider: z.enum(['EB1A', 'NIW']).nullable(), headline: z.string(), reasons: z.array(ZReason) })
    .nullable(),
  redFlags: z.array(ZRedFlag),
  /** The dashboard's eligibility progress, 0-100, derived from the levels (not a probability). */
  eligibilityProgress: z.number().int().min(0).max(100),
  counts: z.object({
    evidence: z.number().int(),
    publications: z.number().int(),
    publicationsVerified: z.number().int(),
  }),
  /** Whether explanations were reworded by an LLM; scores, levels and citations never are. */
  isReworded: z.boolean().default(false),
  disclaimer: z.string(),
});
export type Assessment = z.output<typeof ZAssessment>;

/** Text shown with every assessment. */
export const ASSESSMENT_DISCLAIMER =
  'This assessment is general information, not legal advice, and Acclaim is not a law firm. It does not predict the outcome of a petition; USCIS officers decide each case on its own record.';
