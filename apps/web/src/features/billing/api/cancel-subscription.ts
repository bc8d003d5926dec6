import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBillingSubscriptionResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { billingKey } from './query-keys';

export const cancelSubscription = () =>
  apiClient.post<TBillingSubscriptionResponse>('/billing/cancel', undefined, { fallbackMessage: 'Your plan could not be canceled. Please try again.' });

/** Ends the plan at the end of the period already paid for; the answer is the new overview. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (overview) => queryClient.setQueryData(billingKey, overview),
  });
}
