import { useQuery } from '@tanstack/react-query';
import type { TBillingSubscriptionResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { billingKey } from './query-keys';

export const getSubscription = () =>
  apiClient.get<TBillingSubscriptionResponse>('/billing/subscription', { fallbackMessage: 'Your billing details could not be loaded.' });

/**
 * The account's plan, subscription, usage, payments and money-back state. `pollEvery` asks again on that
 * interval while it returns a number (the success page waits for the payment to be confirmed this way).
 */
export const useSubscription = (options: { pollEvery?: (data: TBillingSubscriptionResponse | undefined) => number | false } = {}) => {
  const { pollEvery } = options;
  return useQuery({
    queryKey: billingKey,
    queryFn: getSubscription,
    refetchInterval: pollEvery ? (query) => pollEvery(query.state.data) : false,
  });
};
