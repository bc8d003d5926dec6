import type { Assessment, AssessmentEvidence, AssessmentInput, RedFlag } from '../../assessment/schema';

/**
 * What every section builder needs: the applicant's name, and the evidence the letter may rest on.
 * Evidence is usable only when it has an exhibit label (a factual sentence must show the reader where to
 * look) and no red flag says it cannot count or would undermine the record.
 */
export interface ComposeContext {
  readonly input: AssessmentInput;
  readonly assessment: Assessment;
  /** "Priya Raman", or "the Beneficiary" when the profile has no name. */
  readonly name: string;
  readonly usable: ReadonlyMap<string, AssessmentEvidence & { exhibit: string }>;
}

/** Red flags whose items stay out of the letter; the others (unverified, self-citation) only weaken. */
const EXCLUDING_FLAGS: ReadonlySet<RedFlag['code']> = new Set([
  'pay_to_enter_award',
  'vanity_award',
  'membership_open_to_anyone',
  'predatory_venue',
  'paid_media',
  'media_not_about_person',
  'after_filing_date',
  'publication_mismatch',
]);

export function excludedEvidenceIds(assessment: Assessment): Set<string> {
  return new Set(assessment.redFlags.filter((f) => EXCLUDING_FLAGS.has(f.code)).flatMap((f) => f.evidenceIds));
}

export function buildContext(input: AssessmentInput, assessment: Assessment): ComposeContext {
  const excluded = excludedEvidenceIds(assessment);
  const usable = new Map<string, AssessmentEvidence & { exhibit: string }>();
  for (const e of input.evidence) {
    if (e.exhibit !== null && e.exhibit.trim() !== '' && !excluded.has(e.id)) usable.set(e.id, { ...e, exhibit: e.exhibit });
  }
  return { input, assessment, name: input.profile.fullName?.trim() || 'the Beneficiary', usable };
}

/** Usable items among `ids`, in the order given, without duplicates. */
export function usableItems(ctx: ComposeContext, ids: readonly string[]): (AssessmentEvidence & { exhibit: string })[] {
  const out = new Map<string, AssessmentEvidence & { exhibit: string }>();
  for (const id of ids) {
    const e = ctx.usable.get(id);
    if (e) out.set(id, e);
  }
  return [...out.values()];
}

export const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
