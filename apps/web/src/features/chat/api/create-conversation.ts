import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TConversationResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { conversationKey } from './query-keys';
import { putConversationFirst } from './update-conversation-cache';

export const createConversation = (caseId: string, title?: string) =>
  apiClient.post<TConversationResponse>(`/cases/${caseId}/conversations`, title ? { title } : {}, {
    fallbackMessage: 'The conversation could not be started. Please try again.',
  });

/** Starts a conversation; without a title the server names it after its first question. */
export function useCreateConversation(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title?: string) => createConversation(caseId, title),
    onSuccess: (response) => {
      queryClient.setQueryData(conversationKey(response.conversation.id), response);
      putConversationFirst(queryClient, caseId, response.conversation);
    },
  });
}
