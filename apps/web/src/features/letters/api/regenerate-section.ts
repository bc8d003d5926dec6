import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLetterDetail, TLetterSummary } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { letterKey, lettersKey } from './query-keys';

export const regenerateSection = (letterId: string, sectionId: string, baseVersion: number) =>
  apiClient
    .post<{ success: true; letter: TLetterSummary }>(
      `/letters/${letterId}/sections/${encodeURIComponent(sectionId)}/regenerate`,
      { baseVersion },
      { fallbackMessage: 'The section could not be written again. Please try again.' },
    )
    .then((res) => res.letter);

/**
 * Queues one section to be written again. The letter keeps its text meanwhile; its status turns to running
 * with `regeneratingSectionId`, which starts the letter's polling until the new version is saved.
 */
export function useRegenerateSection(letterId: string, caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, baseVersion }: { sectionId: string; baseVersion: number }) => regenerateSection(letterId, sectionId, baseVersion),
    onSuccess: (summary) => {
      queryClient.setQueryData<TLetterDetail>(letterKey(letterId), (letter) => (letter ? { ...letter, ...summary } : letter));
      void queryClient.invalidateQueries({ queryKey: letterKey(letterId) });
      void queryClient.invalidateQueries({ queryKey: lettersKey(caseId) });
    },
  });
}
