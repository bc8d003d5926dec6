import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBillingSubscriptionResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { billingKey } from './query-keys';

export const resumeSubscription = () =>
  apiClient.post<TBillingSubscriptionResponse>('/billing/resume', undefined, { fallbackMessage: 'Your plan could not be resumed. Please try again.' });

/** Takes back a cancellation before the period ends; the plan then renews as before. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: (overview) => queryClient.setQueryData(billingKey, overview),
  });
}
