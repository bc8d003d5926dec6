import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocument, TUpdateDocumentRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { documentsKey } from './query-keys';

export const updateDocument = (documentId: string, data: TUpdateDocumentRequest) =>
  apiClient
    .patch<{ success: true; document: TDocument }>(`/documents/${documentId}`, data, { fallbackMessage: 'The document could not be saved. Please try again.' })
    .then((res) => res.document);

/**
 * Saves at once in the list (a category change should not flicker back) and rolls back on refusal.
 * The list is then read again rather than patched from the answer, which may not carry the evidence count.
 */
export function useUpdateDocument(caseId: string) {
  const queryClient = useQueryClient();
  const key = documentsKey(caseId);
  return useMutation({
    mutationFn: ({ documentId, data }: { documentId: string; data: TUpdateDocumentRequest }) => updateDocument(documentId, data),
    onMutate: async ({ documentId, data }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TDocument[]>(key);
      queryClient.setQueryData<TDocument[]>(key, (list) =>
        list?.map((document) =>
          document.id === documentId
            ? {
                ...document,
                ...(data.name !== undefined ? { name: data.name.trim() } : {}),
                ...(data.category !== undefined ? { category: data.category } : {}),
                ...(data.exhibitLabel !== undefined ? { exhibitLabel: data.exhibitLabel?.trim() || null } : {}),
                ...(data.translationOfId !== undefined ? { translationOfId: data.translationOfId } : {}),
              }
            : document,
        ),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    // Not awaited: the caller's toast and dialog need not wait for the refetch.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
