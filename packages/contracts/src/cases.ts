import { z } from 'zod';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES, PETITION_TYPES, ZEligibilityStanding } from '@acclaim/domain';
import { optionalText } from './fields';
import { ZIdentity, ZOtherNames } from './identity';

/** The day a calendar has (no 30 February, no year 0), so a date column can always store it. */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A full date like 2027-03-01. */
export const ZCalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-03-01.')
  .refine(isCalendarDay, 'This date does not exist. Use a date like 2027-03-01.');

export const ORCID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/** The onboarding answers; every field may be saved on its own, so the flow can be left and resumed. */
export const ZCaseProfile = z.object({
  title: z.string().trim().min(1, 'Give the case a name.').max(120).optional(),
  /** The beneficiary's full legal name; documents are checked against it and its other names. */
  beneficiaryName: optionalText(200, 'Legal name'),
  beneficiaryOtherNames: ZOtherNames.optional(),
  petitionType: z.enum(PETITION_TYPES, { error: 'Choose EB-1A, EB-2 NIW or “not sure”.' }).optional(),
  fieldOfEndeavor: optionalText(300, 'Field of endeavor'),
  currentRole: optionalText(200, 'Current role'),
  employer: optionalText(200, 'Employer'),
  citizenship: optionalText(100, 'Citizenship'),
  countryOfBirth: optionalText(100, 'Country of birth'),
  highestDegree: optionalText(100, 'Highest degree'),
  yearsOfExperience: z.number({ error: 'Years of experience must be a number.' }).int().min(0).max(80).nullable().optional(),
  orcidId: z
    .string()
    .trim()
    .transform((value) => value.replace(/^https?:\/\/orcid\.org\//i, '').toUpperCase())
    .refine((value) => value === '' || ORCID_PATTERN.test(value), 'An ORCID iD looks like 0000-0002-1825-0097.')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  googleScholarUrl: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^https:\/\/scholar\.google\.[a-z.]+\/citations\?/i.test(value),
      'Paste the address of your Google Scholar profile (https://scholar.google.com/citations?user=…).',
    )
    .transform((value) => value || null)
    .nullable()
    .optional(),
  intendedFilingDate: ZCalendarDate.nullable().optional(),
  proposedEndeavor: optionalText(4000, 'Proposed endeavor'),
  onboardingStep: z.number().int().min(0).max(20).optional(),
});
export type TCaseProfile = z.input<typeof ZCaseProfile>;

export const ZCreateCaseRequest = ZCaseProfile.extend({ title: z.string().trim().min(1, 'Give the case a name.').max(120) });
export type TCreateCaseRequest = z.input<typeof ZCreateCaseRequest>;

export const ZUpdateCaseRequest = ZCaseProfile.extend({
  /** Marks onboarding done for the account (the user's `onboardingCompleted`). */
  completeOnboarding: z.boolean().optional(),
});
export type TUpdateCaseRequest = z.input<typeof ZUpdateCaseRequest>;

export const ZCase = z.object({
  id: z.string(),
  title: z.string(),
  beneficiaryName: z.string().nullable(),
  beneficiaryOtherNames: z.array(z.string()),
  petitionType: z.enum(PETITION_TYPES),
  fieldOfEndeavor: z.string().nullable(),
  currentRole: z.string().nullable(),
  employer: z.string().nullable(),
  citizenship: z.string().nullable(),
  countryOfBirth: z.string().nullable(),
  highestDegree: z.string().nullable(),
  yearsOfExperience: z.number().nullable(),
  orcidId: z.string().nullable(),
  googleScholarUrl: z.string().nullable(),
  intendedFilingDate: z.string().nullable(),
  proposedEndeavor: z.string().nullable(),
  onboardingStep: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCase = z.infer<typeof ZCase>;

export const ZCaseResponse = z.object({ success: z.literal(true), case: ZCase });
export const ZCaseListResponse = z.object({ success: z.literal(true), cases: z.array(ZCase) });

export const ZProgress = z.object({
  eligibility: z.number(),
  documents: z.number(),
  forms: z.number(),
  petition: z.number(),
  overall: z.number(),
});
/**
 * The upload allowance the case's documents count against: the firm's for a firm's case, else the account's, across
 * its petitions (so `used` may differ from `documentCount`); `allowed` null is unlimited.
 */
export const ZDocumentAllowance = z.object({ used: z.number().int(), allowed: z.number().int().nullable() });
export type TDocumentAllowance = z.infer<typeof ZDocumentAllowance>;
/** `eligibilityStanding`: the newest completed assessment's levels, shown instead of a figure out of 100; null before the first. */
export const ZProgressResponse = z.object({
  success: z.literal(true),
  progress: ZProgress,
  documentCount: z.number(),
  documentAllowance: ZDocumentAllowance,
  eligibilityStanding: ZEligibilityStanding.nullable(),
});
export type TProgress = z.infer<typeof ZProgress>;

export const ZDocument = z.object({
  id: z.string(),
  caseId: z.string(),
  name: z.string(),
  originalName: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  exhibitLabel: z.string().nullable(),
  /** For a certified translation: the document it translates. */
  translationOfId: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  failureReason: z.string().nullable(),
  pageCount: z.number().nullable(),
  evidenceCount: z.number(),
  identity: ZIdentity,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentResponse = z.object({ success: z.literal(true), document: ZDocument });
export const ZDocumentListResponse = z.object({ success: z.literal(true), documents: z.array(ZDocument) });

export const ZUpdateDocumentRequest = z.object({
  name: z.string().trim().min(1, 'The name cannot be empty.').max(200, 'The name must be at most 200 characters.').optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
  exhibitLabel: z.string().trim().max(20, 'Exhibit labels are short, like “A-3”.').nullable().optional(),
  /** Links a certified translation to the document it translates; null removes the link. */
  translationOfId: z.uuid('Choose the document this translates.').nullable().optional(),
});
export type TUpdateDocumentRequest = z.input<typeof ZUpdateDocumentRequest>;

/** The processing state of one kind of work on a case, as the server reports it. */
export const ZProcessingState = z.object({
  type: z.string(),
  isActive: z.boolean(),
  progress: z.number(),
  currentStep: z.string(),
  startedAt: z.string(),
  estimatedCompletionTime: z.string().optional(),
  petitionId: z.string().optional(),
  category: z.string(),
  details: z.object({ lastUpdated: z.string() }).catchall(z.unknown()),
});
export type TProcessingState = z.infer<typeof ZProcessingState>;
export const ZProcessingResponse = z.object({ success: z.literal(true), processing: z.array(ZProcessingState) });
