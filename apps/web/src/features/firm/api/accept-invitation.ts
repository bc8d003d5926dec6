import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAcceptInvitationRequest, TAcceptInvitationResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const acceptInvitation = ({ token, body }: { token: string; body: TAcceptInvitationRequest }) =>
  apiClient.post<TAcceptInvitationResponse>(`/invitations/${encodeURIComponent(token)}/accept`, body, {
    fallbackMessage: 'The invitation could not be accepted. Please try again.',
  });

/**
 * Joins the firm or opens the portal. What the app held before belonged to the account as it was, so it is all
 * asked again — except the invitation itself, which is used now and would only answer that it is.
 */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  const [scope] = firmKeys.invitation(token);
  return useMutation({
    mutationFn: (body: TAcceptInvitationRequest) => acceptInvitation({ token, body }),
    onSuccess: () => void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== scope }),
  });
}
