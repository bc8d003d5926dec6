import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const resendClientInvitation = (caseId: string) =>
  apiClient.post<TMessageResponse>(`/firm/cases/${encodeURIComponent(caseId)}/invitation`, undefined, {
    fallbackMessage: 'The invitation could not be sent again. Please try again.',
  });

/** A new portal link for a client who has not joined; the older link stops working. */
export function useResendClientInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendClientInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: firmKeys.cases }) });
}
