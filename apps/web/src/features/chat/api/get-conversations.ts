import { useQuery } from '@tanstack/react-query';
import type { TConversationListResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { conversationsKey } from './query-keys';

export const getConversations = (caseId: string) =>
  apiClient.get<TConversationListResponse>(`/cases/${caseId}/conversations`, { fallbackMessage: 'Your conversations could not be loaded.' });

/** The case's conversations (newest first), today's AI-written answers against the plan's allowance, whether the plan includes chat, and questions that fit the case now. */
export const useConversations = (caseId: string) => useQuery({ queryKey: conversationsKey(caseId), queryFn: () => getConversations(caseId) });
