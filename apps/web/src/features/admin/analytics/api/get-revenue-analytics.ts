import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminRevenueAnalyticsResponse } from '@acclaim/contracts';
import type { AnalyticsRange } from '@acclaim/domain';
import { apiClient } from '@/lib/api-client';
import { analyticsKeys, analyticsPath } from './query-keys';

export const getAdminRevenueAnalytics = (range: AnalyticsRange) =>
  apiClient.get<TAdminRevenueAnalyticsResponse>(analyticsPath('revenue', range), { fallbackMessage: 'The revenue figures could not be loaded.' });

/** The previous range's figures stay on screen while a new range loads, so the charts do not blank out. */
export const useAdminRevenueAnalytics = (range: AnalyticsRange) =>
  useQuery({ queryKey: analyticsKeys.area('revenue', range), queryFn: () => getAdminRevenueAnalytics(range), placeholderData: keepPreviousData });
