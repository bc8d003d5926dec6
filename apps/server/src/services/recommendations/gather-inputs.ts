import { assessCase } from '@acclaim/domain/assessment';
import type { AssessmentEvidence } from '@acclaim/domain';
import type { LetterPetitionType } from '@acclaim/domain/letter';
import {
  applicantFromProfile,
  planInputsFromAssessment,
  type CitingWork,
  type FocusFinding,
  type RecommendationApplicant,
} from '@acclaim/domain/recommendations';
import type { Db } from '../../db/client';
import type { CaseRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { buildAssessmentInput } from '../assessments/build-assessment-input';
import { beneficiaryNamesOf } from '../identity/beneficiary-names';

/** Everything the pure recommendation functions read about a case. */
export interface RecommendationInputs {
  petitionType: LetterPetitionType;
  applicant: RecommendationApplicant;
  evidence: AssessmentEvidence[];
  findings: FocusFinding[];
  excludedEvidenceIds: string[];
  /** Works citing the applicant: the verification does not keep their authors yet, so none. */
  citingWorks: CitingWork[];
}

/**
 * The case as the recommendation functions need it: accepted evidence with exhibit labels, the applicant, and
 * the findings and red-flag exclusions of an assessment run now on that evidence (milliseconds, no allowance
 * used), so a plan never rests on items deleted or missed since the last stored assessment. An undecided case
 * plans for the classification the engine recommends filing first, as the petition letter does.
 */
export async function gatherRecommendationInputs(db: Db, caseRow: CaseRow): Promise<RecommendationInputs> {
  const input = await buildAssessmentInput(db, caseRow);
  let petitionType: LetterPetitionType;
  if (caseRow.petitionType === 'UNDECIDED') petitionType = assessCase(input).recommendation?.fileFirst ?? 'EB1A';
  else petitionType = caseRow.petitionType;
  const typed = { ...input, profile: { ...input.profile, petitionType } };
  const profileApplicant = applicantFromProfile(typed.profile);
  if (!profileApplicant) throw new AppError('BAD_REQUEST', { message: 'Add your full name to your account first: the letters name you.' });
  // The beneficiary's legal and other names (maiden name, as published) keep them off their own recommender list.
  const { knownNames } = await beneficiaryNamesOf(db, caseRow);
  const applicant = { ...profileApplicant, otherNames: knownNames.filter((n) => n !== profileApplicant.fullName) };
  const { findings, excludedEvidenceIds } = planInputsFromAssessment(assessCase(typed), petitionType);
  return { petitionType, applicant, evidence: typed.evidence, findings, excludedEvidenceIds, citingWorks: [] };
}
