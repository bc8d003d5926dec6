import { useMutation } from '@tanstack/react-query';
import type { TRecommendationLetterDetail } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { useStoreSavedLetter } from './save-recommendation-letter';

export const restoreRecommendationVersion = (letterId: string, number: number) =>
  apiClient
    .post<{ letter: TRecommendationLetterDetail }>(`/recommendation-letters/${letterId}/versions/${number}/restore`, undefined, {
      fallbackMessage: 'The version could not be restored. Please try again.',
    })
    .then((res) => res.letter);

/** Copies an old version forward as the newest. */
export function useRestoreRecommendationVersion(caseId: string, letterId: string) {
  const store = useStoreSavedLetter(caseId, letterId);
  return useMutation({ mutationFn: (number: number) => restoreRecommendationVersion(letterId, number), onSuccess: store });
}
