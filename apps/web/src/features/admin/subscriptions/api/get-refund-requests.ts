import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminRefundRequestsQuery, TAdminRefundRequestsResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { adminSearchParams } from '../../api/admin-search-params';
import { subscriptionsKeys } from './subscriptions-query-keys';

export const getRefundRequests = (query: TAdminRefundRequestsQuery) =>
  apiClient.get<TAdminRefundRequestsResponse>(`/admin/refund-requests?${adminSearchParams(query)}`, {
    fallbackMessage: 'The money-back requests could not be loaded.',
  });

/** Money-back requests of one status, a page at a time: the open queue, or the refunded and declined record. */
export const useRefundRequests = (query: TAdminRefundRequestsQuery) =>
  useQuery({ queryKey: subscriptionsKeys.refundRequests(query), queryFn: () => getRefundRequests(query), placeholderData: keepPreviousData });
