import { useMutation } from '@tanstack/react-query';
import type { TRecommendationLetterDetail, TUpdateRecommendationLetterRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { useStoreSavedLetter } from './save-recommendation-letter';

export const updateRecommendationLetter = (letterId: string, request: TUpdateRecommendationLetterRequest) =>
  apiClient
    .patch<{ letter: TRecommendationLetterDetail }>(`/recommendation-letters/${letterId}`, request, {
      fallbackMessage: 'Your changes could not be saved. Please try again.',
    })
    .then((res) => res.letter);

/** Saves edited sections as a new version; a 409 means the letter changed since it was opened. */
export function useUpdateRecommendationLetter(caseId: string, letterId: string) {
  const store = useStoreSavedLetter(caseId, letterId);
  return useMutation({ mutationFn: (request: TUpdateRecommendationLetterRequest) => updateRecommendationLetter(letterId, request), onSuccess: store });
}
