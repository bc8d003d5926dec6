import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFilingChecklist } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { filingChecklistKey } from './filing-keys';

export const updateChecklistItem = (caseId: string, itemId: string, isDone: boolean) =>
  apiClient
    .put<{ success: true; checklist: TFilingChecklist }>(
      `/cases/${caseId}/filing/checklist/${itemId}`,
      { isDone },
      { fallbackMessage: 'Your tick could not be saved. Please try again.' },
    )
    .then((res) => res.checklist);

/** Ticks an item the product cannot see for itself (signed forms, prepared fees); the answer is the whole checklist. */
export function useUpdateChecklistItem(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, isDone }: { itemId: string; isDone: boolean }) => updateChecklistItem(caseId, itemId, isDone),
    onSuccess: (checklist) => queryClient.setQueryData(filingChecklistKey(caseId), checklist),
  });
}
