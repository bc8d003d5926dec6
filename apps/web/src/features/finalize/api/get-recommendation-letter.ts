import { useQuery } from '@tanstack/react-query';
import type { TRecommendationLetterDetail } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { recommendationLetterKey } from './recommendation-keys';

export const getRecommendationLetter = (letterId: string) =>
  apiClient
    .get<{ letter: TRecommendationLetterDetail }>(`/recommendation-letters/${letterId}`, { fallbackMessage: 'The letter could not be loaded.' })
    .then((res) => res.letter);

/** One letter with its exhibits, filing check and overlaps. */
export const useRecommendationLetter = (caseId: string, letterId: string) =>
  useQuery({ queryKey: recommendationLetterKey(caseId, letterId), queryFn: () => getRecommendationLetter(letterId) });
