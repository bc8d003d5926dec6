import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZLetterListResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { lettersKey } from './query-keys';

export type TLetterList = z.infer<typeof ZLetterListResponse>;

export const getLetters = (caseId: string) =>
  apiClient.get<TLetterList>(`/cases/${caseId}/letters`, { fallbackMessage: 'Your petition letters could not be loaded.' });

const isWriting = (list: TLetterList | undefined) => list?.letters.some((item) => item.status === 'queued' || item.status === 'running') ?? false;

/**
 * The case's letters, newest first, with the plan's allowance. While one is being written the list is asked
 * again every few seconds: the event stream normally says when it ends, this covers a stream that dropped.
 */
export const useLetters = (caseId: string) =>
  useQuery({
    queryKey: lettersKey(caseId),
    queryFn: () => getLetters(caseId),
    refetchInterval: (query) => (isWriting(query.state.data) ? 3000 : false),
  });
