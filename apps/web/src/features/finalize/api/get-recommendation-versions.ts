import { useQuery } from '@tanstack/react-query';
import type { TRecommendationLetterVersion } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { recommendationVersionsKey } from './recommendation-keys';

export const getRecommendationVersions = (letterId: string) =>
  apiClient
    .get<{ versions: TRecommendationLetterVersion[] }>(`/recommendation-letters/${letterId}/versions`, { fallbackMessage: 'The versions could not be loaded.' })
    .then((res) => res.versions);

/** Every saved version of a letter, newest first. */
export const useRecommendationVersions = (caseId: string, letterId: string, enabled = true) =>
  useQuery({ queryKey: recommendationVersionsKey(caseId, letterId), queryFn: () => getRecommendationVersions(letterId), enabled });
