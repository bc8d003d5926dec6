import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUserActionResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '../../api/query-keys';

/** The account actions of the admin API, each a POST to /admin/users/{userId}/{action}. */
export const USER_ACCESS_ACTIONS = ['suspend', 'reactivate', 'revoke-sessions', 'password-reset'] as const;
export type UserAccessAction = (typeof USER_ACCESS_ACTIONS)[number];

export const updateUserAccess = ({ userId, action }: { userId: string; action: UserAccessAction }) =>
  apiClient.post<TAdminUserActionResponse>(`/admin/users/${encodeURIComponent(userId)}/${action}`, undefined, {
    fallbackMessage: 'The change could not be made. Please try again.',
  });

/** After a change the account, its activity and every list it appears in are read again. */
export function useUpdateUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAccess,
    onSuccess: (_answer, { userId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) }), queryClient.invalidateQueries({ queryKey: adminKeys.userLists })]),
  });
}
