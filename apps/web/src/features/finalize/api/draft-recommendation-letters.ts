import { useMutation } from '@tanstack/react-query';
import type { TRecommendationLetterSummary } from '@acclaim/contracts';
import type { PlanWarning } from '@acclaim/domain/recommendations';
import { apiClient } from '@/lib/api-client';
import { useRefreshRecommendations } from './refresh-recommendations';

export const draftRecommendationLetters = (caseId: string) =>
  apiClient.post<{ letters: TRecommendationLetterSummary[]; warnings: PlanWarning[] }>(`/cases/${caseId}/recommendation-letters`, undefined, {
    fallbackMessage: 'The letters could not be drafted. Please try again.',
  });

/** Drafts a letter for every chosen recommender who has none yet. */
export function useDraftRecommendationLetters(caseId: string) {
  const refresh = useRefreshRecommendations(caseId);
  return useMutation({ mutationFn: () => draftRecommendationLetters(caseId), onSuccess: refresh });
}
