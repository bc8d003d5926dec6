import { useQuery } from '@tanstack/react-query';
import type { TLetterDetail } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { letterKey } from './query-keys';

export const getLetter = (letterId: string) =>
  apiClient
    .get<{ success: true; letter: TLetterDetail }>(`/letters/${letterId}`, { fallbackMessage: 'The letter could not be loaded.' })
    .then((res) => res.letter);

export const isLetterBusy = (letter: { status: string } | undefined) => letter?.status === 'queued' || letter?.status === 'running';

/** One letter as the plan shows it; polled while a draft or a section is being written. */
export const useLetter = (letterId: string | undefined) =>
  useQuery({
    queryKey: letterKey(letterId ?? ''),
    queryFn: () => getLetter(letterId!),
    enabled: Boolean(letterId),
    refetchInterval: (query) => (isLetterBusy(query.state.data) ? 2000 : false),
  });
