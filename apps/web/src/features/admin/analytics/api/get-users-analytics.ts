import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminUsersAnalyticsResponse } from '@acclaim/contracts';
import type { AnalyticsRange } from '@acclaim/domain';
import { apiClient } from '@/lib/api-client';
import { analyticsKeys, analyticsPath } from './query-keys';

export const getAdminUsersAnalytics = (range: AnalyticsRange) =>
  apiClient.get<TAdminUsersAnalyticsResponse>(analyticsPath('users', range), { fallbackMessage: 'The user figures could not be loaded.' });

/** The previous range's figures stay on screen while a new range loads, so the charts do not blank out. */
export const useAdminUsersAnalytics = (range: AnalyticsRange) =>
  useQuery({ queryKey: analyticsKeys.area('users', range), queryFn: () => getAdminUsersAnalytics(range), placeholderData: keepPreviousData });
