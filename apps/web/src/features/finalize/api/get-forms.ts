import { useQuery } from '@tanstack/react-query';
import type { TFormsOverview, TFormsOverviewResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { formsKey } from './query-keys';

export const getForms = (caseId: string): Promise<TFormsOverview> =>
  apiClient.get<TFormsOverviewResponse>(`/cases/${caseId}/forms`, { fallbackMessage: 'The forms of your case could not be loaded.' }).then((res) => res.forms);

/** Recommended forms, fees and where to file, and the I-140 guide when the plan includes it. */
export const useForms = (caseId: string) => useQuery({ queryKey: formsKey(caseId), queryFn: () => getForms(caseId) });
