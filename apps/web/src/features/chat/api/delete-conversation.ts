import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { removeConversation } from './update-conversation-cache';

export const deleteConversation = (conversationId: string) =>
  apiClient.delete<{ success: true; message: string }>(`/conversations/${conversationId}`, {
    fallbackMessage: 'The conversation could not be deleted. Please try again.',
  });

/** Deletes a conversation with its messages for good. */
export function useDeleteConversation(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => deleteConversation(conversationId),
    onSuccess: (_response, conversationId) => removeConversation(queryClient, caseId, conversationId),
  });
}
