import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFirmMember, TUpdateMemberRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const updateMember = ({ memberId, body }: { memberId: string; body: TUpdateMemberRequest }) =>
  apiClient
    .patch<{ success: true; member: TFirmMember }>(`/firm/members/${encodeURIComponent(memberId)}`, body, {
      fallbackMessage: 'The member’s details could not be saved. Please try again.',
    })
    .then((res) => res.member);

/** A role (owner) or the bar details Form G-28 needs (owner, or the member themself). */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: firmKeys.members }) });
}
