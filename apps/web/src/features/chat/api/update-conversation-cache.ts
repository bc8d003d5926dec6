import type { QueryClient } from '@tanstack/react-query';
import type { TChatMessage, TChatQuota, TConversation, TConversationListResponse, TConversationResponse } from '@acclaim/contracts';
import { conversationKey, conversationsKey } from './query-keys';

function updateList(queryClient: QueryClient, caseId: string, update: (list: TConversationListResponse) => TConversationListResponse) {
  queryClient.setQueryData<TConversationListResponse>(conversationsKey(caseId), (list) => (list ? update(list) : list));
}

/** A new or just-used conversation goes to the top of the list, as the server orders it (newest first). */
export function putConversationFirst(queryClient: QueryClient, caseId: string, conversation: TConversation) {
  updateList(queryClient, caseId, (list) => ({ ...list, conversations: [conversation, ...list.conversations.filter((c) => c.id !== conversation.id)] }));
}

export function replaceConversation(queryClient: QueryClient, caseId: string, conversation: TConversation) {
  updateList(queryClient, caseId, (list) => ({ ...list, conversations: list.conversations.map((c) => (c.id === conversation.id ? conversation : c)) }));
}

export function removeConversation(queryClient: QueryClient, caseId: string, conversationId: string) {
  updateList(queryClient, caseId, (list) => ({ ...list, conversations: list.conversations.filter((c) => c.id !== conversationId) }));
  queryClient.removeQueries({ queryKey: conversationKey(conversationId) });
}

export function setQuota(queryClient: QueryClient, caseId: string, quota: TChatQuota) {
  updateList(queryClient, caseId, (list) => ({ ...list, quota }));
}

/** Adds saved messages to an open conversation, once each: a read of the conversation may already hold the question. */
export function appendMessages(queryClient: QueryClient, conversationId: string, messages: TChatMessage[], conversation?: TConversation) {
  queryClient.setQueryData<TConversationResponse>(conversationKey(conversationId), (current) => {
    if (!current) return current;
    const ids = new Set(messages.map((m) => m.id));
    return { ...current, conversation: conversation ?? current.conversation, messages: [...current.messages.filter((m) => !ids.has(m.id)), ...messages] };
  });
}
