import { useMutation } from '@tanstack/react-query';
import type { TRedirectResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { leaveFor } from './leave-for';

export const openPortal = () =>
  apiClient.post<TRedirectResponse>('/billing/portal', undefined, { fallbackMessage: 'The payment portal could not be opened. Please try again.' });

/** The provider's own pages for the payment method and invoices; offered only when the overview says it exists. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await openPortal();
      leaveFor(url);
      return url;
    },
  });
}
