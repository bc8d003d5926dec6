import { useMutation } from '@tanstack/react-query';
import type { PaidPlanId } from '@acclaim/domain/billing';
import type { TRedirectResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { leaveFor } from './leave-for';

export const startCheckout = (planId: PaidPlanId) =>
  apiClient.post<TRedirectResponse>('/billing/checkout', { planId }, { fallbackMessage: 'The checkout could not be opened. Please try again.' });

/**
 * Buys a plan or changes the current one. The answer is where the browser goes: the checkout page for a new
 * subscription, or the success page when the plan changed in place. Success means the browser is on its way: callers keep their buttons busy.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (planId: PaidPlanId) => {
      const { url } = await startCheckout(planId);
      leaveFor(url);
      return url;
    },
  });
}
