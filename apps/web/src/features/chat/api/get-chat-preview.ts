import { useQuery } from '@tanstack/react-query';
import type { TChatPreviewResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { chatPreviewKey } from './query-keys';

export const getChatPreview = () => apiClient.get<TChatPreviewResponse>('/chat/preview', { fallbackMessage: 'The example answer could not be loaded.' });

/** For plans without chat: a real answer of the assistant on the fictional demo case. It does not change, so it is read once. */
export const useChatPreview = () => useQuery({ queryKey: chatPreviewKey, queryFn: getChatPreview, staleTime: Infinity });
