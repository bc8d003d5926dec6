import { useMutation } from '@tanstack/react-query';
import type { TSavedRecommender, TUpdateRecommenderRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { useRefreshRecommendations } from './refresh-recommendations';

export const updateRecommender = (id: string, request: TUpdateRecommenderRequest) =>
  apiClient
    .patch<{ recommender: TSavedRecommender }>(`/recommenders/${id}`, request, { fallbackMessage: 'The change could not be saved. Please try again.' })
    .then((res) => res.recommender);

/** Changes a recommender's details or how far the request has gone. */
export function useUpdateRecommender(caseId: string) {
  const refresh = useRefreshRecommendations(caseId);
  return useMutation({ mutationFn: ({ id, ...request }: TUpdateRecommenderRequest & { id: string }) => updateRecommender(id, request), onSuccess: refresh });
}
