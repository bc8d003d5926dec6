import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const revokeInvitation = (invitationId: string) =>
  apiClient.delete<TMessageResponse>(`/firm/invitations/${encodeURIComponent(invitationId)}`, {
    fallbackMessage: 'The invitation could not be withdrawn. Please try again.',
  });

/** Withdraws a pending invitation; its link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: firmKeys.members }) });
}
