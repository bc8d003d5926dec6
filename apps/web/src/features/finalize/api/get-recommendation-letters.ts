import { useQuery } from '@tanstack/react-query';
import type { TRecommendationLettersResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { recommendationLettersKey } from './recommendation-keys';

export type RecommendationLetterList = Omit<TRecommendationLettersResponse, 'success'>;

export const getRecommendationLetters = (caseId: string): Promise<RecommendationLetterList> =>
  apiClient.get<TRecommendationLettersResponse>(`/cases/${caseId}/recommendation-letters`, {
    fallbackMessage: 'Your recommendation letters could not be loaded.',
  });

/** The case's letters, the pairs that share phrasing and what the plan lacks. */
export const useRecommendationLetters = (caseId: string) =>
  useQuery({ queryKey: recommendationLettersKey(caseId), queryFn: () => getRecommendationLetters(caseId) });
