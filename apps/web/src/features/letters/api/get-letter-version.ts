import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZLetterVersionResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { letterVersionKey } from './query-keys';

export type TLetterVersion = z.infer<typeof ZLetterVersionResponse>['version'];

export const getLetterVersion = (letterId: string, number: number) =>
  apiClient
    .get<z.infer<typeof ZLetterVersionResponse>>(`/letters/${letterId}/versions/${number}`, { fallbackMessage: `Version ${number} could not be loaded.` })
    .then((res) => res.version);

/** One saved version with its text. A saved version never changes, so it is fetched once. */
export const useLetterVersion = (letterId: string, number: number | undefined) =>
  useQuery({
    queryKey: letterVersionKey(letterId, number ?? 0),
    queryFn: () => getLetterVersion(letterId, number!),
    enabled: number !== undefined,
    staleTime: Infinity,
  });
