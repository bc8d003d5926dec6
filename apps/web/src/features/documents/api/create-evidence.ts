import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateEvidenceRequest, TEvidenceItem } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { caseProgressKey, documentsKey, evidenceKey } from './query-keys';

export const createEvidence = (caseId: string, data: TCreateEvidenceRequest) =>
  apiClient
    .post<{ success: true; evidence: TEvidenceItem }>(`/cases/${caseId}/evidence`, data, { fallbackMessage: 'The item could not be added. Please try again.' })
    .then((res) => res.evidence);

/** An item added by hand is accepted at once. */
export function useCreateEvidence(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TCreateEvidenceRequest) => createEvidence(caseId, data),
    onSuccess: (created) => {
      queryClient.setQueryData<TEvidenceItem[]>(evidenceKey(caseId), (list) => (list ? [...list, created] : list));
      void queryClient.invalidateQueries({ queryKey: evidenceKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: documentsKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) });
    },
  });
}
