import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLetterDetail } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { letterKey, letterVersionsKey, lettersKey } from './query-keys';

export const restoreLetterVersion = (letterId: string, number: number) =>
  apiClient
    .post<{ success: true; letter: TLetterDetail }>(`/letters/${letterId}/versions/${number}/restore`, undefined, {
      fallbackMessage: `Version ${number} could not be restored. Please try again.`,
    })
    .then((res) => res.letter);

/** Copies an old version forward as the newest; the versions in between stay. */
export function useRestoreLetterVersion(letterId: string, caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: number) => restoreLetterVersion(letterId, number),
    onSuccess: (letter) => {
      queryClient.setQueryData(letterKey(letterId), letter);
      void queryClient.invalidateQueries({ queryKey: letterVersionsKey(letterId), exact: true });
      void queryClient.invalidateQueries({ queryKey: lettersKey(caseId) });
    },
  });
}
