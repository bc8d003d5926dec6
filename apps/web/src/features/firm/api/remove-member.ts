import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const removeMember = (memberId: string) =>
  apiClient.delete<TMessageResponse>(`/firm/members/${encodeURIComponent(memberId)}`, {
    fallbackMessage: 'The member could not be removed. Please try again.',
  });

/** Takes someone out of the firm (owner); their own account stays. Cases they were attorney of record on fall back to the owner. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: firmKeys.members });
      await queryClient.invalidateQueries({ queryKey: firmKeys.cases });
    },
  });
}
