import { useQuery } from '@tanstack/react-query';
import type { TAdminUserDetailResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '../../api/query-keys';

export const getAdminUser = (userId: string) =>
  apiClient.get<TAdminUserDetailResponse>(`/admin/users/${encodeURIComponent(userId)}`, { fallbackMessage: 'This account could not be loaded.' });

export const useAdminUser = (userId: string) => useQuery({ queryKey: adminKeys.user(userId), queryFn: () => getAdminUser(userId) });
