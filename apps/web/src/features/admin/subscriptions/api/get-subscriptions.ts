import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminSubscriptionsQuery, TAdminSubscriptionsResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { adminSearchParams } from '../../api/admin-search-params';
import { subscriptionsKeys } from './subscriptions-query-keys';

export const getAdminSubscriptions = (query: TAdminSubscriptionsQuery) =>
  apiClient.get<TAdminSubscriptionsResponse>(`/admin/subscriptions?${adminSearchParams(query)}`, {
    fallbackMessage: 'The subscriptions could not be loaded.',
  });

/** One page of subscriptions with the screen's figures; the previous page stays on screen while the next loads. */
export const useAdminSubscriptions = (query: TAdminSubscriptionsQuery) =>
  useQuery({ queryKey: subscriptionsKeys.list(query), queryFn: () => getAdminSubscriptions(query), placeholderData: keepPreviousData });
