import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLetterDetail, TUpdateLetterRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { letterKey, letterVersionsKey, lettersKey } from './query-keys';

export const updateLetter = (letterId: string, request: TUpdateLetterRequest) =>
  apiClient
    .patch<{ success: true; letter: TLetterDetail }>(`/letters/${letterId}`, request, { fallbackMessage: 'Your changes could not be saved. Please try again.' })
    .then((res) => res.letter);

/**
 * Saves edited sections as a new version. The answer is the letter as saved, so the preview shows the
 * server's text (sentences split again, provenance re-derived) rather than the editor's.
 */
export function useUpdateLetter(letterId: string, caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateLetterRequest) => updateLetter(letterId, request),
    onSuccess: (letter) => {
      queryClient.setQueryData(letterKey(letterId), letter);
      void queryClient.invalidateQueries({ queryKey: letterVersionsKey(letterId) });
      void queryClient.invalidateQueries({ queryKey: lettersKey(caseId) });
    },
  });
}
