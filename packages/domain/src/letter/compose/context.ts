import { degreeLevelOf } from '../../assessment/niw/degrees';
import type { Assessment, AssessmentEvidence, AssessmentInput, RedFlag } from '../../assessment/schema';
import type { EvidenceType } from '../../evidence';
import type { LetterPetitionType } from '../schema';
import { compareLabels } from './format';

/** An evidence item the letter may rest on: it has an exhibit label. */
export type Usable = AssessmentEvidence & { exhibit: string };

/**
 * What every section builder needs: the applicant's names, and the evidence the letter may rest on.
 * Evidence is usable only when it has an exhibit label (a factual sentence must show the reader where to
 * look) and no red flag says it cannot count or would undermine the record.
 */
export interface ComposeContext {
  readonly input: AssessmentInput;
  readonly assessment: Assessment;
  /** "Priya Raman", or "the Beneficiary" when the profile has no name. */
  readonly name: string;
  /** How the letter refers to the applicant after the first mention: "Dr. Raman", else the full name. */
  readonly short: string;
  readonly usable: ReadonlyMap<string, Usable>;
  /** The usable items in exhibit order. */
  readonly items: readonly Usable[];
  /** The year the record is judged at: the intended filing date, or today when filing is later. */
  readonly referenceYear: number;
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

/**
 * Items the letter leaves out. A membership anyone can join fails the EB-1A membership criterion, but a
 * professional membership is exactly what exceptional ability criterion (E) asks for, so an NIW letter
 * keeps it.
 */
export function excludedEvidenceIds(assessment: Assessment, petitionType: LetterPetitionType = 'EB1A'): Set<string> {
  const excluding = (code: RedFlag['code']) => EXCLUDING_FLAGS.has(code) && !(petitionType === 'NIW' && code === 'membership_open_to_anyone');
  return new Set(assessment.redFlags.filter((f) => excluding(f.code)).flatMap((f) => f.evidenceIds));
}

/**
 * "Dr. Raman" when the profile or a degree item shows a research or medical doctorate (not a law
 * degree, which does not carry the title in English usage); otherwise the full name, which is never wrong.
 */
function shortName(input: AssessmentInput, name: string, items: readonly Usable[]): string {
  const fullName = input.profile.fullName?.trim();
  if (!fullName) return name;
  const degrees = [input.profile.highestDegree ?? '', ...items.filter((e) => e.type === 'degree').map((e) => e.title)];
  const isDoctor = degrees.some((d) => degreeLevelOf(d) === 'doctorate' && !/juris|\bJ\.?D\b/i.test(d));
  const surname = fullName.split(/\s+/).pop();
  return isDoctor && surname && fullName.includes(' ') ? `Dr. ${surname}` : fullName;
}

export function buildContext(input: AssessmentInput, assessment: Assessment, petitionType: LetterPetitionType = 'EB1A'): ComposeContext {
  const excluded = excludedEvidenceIds(assessment, petitionType);
  const usable = new Map<string, Usable>();
  for (const e of input.evidence) {
    if (e.exhibit !== null && e.exhibit.trim() !== '' && !excluded.has(e.id)) usable.set(e.id, { ...e, exhibit: e.exhibit.trim() });
  }
  const items = [...usable.values()].sort((a, b) => compareLabels(a.exhibit, b.exhibit) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const name = input.profile.fullName?.trim() || 'the Beneficiary';
  const filing = input.profile.intendedFilingDate;
  const referenceYear = Number((filing && filing < input.asOf ? filing : input.asOf).slice(0, 4));
  return { input, assessment, name, short: shortName(input, name, items), usable, items, referenceYear };
}

/** Usable items among `ids`, in exhibit order, without duplicates. */
export function usableItems(ctx: ComposeContext, ids: readonly string[]): Usable[] {
  const wanted = new Set(ids);
  return ctx.items.filter((e) => wanted.has(e.id));
}

/** Usable items of these types, in exhibit order. */
export function ofType(ctx: ComposeContext, ...types: EvidenceType[]): Usable[] {
  return ctx.items.filter((e) => types.includes(e.type));
}

/** "Dr. Raman’s", "James’s". */
export const possessive = (name: string): string => `${name}’s`;
