import { planLetters, ZPlanLettersInput, type LetterPlan } from '@acclaim/domain/recommendations';
import type { RecommenderRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { RecommendationInputs } from './gather-inputs';
import { isActive, asDomainRecommender } from './recommender-store';

/**
 * The plan for every recommender who may still write (the ones who declined are left out), or BAD_REQUEST with
 * what is missing ("Choose at least 2 recommenders"). Planned together, so each letter gets its own focus.
 */
export function planForCase(inputs: RecommendationInputs, rows: readonly RecommenderRow[]): LetterPlan {
  const draft = {
    petitionType: inputs.petitionType,
    applicant: inputs.applicant,
    recommenders: rows.filter(isActive).map(asDomainRecommender),
    evidence: inputs.evidence,
    findings: inputs.findings,
    excludedEvidenceIds: inputs.excludedEvidenceIds,
  };
  const parsed = ZPlanLettersInput.safeParse(draft);
  if (!parsed.success) throw new AppError('BAD_REQUEST', { message: parsed.error.issues[0]?.message ?? 'The letters cannot be planned yet.' });
  return planLetters(parsed.data);
}

/** The plan, or null with the reason it cannot be made yet. */
export function tryPlanForCase(inputs: RecommendationInputs, rows: readonly RecommenderRow[]): { plan: LetterPlan | null; note: string | null } {
  try {
    return { plan: planForCase(inputs, rows), note: null };
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST') return { plan: null, note: error.message };
    throw error;
  }
}
