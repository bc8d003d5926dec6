import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminUsageAnalyticsResponse } from '@acclaim/contracts';
import type { AnalyticsRange } from '@acclaim/domain';
import { apiClient } from '@/lib/api-client';
import { analyticsKeys, analyticsPath } from './query-keys';

export const getAdminUsageAnalytics = (range: AnalyticsRange) =>
  apiClient.get<TAdminUsageAnalyticsResponse>(analyticsPath('usage', range), { fallbackMessage: 'The usage figures could not be loaded.' });

/** The previous range's figures stay on screen while a new range loads, so the charts do not blank out. */
export const useAdminUsageAnalytics = (range: AnalyticsRange) =>
  useQuery({ queryKey: analyticsKeys.area('usage', range), queryFn: () => getAdminUsageAnalytics(range), placeholderData: keepPreviousData });
