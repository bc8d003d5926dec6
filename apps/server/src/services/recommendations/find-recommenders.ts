import { parsePersonName, suggestRecommenders, type FocusId, type LetterPlan, type RecommenderCandidate } from '@acclaim/domain/recommendations';
import type { TRecommendationPlan, TRecommendersResponse } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import type { CaseRow, UserRow } from '../../db/schema/index';
import { focusRef, presentRecommender, presentSuggestion } from '../../presenters/recommendations';
import { gatherRecommendationInputs, type RecommendationInputs } from './gather-inputs';
import { tryPlanForCase } from './plan-for-case';
import { recommendationAccess } from './recommendation-access';
import { findRecommenders, type RecommenderWithLetter } from './recommender-store';
import { planHolderForCase } from '../firms/firm-access';

const nameKey = (name: string | null) => (name ? (parsePersonName(name)?.key ?? null) : null);

/** The suggestion a saved recommender came from, or that names the same person (someone added by hand). */
function matchCandidate(row: RecommenderWithLetter, candidates: readonly RecommenderCandidate[]): RecommenderCandidate | undefined {
  const key = nameKey(row.name);
  return candidates.find((c) => c.id === row.candidateKey) ?? (key ? candidates.find((c) => nameKey(c.name) === key) : undefined);
}

function presentPlan(plan: LetterPlan, inputs: RecommendationInputs): TRecommendationPlan {
  const byId = new Map(inputs.evidence.map((e) => [e.id, e]));
  return {
    petitionType: inputs.petitionType,
    letters: plan.letters.map((l) => ({
      recommenderId: l.recommenderId,
      focus: focusRef(l.focusId),
      angle: l.angle,
      facts: l.factIds.flatMap((id) => {
        const e = byId.get(id);
        return e ? [{ id, title: e.title, exhibit: e.exhibit ?? null }] : [];
      }),
    })),
    warnings: plan.warnings,
  };
}

/**
 * Who could write the case's letters: the chosen recommenders (with what each can attest, from the current
 * suggestions), the suggestions not chosen yet, and the plan for the chosen ones — on every plan.
 */
export async function findRecommenderOverview(db: Db, user: UserRow, caseRow: CaseRow): Promise<Omit<TRecommendersResponse, 'success'>> {
  const [inputs, rows] = await Promise.all([gatherRecommendationInputs(db, caseRow), findRecommenders(db, caseRow.id)]);
  const candidates = suggestRecommenders({
    petitionType: inputs.petitionType,
    applicant: inputs.applicant,
    evidence: inputs.evidence,
    citingWorks: inputs.citingWorks,
  });
  const taken = new Set<string>();
  const recommenders = rows.map((row) => {
    const match = matchCandidate(row, candidates);
    if (match) taken.add(match.id);
    const canAttest: FocusId[] = match?.canAttest ?? [];
    return presentRecommender(row, { letterId: row.letterId, canAttest });
  });
  const { plan, note } = tryPlanForCase(inputs, rows);
  return {
    recommenders,
    suggestions: candidates.filter((c) => !taken.has(c.id)).map(presentSuggestion),
    plan: plan ? presentPlan(plan, inputs) : null,
    planNote: note,
    access: recommendationAccess(await planHolderForCase(db, user, caseRow)),
  };
}
