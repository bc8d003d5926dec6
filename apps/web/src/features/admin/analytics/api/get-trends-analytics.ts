import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminTrendsAnalyticsResponse } from '@acclaim/contracts';
import type { AnalyticsRange } from '@acclaim/domain';
import { apiClient } from '@/lib/api-client';
import { analyticsKeys, analyticsPath } from './query-keys';

export const getAdminTrendsAnalytics = (range: AnalyticsRange) =>
  apiClient.get<TAdminTrendsAnalyticsResponse>(analyticsPath('trends', range), { fallbackMessage: 'The trends could not be loaded.' });

/** The previous range's figures stay on screen while a new range loads, so the charts do not blank out. */
export const useAdminTrendsAnalytics = (range: AnalyticsRange) =>
  useQuery({ queryKey: analyticsKeys.area('trends', range), queryFn: () => getAdminTrendsAnalytics(range), placeholderData: keepPreviousData });
