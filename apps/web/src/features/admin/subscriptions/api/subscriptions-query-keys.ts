import type { TAdminRefundRequestsQuery, TAdminSubscriptionsQuery } from '@acclaim/contracts';

/** The subscriptions screen's cache entries, under ['admin'] like the rest of the admin area (see ./query-keys). */
export const subscriptionsKeys = {
  lists: ['admin', 'subscriptions'] as const,
  list: (query: TAdminSubscriptionsQuery) => ['admin', 'subscriptions', query] as const,
  refundRequestLists: ['admin', 'refund-requests'] as const,
  refundRequests: (query: TAdminRefundRequestsQuery) => ['admin', 'refund-requests', query] as const,
};
