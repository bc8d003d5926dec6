import { degreeLevelOf } from '../assessment/niw/degrees';
import type { AssessmentEvidence, AssessmentProfile } from '../assessment/schema';
import { lowerFirst } from '../letter/compose/format';
import { parsePersonName } from './names';
import type { RecommendationApplicant } from './schema';

/** The applicant of the assessment profile, as the letters need them; null when the profile has no name yet. */
export function applicantFromProfile(profile: AssessmentProfile): RecommendationApplicant | null {
  const fullName = profile.fullName?.trim();
  if (!fullName) return null;
  return { fullName, otherNames: [], fieldOfEndeavor: profile.fieldOfEndeavor, employer: profile.employer, highestDegree: profile.highestDegree };
}

/**
 * How a letter names the applicant after the first mention: "Dr. Raman" with a research or medical
 * doctorate on record (not a law degree), else the full name, which is never wrong.
 */
export function shortNameOf(applicant: RecommendationApplicant, evidence: readonly AssessmentEvidence[]): string {
  const degrees = [applicant.highestDegree ?? '', ...evidence.filter((e) => e.type === 'degree').map((e) => e.title)];
  const isDoctor = degrees.some((d) => degreeLevelOf(d) === 'doctorate' && !/juris|\bJ\.?D\b/i.test(d));
  const family = parsePersonName(applicant.fullName)?.family;
  return isDoctor && family && applicant.fullName.includes(' ') ? `Dr. ${family}` : applicant.fullName;
}

/**
 * The field in a few words: "computational biology" from "Computational biology (machine learning for
 * single-cell cancer genomics)". Letters of one case all name the field, so a long field statement would
 * read as shared phrasing; the short form does not.
 */
export function fieldWords(applicant: RecommendationApplicant): string {
  const field = applicant.fieldOfEndeavor
    ?.replace(/\([^)]*\)/g, '')
    .split(/[;:,–—]/)[0]
    ?.trim();
  if (!field) return 'the field';
  const short = field.split(/\s+/).slice(0, 5).join(' ');
  return lowerFirst(short);
}

/** Everything the applicant is called, for telling them apart from the people around them. */
export const applicantNames = (applicant: RecommendationApplicant): string[] => [applicant.fullName, ...applicant.otherNames];
