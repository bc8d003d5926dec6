import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useRefreshRecommendations } from './refresh-recommendations';

export const deleteRecommender = (id: string, withLetter: boolean) =>
  apiClient.delete<{ message: string }>(`/recommenders/${id}${withLetter ? '?withLetter=1' : ''}`, {
    fallbackMessage: 'The recommender could not be removed. Please try again.',
  });

/** Removes a recommender; `withLetter` confirms that their drafted letter and its versions go too. */
export function useDeleteRecommender(caseId: string) {
  const refresh = useRefreshRecommendations(caseId);
  return useMutation({ mutationFn: ({ id, withLetter }: { id: string; withLetter: boolean }) => deleteRecommender(id, withLetter), onSuccess: refresh });
}
