import { useQueryClient } from '@tanstack/react-query';
import { recommendationLettersKey, recommendersKey } from './recommendation-keys';

/** A change to the people or the letters reshapes suggestions, plan, letters and overlaps: all are read again. */
export function useRefreshRecommendations(caseId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recommendersKey(caseId) }),
      queryClient.invalidateQueries({ queryKey: recommendationLettersKey(caseId) }),
    ]);
}
