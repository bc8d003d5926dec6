import { useQuery } from '@tanstack/react-query';
import type { TInvitationPreview } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const getInvitation = (token: string) =>
  apiClient
    .get<{ success: true; invitation: TInvitationPreview }>(`/invitations/${encodeURIComponent(token)}`, {
      fallbackMessage: 'This invitation could not be loaded.',
    })
    .then((res) => res.invitation);

/** What an invitation link offers, before anyone signs in. A used or expired link is an answer (410), not worth retrying. */
export const useInvitation = (token: string) => useQuery({ queryKey: firmKeys.invitation(token), queryFn: () => getInvitation(token), retry: false });
