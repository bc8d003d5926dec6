import { useMutation } from '@tanstack/react-query';
import type { TRedirectResponse, TTestCheckoutPayRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { leaveFor } from './leave-for';

export const payTestCheckout = (checkoutId: string, request: TTestCheckoutPayRequest) =>
  apiClient.post<TRedirectResponse>(`/billing/test-checkout/${encodeURIComponent(checkoutId)}/pay`, request, {
    fallbackMessage: 'The payment could not be sent. Please try again.',
  });

/** Pays a test checkout with one of the test cards; a declined card is a 402 whose message the page shows. */
export function usePayTestCheckout(checkoutId: string) {
  return useMutation({
    mutationFn: async (request: TTestCheckoutPayRequest) => {
      const { url } = await payTestCheckout(checkoutId, request);
      leaveFor(url);
      return url;
    },
  });
}
