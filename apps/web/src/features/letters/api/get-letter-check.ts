import { useQuery } from '@tanstack/react-query';
import type { TLetterCheck } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { letterCheckKey } from './query-keys';

export const getLetterCheck = (letterId: string) =>
  apiClient
    .get<{ success: true; check: TLetterCheck }>(`/letters/${letterId}/check`, { fallbackMessage: 'The filing check could not be run.' })
    .then((res) => res.check);

/**
 * The filing check of the letter's current version (none before the first draft is done). Every saved edit and
 * rewritten section is a new version, so a new key and a fresh check. The same version's check changes too when a
 * document is confirmed, removed or added on /documents, so it is asked again whenever the letter is opened.
 */
export const useLetterCheck = (letterId: string, version: number) =>
  useQuery({
    queryKey: letterCheckKey(letterId, version),
    queryFn: () => getLetterCheck(letterId),
    enabled: version > 0,
  });
