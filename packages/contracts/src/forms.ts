import { z } from 'zod';
import { PETITION_TYPES } from '@acclaim/domain';
import { FORM_IDS, I140_CLASSIFICATIONS, ZI140CaseFacts, type I140CaseFacts } from '@acclaim/domain/forms';

/**
 * Forms of a case (issue 7): the recommended supporting forms, fees and where to file for every plan, and the
 * I-140 field guide for plans with Form I-140 assistance. A worksheet that mirrors the form; never the official PDF.
 */

/** What decides the supporting forms; the whole set is sent on every change. */
export const ZFormsNeeds = z
  .object({
    hasAttorney: z.boolean(),
    wantsPremiumProcessing: z.boolean(),
    wantsEmailNotice: z.boolean(),
    paysByCard: z.boolean(),
  })
  .strict();
export type TFormsNeeds = z.infer<typeof ZFormsNeeds>;

/** The case facts a user may answer; the case's petition type is set on the case itself. */
export const I140_ANSWER_KEYS = (Object.keys(ZI140CaseFacts.shape) as (keyof I140CaseFacts)[]).filter(
  (key): key is Exclude<keyof I140CaseFacts, 'petitionType'> => key !== 'petitionType',
);
export type I140AnswerKey = (typeof I140_ANSWER_KEYS)[number];
export type TI140Answers = { [K in I140AnswerKey]?: I140CaseFacts[K] };

const MAX_ANSWER_LENGTH = 2000;
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The domain's field type without its default, so an absent key stays absent; a blank text clears the answer. */
function answerSchema(key: I140AnswerKey) {
  const field = ZI140CaseFacts.shape[key];
  return z.preprocess(blankToNull, field.unwrap()).optional();
}

/**
 * A partial set of answers, typed as the domain's case facts. `null` removes the user's answer, so the guide falls
 * back to what the case holds. Unknown keys are refused.
 */
export const ZI140Answers = z
  .object(Object.fromEntries(I140_ANSWER_KEYS.map((key) => [key, answerSchema(key)])))
  .strict()
  .superRefine((answers, ctx) => {
    for (const [key, value] of Object.entries(answers)) {
      if (typeof value === 'string' && value.length > MAX_ANSWER_LENGTH) {
        ctx.addIssue({ code: 'custom', path: [key], message: `Keep this answer under ${MAX_ANSWER_LENGTH} characters.` });
      }
    }
  }) as unknown as z.ZodType<TI140Answers, Record<string, unknown>>;

export const ZUpdateI140Request = z
  .object({
    /** The worksheet version the change was made on; an older one is refused (409). */
    baseVersion: z.number().int().min(0),
    answers: ZI140Answers.optional(),
    confirmPartId: z.string().min(1).optional(),
    unconfirmPartId: z.string().min(1).optional(),
  })
  .strict();
export type TUpdateI140Request = z.input<typeof ZUpdateI140Request>;

export const ZWorksheetQuery = z.object({ format: z.enum(['pdf', 'json']).default('pdf') });

/** The official page where a customer checks a form fact ("USCIS, Form I-140 page"), its link and its date. */
export const ZOfficialSource = z.object({ name: z.string(), url: z.string(), asOf: z.string() });
export type TOfficialSource = z.infer<typeof ZOfficialSource>;

/**
 * Where a form fact can be checked, in customer words: `section` is the official source with its date ("USCIS,
 * Form I-140 page, as of Nov. 28, 2026") and `sourceTags` its link. `official` gives the same apart for a link;
 * `checkNote` is, for an `isUncertain` fact, the one sentence telling the user where to check it. The two are
 * optional only until every screen reads them; the server always sends them.
 */
export const ZNoteRef = z.object({
  section: z.string(),
  sourceTags: z.array(z.string()),
  marks: z.array(z.enum(['P', 'S', 'U'])),
  isUncertain: z.boolean(),
  official: ZOfficialSource.optional(),
  checkNote: z.string().nullable().optional(),
});
export type TNoteRef = z.infer<typeof ZNoteRef>;

export const ZFormFact = z.object({ text: z.string(), ref: ZNoteRef });
export type TFormFact = z.infer<typeof ZFormFact>;

export const ZRecommendedForm = z.object({
  formId: z.enum(FORM_IDS),
  title: z.string(),
  reason: z.string(),
  need: z.enum(['required', 'optional']),
  facts: z.array(ZFormFact),
});
export type TRecommendedForm = z.infer<typeof ZRecommendedForm>;

export const ZFeeLine = z.object({
  id: z.string(),
  label: z.string(),
  amountUsd: z.number(),
  effectiveFrom: z.string(),
  /** The official source of the figure with its link and date, in customer words. */
  sourceLabel: z.string(),
  isUncertain: z.boolean(),
  /** For an uncertain figure, the one sentence telling the user where to check it. */
  checkNote: z.string().nullable().optional(),
});
export type TFeeLine = z.infer<typeof ZFeeLine>;

export const ZFormsFees = z.object({
  /** The date the fees were worked out for: the intended filing date, or today when that is past or unset. */
  filingDate: z.string(),
  lines: z.array(ZFeeLine),
  /** Null while a fee cannot be known yet (see `unknown`). */
  totalUsd: z.number().nullable(),
  unknown: z.array(z.string()),
  hasUncertainFigure: z.boolean(),
  /** The date of the newest fee source. */
  asOf: z.string(),
  asOfLabel: z.string(),
  paymentFacts: z.array(ZFormFact),
});
export type TFormsFees = z.infer<typeof ZFormsFees>;

export const ZFieldIssue = z.object({
  code: z.enum(['missing_required', 'inconsistent', 'check']),
  /** 'error' blocks the part's confirmation; 'warning' should be looked at; 'info' explains. */
  severity: z.enum(['error', 'warning', 'info']),
  text: z.string(),
  ref: ZNoteRef.nullable(),
});
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

export const ANSWER_INPUT_KINDS = ['text', 'textarea', 'date', 'yesNo', 'choice'] as const;

/** How the guide edits a field: the answer key it saves under and the kind of input. */
export const ZAnswerInput = z.object({
  key: z.string(),
  kind: z.enum(ANSWER_INPUT_KINDS),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  placeholder: z.string().nullable(),
});
export type TAnswerInput = z.infer<typeof ZAnswerInput>;

export const ZI140Field = z.object({
  fieldId: z.string(),
  label: z.string(),
  help: z.string(),
  value: z.union([z.string(), z.boolean()]).nullable(),
  /** The value as the worksheet prints it ("Yes", "Adjustment of status…"); null when not answered. */
  displayValue: z.string().nullable(),
  /** 'case' = the case or your answers; 'suggested' = proposed for you to confirm; 'missing' = no answer yet. */
  source: z.enum(['case', 'suggested', 'missing']),
  required: z.boolean(),
  issues: z.array(ZFieldIssue),
  /** Null when the field is not answered here; `note` then says why. */
  answer: ZAnswerInput.nullable(),
  note: z.string().nullable(),
});
export type TI140Field = z.infer<typeof ZI140Field>;

export const ZI140Part = z.object({
  partId: z.string(),
  number: z.string(),
  title: z.string(),
  ref: ZNoteRef,
  fields: z.array(ZI140Field),
  missingRequired: z.number().int(),
  errors: z.number().int(),
  isConfirmed: z.boolean(),
  /** What still stops the confirmation (the part's error issues); empty when it may be confirmed. */
  blockers: z.array(z.string()),
});
export type TI140Part = z.infer<typeof ZI140Part>;

export const ZI140Guide = z.object({
  classification: z.enum(I140_CLASSIFICATIONS).nullable(),
  parts: z.array(ZI140Part),
  /** The user's own answers; the case fills the rest. */
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  confirmedPartIds: z.array(z.string()),
  /** Send it back as `baseVersion` with the next change. */
  version: z.number().int(),
  /** The dashboard's forms progress, 0-100. */
  progress: z.number().int(),
});
export type TI140Guide = z.infer<typeof ZI140Guide>;

export const G28_FIX_PLACES = ['firm-settings', 'firm-members', 'firm-cases', 'account', 'i140-guide'] as const;

export const ZG28Field = z.object({
  fieldId: z.string(),
  label: z.string(),
  value: z.string().nullable(),
  required: z.boolean(),
  /** Set when the value is missing or wrong: where to fix it ("Add the bar number on the Members page."). */
  fix: z.object({ place: z.enum(G28_FIX_PLACES), text: z.string() }).nullable(),
});
export type TG28Field = z.infer<typeof ZG28Field>;

export const ZG28Section = z.object({
  sectionId: z.enum(['representative', 'eligibility', 'client']),
  /** "Part 3" for the client, the only part the legal notes number; null for the others. */
  number: z.string().nullable(),
  title: z.string(),
  fields: z.array(ZG28Field),
});
export type TG28Section = z.infer<typeof ZG28Section>;

/** A firm case's Form G-28 worksheet: the firm, its attorney of record and the client (issue 11). */
export const ZG28Worksheet = z.object({
  firmName: z.string(),
  sections: z.array(ZG28Section),
  /** Required fields still missing (a paralegal of record counts as one). */
  missing: z.number().int(),
  clientNote: z.string(),
  facts: z.array(ZFormFact),
});
export type TG28Worksheet = z.infer<typeof ZG28Worksheet>;

export const ZFormsOverview = z.object({
  caseId: z.string(),
  caseTitle: z.string(),
  petitionType: z.enum(PETITION_TYPES),
  /** Set while neither the case nor the guide says EB-1A or NIW: the forms then depend on that choice. */
  petitionTypeNote: z.string().nullable(),
  needs: ZFormsNeeds,
  recommendedForms: z.array(ZRecommendedForm),
  fees: ZFormsFees,
  whereToFile: z.array(ZFormFact),
  /** Null when the plan has no Form I-140 assistance; `upgradeNote` then says how to get it. */
  i140: ZI140Guide.nullable(),
  /** A firm's case only: the G-28 its attorney of record files. Null for a self-petitioner's case. */
  g28: ZG28Worksheet.nullable(),
  upgradeNote: z.string().nullable(),
  disclaimer: z.string(),
});
export type TFormsOverview = z.infer<typeof ZFormsOverview>;

export const ZFormsOverviewResponse = z.object({ success: z.literal(true), forms: ZFormsOverview });
export type TFormsOverviewResponse = z.infer<typeof ZFormsOverviewResponse>;

/** The printable worksheet, also the JSON export. */
export const ZI140Worksheet = z.object({
  title: z.string(),
  /** "Worksheet — not the official USCIS form. …" */
  notice: z.string(),
  disclaimer: z.string(),
  generatedOn: z.string(),
  caseTitle: z.string(),
  petitionType: z.enum(PETITION_TYPES),
  classification: z.enum(I140_CLASSIFICATIONS).nullable(),
  progress: z.number().int(),
  parts: z.array(ZI140Part),
  recommendedForms: z.array(ZRecommendedForm),
  fees: ZFormsFees,
  whereToFile: z.array(ZFormFact),
});
export type TI140Worksheet = z.infer<typeof ZI140Worksheet>;
