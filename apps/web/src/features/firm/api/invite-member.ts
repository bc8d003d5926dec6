import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFirmInvitation, TInviteMemberRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const inviteMember = (body: TInviteMemberRequest) =>
  apiClient
    .post<{ success: true; invitation: TFirmInvitation }>('/firm/invitations', body, { fallbackMessage: 'The invitation could not be sent. Please try again.' })
    .then((res) => res.invitation);

/** Emails a colleague a link to join the firm (owner); the pending list shows it until they accept. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: firmKeys.members }) });
}
