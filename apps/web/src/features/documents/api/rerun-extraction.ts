import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocument, TMessageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { documentsKey } from './query-keys';

export const rerunExtraction = (documentId: string) =>
  apiClient.post<TMessageResponse>(`/documents/${documentId}/extract`, undefined, {
    fallbackMessage: 'The document could not be read again. Please try again.',
  });

/** Queues the document again; its row shows "Uploaded" until the worker picks it up. */
export function useRerunExtraction(caseId: string) {
  const queryClient = useQueryClient();
  const key = documentsKey(caseId);
  return useMutation({
    mutationFn: (documentId: string) => rerunExtraction(documentId),
    onSuccess: (_result, documentId) => {
      queryClient.setQueryData<TDocument[]>(key, (list) =>
        list?.map((document) => (document.id === documentId ? { ...document, status: 'uploaded', failureReason: null } : document)),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
