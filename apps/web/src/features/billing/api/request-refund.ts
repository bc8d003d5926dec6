import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TRefundRequestBody, ZRefundRequestResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { billingKey } from './query-keys';

export const requestRefund = (body: TRefundRequestBody) =>
  apiClient
    .post<z.infer<typeof ZRefundRequestResponse>>('/billing/refund-request', body, { fallbackMessage: 'Your request could not be sent. Please try again.' })
    .then((res) => res.request);

/** Asks for the money-back guarantee; the overview is asked again so the card shows the request's status. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
}
