import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminUserActionResponse, TSetAdminRoleRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '../../api/query-keys';

export const setUserRole = ({ userId, role }: { userId: string } & TSetAdminRoleRequest) =>
  apiClient.patch<TAdminUserActionResponse>(
    `/admin/users/${encodeURIComponent(userId)}/role`,
    { role },
    {
      fallbackMessage: 'The role could not be changed. Please try again.',
    },
  );

/** Grants, changes or revokes (null) an admin role; the account and the lists are read again afterwards. */
export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: (_answer, { userId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) }), queryClient.invalidateQueries({ queryKey: adminKeys.userLists })]),
  });
}
