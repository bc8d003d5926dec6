import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { caseProgressKey, documentsKey, evidenceKey } from './query-keys';

export const deleteDocument = (documentId: string) =>
  apiClient.delete<TMessageResponse>(`/documents/${documentId}`, { fallbackMessage: 'The document could not be deleted. Please try again.' });

/** Its unreviewed evidence goes with it, and progress counts one document fewer. */
export function useDeleteDocument(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(documentId),
    // Not awaited: the row (and the dialog asking) must still be there when the caller's callbacks run.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: documentsKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: evidenceKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) });
    },
  });
}
