import { useQuery } from '@tanstack/react-query';
import type { TLetterVersionSummary } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { letterVersionsKey } from './query-keys';

export const getLetterVersions = (letterId: string) =>
  apiClient
    .get<{ success: true; versions: TLetterVersionSummary[] }>(`/letters/${letterId}/versions`, {
      fallbackMessage: 'The versions of the letter could not be loaded.',
    })
    .then((res) => res.versions);

/** Every saved version, newest first; asked for when the versions panel opens. */
export const useLetterVersions = (letterId: string, isEnabled: boolean) =>
  useQuery({ queryKey: letterVersionsKey(letterId), queryFn: () => getLetterVersions(letterId), enabled: isEnabled });
