import { useQuery } from '@tanstack/react-query';
import type { TRecommendersResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { recommendersKey } from './recommendation-keys';

export type RecommenderOverview = Omit<TRecommendersResponse, 'success'>;

export const getRecommenders = (caseId: string): Promise<RecommenderOverview> =>
  apiClient.get<TRecommendersResponse>(`/cases/${caseId}/recommenders`, { fallbackMessage: 'Your recommenders could not be loaded.' });

/** Chosen recommenders, suggestions from the record and the plan of the letters. */
export const useRecommenders = (caseId: string) => useQuery({ queryKey: recommendersKey(caseId), queryFn: () => getRecommenders(caseId) });
