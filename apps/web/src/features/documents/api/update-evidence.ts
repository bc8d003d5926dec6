import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEvidenceItem, TUpdateEvidenceRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { caseProgressKey, evidenceKey } from './query-keys';

export const updateEvidence = (evidenceId: string, data: TUpdateEvidenceRequest) =>
  apiClient
    .patch<{ success: true; evidence: TEvidenceItem }>(`/evidence/${evidenceId}`, data, { fallbackMessage: 'The item could not be saved. Please try again.' })
    .then((res) => res.evidence);

/**
 * Accept, reject or edit. The list changes at once, so reviewing a long list keeps pace with the
 * reader; a refusal puts the item back as it was.
 */
export function useUpdateEvidence(caseId: string) {
  const queryClient = useQueryClient();
  const key = evidenceKey(caseId);
  return useMutation({
    mutationFn: ({ evidenceId, data }: { evidenceId: string; data: TUpdateEvidenceRequest }) => updateEvidence(evidenceId, data),
    onMutate: async ({ evidenceId, data }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TEvidenceItem[]>(key);
      const isContentChange = Object.keys(data).some((field) => field !== 'status');
      queryClient.setQueryData<TEvidenceItem[]>(key, (list) =>
        list?.map((item) => (item.id === evidenceId ? ({ ...item, ...data, isEdited: item.isEdited || isContentChange } as TEvidenceItem) : item)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<TEvidenceItem[]>(key, (list) => list?.map((item) => (item.id === saved.id ? saved : item)));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) });
    },
  });
}
