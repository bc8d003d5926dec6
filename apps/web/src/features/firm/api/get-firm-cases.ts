import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFirmCasesResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys, type FirmCasesFilter } from './query-keys';

export function getFirmCases(filter: FirmCasesFilter = {}) {
  const query = new URLSearchParams();
  if (filter.q) query.set('q', filter.q);
  if (filter.stage) query.set('stage', filter.stage);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return apiClient.get<TFirmCasesResponse>(`/firm/cases${search}`, { fallbackMessage: 'Your clients could not be loaded.' }).then((res) => res.cases);
}

/**
 * The firm's client cases, nearest filing date first. While a new search runs, the previous list stays on screen
 * (marked as updating) instead of flashing back to a skeleton on every keystroke.
 */
export const useFirmCases = (filter: FirmCasesFilter = {}, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: firmKeys.casesFiltered(filter),
    queryFn: () => getFirmCases(filter),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
