import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TConversationResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { conversationKey } from './query-keys';
import { replaceConversation } from './update-conversation-cache';

export const renameConversation = (conversationId: string, title: string) =>
  apiClient.patch<TConversationResponse>(
    `/conversations/${conversationId}`,
    { title },
    { fallbackMessage: 'The conversation could not be renamed. Please try again.' },
  );

export function useRenameConversation(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, title }: { conversationId: string; title: string }) => renameConversation(conversationId, title),
    onSuccess: (response) => {
      queryClient.setQueryData(conversationKey(response.conversation.id), response);
      replaceConversation(queryClient, caseId, response.conversation);
    },
  });
}
