import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCase, TUpdateCaseRequest, TUser } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { activeCaseKey } from './get-active-case';

export const updateCase = (caseId: string, data: TUpdateCaseRequest) =>
  apiClient.patch<{ success: true; case: TCase; user: TUser }>(`/cases/${caseId}`, data, {
    fallbackMessage: 'Your answers could not be saved. Please try again.',
  });

export function useUpdateCase(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TUpdateCaseRequest) => updateCase(caseId, data),
    onSuccess: (result) => queryClient.setQueryData(activeCaseKey, result.case),
  });
}
