import { useQuery } from '@tanstack/react-query';
import type { TTestCheckoutSession } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { testCheckoutKey } from './query-keys';

export const getTestCheckout = (checkoutId: string) =>
  apiClient
    .get<{ success: true; session: TTestCheckoutSession }>(`/billing/test-checkout/${encodeURIComponent(checkoutId)}`, {
      fallbackMessage: 'This checkout could not be loaded.',
    })
    .then((res) => res.session);

/** One test-mode checkout session, as the checkout page shows it. */
export const useTestCheckout = (checkoutId: string) => useQuery({ queryKey: testCheckoutKey(checkoutId), queryFn: () => getTestCheckout(checkoutId) });
