import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminUsersQuery, TAdminUsersResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '../../api/query-keys';

/** Only the filters that are set go into the address, so the server applies its own defaults to the rest. */
export function usersSearchParams(query: TAdminUsersQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const getAdminUsers = (query: TAdminUsersQuery) =>
  apiClient.get<TAdminUsersResponse>(`/admin/users?${usersSearchParams(query)}`, { fallbackMessage: 'The accounts could not be loaded.' });

/** One page of accounts; the previous page stays on screen while the next loads, so the table does not jump. */
export const useAdminUsers = (query: TAdminUsersQuery) =>
  useQuery({ queryKey: adminKeys.users(query), queryFn: () => getAdminUsers(query), placeholderData: keepPreviousData });
