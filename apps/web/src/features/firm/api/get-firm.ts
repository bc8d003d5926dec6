import { useQuery } from '@tanstack/react-query';
import type { TFirmResponse } from '@acclaim/contracts';
import { ApiError, apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

/** The user's firm, or null when they are not part of one yet (the server's 404), which is a state, not a failure. */
export async function getFirm(): Promise<TFirmResponse | null> {
  try {
    return await apiClient.get<TFirmResponse>('/firm', { fallbackMessage: 'Your firm could not be loaded.' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useFirm = () => useQuery({ queryKey: firmKeys.firm, queryFn: getFirm });
