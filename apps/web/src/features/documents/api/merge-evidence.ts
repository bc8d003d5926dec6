import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvidenceItem } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { documentsKey, evidenceKey } from './query-keys';

export const mergeEvidence = (caseId: string, data: { keepId: string; mergeIds: string[] }) =>
  apiClient
    .post<{ success: true; evidence: TEvidenceItem }>(`/cases/${caseId}/evidence/merge`, data, {
      fallbackMessage: 'The items could not be merged. Please try again.',
    })
    .then((res) => res.evidence);

/** The kept item stays (and is accepted); the others are removed, so document counts change too. */
export function useMergeEvidence(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: { keepId: string; mergeIds: string[] }) => mergeEvidence(caseId, data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: evidenceKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: documentsKey(caseId) });
    },
  });
}
