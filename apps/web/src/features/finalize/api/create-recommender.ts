import { useMutation } from '@tanstack/react-query';
import type { TCreateRecommenderRequest, TSavedRecommender } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { useRefreshRecommendations } from './refresh-recommendations';

export const createRecommender = (caseId: string, request: TCreateRecommenderRequest) =>
  apiClient
    .post<{ recommender: TSavedRecommender }>(`/cases/${caseId}/recommenders`, request, {
      fallbackMessage: 'The recommender could not be added. Please try again.',
    })
    .then((res) => res.recommender);

/** Keeps a suggestion (by its key) or adds someone by hand. */
export function useCreateRecommender(caseId: string) {
  const refresh = useRefreshRecommendations(caseId);
  return useMutation({ mutationFn: (request: TCreateRecommenderRequest) => createRecommender(caseId, request), onSuccess: refresh });
}
