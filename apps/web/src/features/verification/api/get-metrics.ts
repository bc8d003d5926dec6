import { useQuery } from '@tanstack/react-query';
import type { TMetricsResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

/** Under ['cases', caseId] so the case's event stream refreshes it with the documents and evidence. */
export const metricsKey = (caseId: string) => ['cases', caseId, 'metrics'] as const;

export const getMetrics = (caseId: string) =>
  apiClient.get<TMetricsResponse>(`/cases/${caseId}/metrics`, { fallbackMessage: 'The publication metrics could not be loaded.' });

/** The person's citation metrics from verified works and what verification found for each publication. */
export const useMetrics = (caseId: string) => useQuery({ queryKey: metricsKey(caseId), queryFn: () => getMetrics(caseId) });
