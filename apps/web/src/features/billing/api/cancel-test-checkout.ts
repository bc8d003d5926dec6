import { useMutation } from '@tanstack/react-query';
import type { TRedirectResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { leaveFor } from './leave-for';

export const cancelTestCheckout = (checkoutId: string) =>
  apiClient.post<TRedirectResponse>(`/billing/test-checkout/${encodeURIComponent(checkoutId)}/cancel`, undefined, {
    fallbackMessage: 'The checkout could not be canceled. Please try again.',
  });

/** Leaves a test checkout unpaid; the server closes the session and answers with the canceled page. */
export function useCancelTestCheckout(checkoutId: string) {
  return useMutation({
    mutationFn: async () => {
      const { url } = await cancelTestCheckout(checkoutId);
      leaveFor(url);
      return url;
    },
  });
}
