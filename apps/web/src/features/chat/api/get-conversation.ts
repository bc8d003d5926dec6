import { useQuery } from '@tanstack/react-query';
import type { TConversationResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { conversationKey } from './query-keys';

export const getConversation = (conversationId: string) =>
  apiClient.get<TConversationResponse>(`/conversations/${conversationId}`, { fallbackMessage: 'The conversation could not be loaded.' });

/**
 * One conversation with its messages, oldest first. Only this screen changes it and it writes every change into the
 * cache itself, so a copy stays fresh for a while: reading it again mid-answer could put back an older list of messages.
 */
export const useConversation = (conversationId: string) =>
  useQuery({ queryKey: conversationKey(conversationId), queryFn: () => getConversation(conversationId), staleTime: 60_000 });
