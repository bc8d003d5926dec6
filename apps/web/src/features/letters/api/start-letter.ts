import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLetterSummary, TStartLetterRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import type { TLetterList } from './get-letters';
import { lettersKey } from './query-keys';

export const startLetter = (caseId: string, request: TStartLetterRequest) =>
  apiClient
    .post<{ success: true; letter: TLetterSummary }>(`/cases/${caseId}/letters`, request, {
      fallbackMessage: 'The letter could not be started. Please try again.',
    })
    .then((res) => res.letter);

/** Starts writing a letter; the new one joins the list at once so its progress shows. */
export function useStartLetter(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TStartLetterRequest) => startLetter(caseId, request),
    onSuccess: (letter) => {
      queryClient.setQueryData<TLetterList>(lettersKey(caseId), (list) =>
        list ? { ...list, letters: [letter, ...list.letters.filter((item) => item.id !== letter.id)] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: lettersKey(caseId) });
    },
  });
}
