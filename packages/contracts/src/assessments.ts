import { z } from 'zod';
import { EVIDENCE_TYPES, VERIFICATION_STATES, ZAssessment, ZDocumentation, ZCitationMetrics, ZPublicationCheck, ZStrengthLevel } from '@acclaim/domain';

export const ASSESSMENT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;

/** An assessment in a list: enough for the history and the dashboard. */
export const ZAssessmentSummary = z.object({
  id: z.string(),
  caseId: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  level: ZStrengthLevel.nullable(),
  headline: z.string().nullable(),
  eligibilityProgress: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TAssessmentSummary = z.infer<typeof ZAssessmentSummary>;

/** The evidence an assessment read, as it was then, so reasons can name and link their items. */
export const ZAssessedEvidence = z.object({
  id: z.string(),
  type: z.enum(EVIDENCE_TYPES),
  title: z.string(),
  date: z.string().nullable(),
  documentId: z.string().nullable(),
  exhibit: z.string().nullable(),
  verification: z.enum(VERIFICATION_STATES),
  /** Whether a primary exhibit, only the CV, or nothing documents it; absent where the snapshot predates document categories. */
  documentation: ZDocumentation.optional(),
  /** The essential proof facts (domain evidence/proof-facts.ts) the item did not state when it was assessed, by label. */
  missingProofFacts: z.array(z.string()).default([]),
});
export type TAssessedEvidence = z.infer<typeof ZAssessedEvidence>;

export const ZAssessmentDetail = ZAssessmentSummary.extend({
  result: ZAssessment.nullable(),
  evidence: z.array(ZAssessedEvidence),
});
export type TAssessmentDetail = z.infer<typeof ZAssessmentDetail>;

/** Plan allowance for assessments: `allowed` null is unlimited. */
export const ZAssessmentAllowance = z.object({ used: z.number().int(), allowed: z.number().int().nullable() });

export const ZAssessmentListResponse = z.object({
  success: z.literal(true),
  assessments: z.array(ZAssessmentSummary),
  allowance: ZAssessmentAllowance,
});
export const ZAssessmentResponse = z.object({ success: z.literal(true), assessment: ZAssessmentDetail });
export const ZStartAssessmentResponse = z.object({ success: z.literal(true), assessment: ZAssessmentSummary });

/** One publication of the case and what verification found. */
export const ZPublicationVerification = z.object({
  evidenceId: z.string(),
  title: z.string(),
  date: z.string().nullable(),
  doi: z.string().nullable(),
  verification: z.enum(VERIFICATION_STATES),
  check: ZPublicationCheck.nullable(),
});
export type TPublicationVerification = z.infer<typeof ZPublicationVerification>;

export const ZMetricsResponse = z.object({
  success: z.literal(true),
  metrics: ZCitationMetrics.nullable(),
  publications: z.array(ZPublicationVerification),
  /** False when scholarly services are switched off in this installation (items stay "not verified"). */
  isVerificationEnabled: z.boolean(),
  /** When a failed service will be asked again, if a retry is pending. */
  retryAt: z.string().nullable(),
});
export type TMetricsResponse = z.infer<typeof ZMetricsResponse>;

export const ZStartVerificationResponse = z.object({ success: z.literal(true), message: z.string() });
