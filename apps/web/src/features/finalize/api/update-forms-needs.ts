import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFormsNeeds, TFormsOverviewResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { formsKey } from './query-keys';

export const updateFormsNeeds = (caseId: string, needs: TFormsNeeds) =>
  apiClient
    .put<TFormsOverviewResponse>(`/cases/${caseId}/forms/needs`, needs, { fallbackMessage: 'Your choice could not be saved. Please try again.' })
    .then((res) => res.forms);

/** Saves what decides the supporting forms; the answer is the whole forms overview, recommendations redone. */
export function useUpdateFormsNeeds(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (needs: TFormsNeeds) => updateFormsNeeds(caseId, needs),
    onSuccess: (forms) => queryClient.setQueryData(formsKey(caseId), forms),
  });
}
