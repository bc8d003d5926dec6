import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFilingPackageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { filingPackageKey } from './filing-keys';

export const startFilingPackage = (caseId: string) =>
  apiClient.post<TFilingPackageResponse>(`/cases/${caseId}/filing/package`, undefined, {
    fallbackMessage: 'The package could not be started. Please try again.',
  });

/** Queues the assembly; the answer (the queued package) replaces the cached one, which then polls until done. */
export function useStartFilingPackage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startFilingPackage(caseId),
    onSuccess: (data) => queryClient.setQueryData(filingPackageKey(caseId), data),
  });
}
