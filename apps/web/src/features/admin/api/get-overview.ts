import { useQuery } from '@tanstack/react-query';
import type { TAdminOverview } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** The contract exports the schema (ZAdminOverviewResponse) but no type for it. */
export interface TAdminOverviewResponse {
  success: true;
  overview: TAdminOverview;
}

export const getAdminOverview = () => apiClient.get<TAdminOverviewResponse>('/admin/overview', { fallbackMessage: 'The key figures could not be loaded.' });

export const useAdminOverview = () => useQuery({ queryKey: adminKeys.overview, queryFn: getAdminOverview });
