import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TAdminRefundActionResponse, TDeclineRefundBody, TGrantRefundBody } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '../../api/query-keys';
import { subscriptionsKeys } from './subscriptions-query-keys';

export const grantRefund = ({ requestId, ...body }: { requestId: string } & TGrantRefundBody) =>
  apiClient.post<TAdminRefundActionResponse>(`/admin/refund-requests/${encodeURIComponent(requestId)}/refund`, body, {
    fallbackMessage: 'The refund could not be made. Please try again.',
  });

export const declineRefund = ({ requestId, ...body }: { requestId: string } & TDeclineRefundBody) =>
  apiClient.post<TAdminRefundActionResponse>(`/admin/refund-requests/${encodeURIComponent(requestId)}/decline`, body, {
    fallbackMessage: 'The request could not be declined. Please try again.',
  });

/**
 * Whatever the outcome, the queue, the subscriptions, the figures and the account are read again: a refusal (409)
 * usually means another staff member resolved the request first, and the screen should show it.
 */
function refreshAfter(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionsKeys.refundRequestLists }),
    queryClient.invalidateQueries({ queryKey: subscriptionsKeys.lists }),
    queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
    queryClient.invalidateQueries({ queryKey: adminKeys.userLists }),
    queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) }),
  ]);
}

/** Refunds the payment in full through the payment provider and ends the running plan (optional note). */
export function useGrantRefund(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantRefund, onSettled: () => refreshAfter(queryClient, userId) });
}

/** Declines the request with the staff member's note of why. */
export function useDeclineRefund(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineRefund, onSettled: () => refreshAfter(queryClient, userId) });
}
