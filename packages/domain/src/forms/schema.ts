import { z } from 'zod';
import { PETITION_TYPES } from '../evidence';

/**
 * Input shapes of the forms helpers. zod schemas so the server can validate what the web sends and the web can
 * use the same types. Everything is pure: dates come in as ISO strings, nothing reads the clock.
 */

/** A filed I-140 names one classification; an UNDECIDED case must choose before its forms are prepared. */
export const FORMS_PETITION_TYPES = ['EB1A', 'NIW'] as const;
export const ZFormsPetitionType = z.enum(FORMS_PETITION_TYPES);
export type FormsPetitionType = z.infer<typeof ZFormsPetitionType>;

/** What decides which forms a case needs (`recommendedForms`). */
export const ZFormsNeedsInput = z.object({
  petitionType: ZFormsPetitionType,
  /** An attorney or accredited representative files for the petitioner. */
  hasAttorney: z.boolean().default(false),
  wantsPremiumProcessing: z.boolean().default(false),
  /** E-mail or text notice when the lockbox accepts the filing. */
  wantsEmailNotice: z.boolean().default(true),
  /** Pays the fees by card (Form G-1450) rather than by ACH debit (Form G-1650); USCIS takes no checks since Oct. 28, 2025. */
  paysByCard: z.boolean().default(false),
});
export type FormsNeedsInput = z.output<typeof ZFormsNeedsInput>;
export type FormsNeedsInputDraft = z.input<typeof ZFormsNeedsInput>;

/**
 * The Part 2 boxes the guide knows: EB-1A (alien of extraordinary ability), the NIW box, and the plain
 * advanced-degree box that is NOT seeking the waiver (item d in historical editions of the form).
 */
export const I140_CLASSIFICATIONS = ['EB1A', 'NIW', 'EB2_WITHOUT_NIW'] as const;
export const ZI140Classification = z.enum(I140_CLASSIFICATIONS);
export type I140Classification = z.infer<typeof ZI140Classification>;

const text = z.string().trim().min(1).nullable().default(null);
const flag = z.boolean().nullable().default(null);

/**
 * What a case knows that the I-140 asks for: the assessment profile's fields (petitionType, fullName,
 * fieldOfEndeavor, currentRole, employer) plus the beneficiary's identity and the user's answers so far.
 * `null` means not known yet.
 */
export const ZI140CaseFacts = z.object({
  petitionType: z.enum(PETITION_TYPES),
  /** Who files: the beneficiary (self-petition) or an employer on their behalf. */
  filedBy: z.enum(['self', 'employer']).nullable().default(null),
  /** The Part 2 box the user ticked, when they answered it; otherwise the guide proposes the case's type. */
  classification: ZI140Classification.nullable().default(null),
  fullName: text,
  familyName: text,
  givenName: text,
  /** ISO date (YYYY-MM-DD). */
  dateOfBirth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
  countryOfBirth: text,
  citizenship: text,
  aNumber: text,
  /** The beneficiary's mailing address, one string. */
  address: text,
  fieldOfEndeavor: text,
  currentRole: text,
  employer: text,
  employerAddress: text,
  employerTaxId: text,
  /** Part 1 questions 5 and 6 (they set the Asylum Program Fee). */
  petitionerIsNonprofitResearch: flag,
  petitionerHas25OrFewerEmployees: flag,
  /** Part 6. The job title falls back to `currentRole`. */
  jobTitle: text,
  socCode: z
    .string()
    .regex(/^\d{2}-\d{4}$/)
    .nullable()
    .default(null),
  /** As the user states it, e.g. "USD 120,000 per year". */
  wage: text,
  jobDescription: text,
  /** Part 4. */
  processing: z.enum(['adjustment', 'consular']).nullable().default(null),
  foreignAddress: text,
  filedWithI485: flag,
  inRemovalProceedings: flag,
  /** Part 7, free text. */
  spouseAndChildren: text,
  /** Who signs for an employer petitioner; a self-petitioner signs themself. */
  signatoryName: text,
});
export type I140CaseFacts = z.output<typeof ZI140CaseFacts>;
export type I140CaseFactsInput = z.input<typeof ZI140CaseFacts>;

/** Where the user stands on the guide's parts (`formsProgress`). */
export const ZFormsState = z.object({
  /** Part ids the user completed and confirmed. Unknown ids and repeats do not count. */
  confirmedPartIds: z.array(z.string()).default([]),
});
export type FormsState = z.output<typeof ZFormsState>;
