import { useQueryClient } from '@tanstack/react-query';
import type { TRecommendationLetterDetail } from '@acclaim/contracts';
import { recommendationLetterKey, recommendationLettersKey, recommendationVersionsKey } from './recommendation-keys';

/** After a new version: this letter from the answer; the list (its overlaps) and the versions read again. */
export function useStoreSavedLetter(caseId: string, letterId: string) {
  const queryClient = useQueryClient();
  return (letter: TRecommendationLetterDetail) => {
    queryClient.setQueryData(recommendationLetterKey(caseId, letterId), letter);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: recommendationLettersKey(caseId), exact: true }),
      queryClient.invalidateQueries({ queryKey: recommendationVersionsKey(caseId, letterId) }),
    ]);
  };
}
