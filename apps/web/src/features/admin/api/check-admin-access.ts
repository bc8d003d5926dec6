import { useQuery } from '@tanstack/react-query';
import type { TMeResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** The admin access check is GET /auth/me; the guard also needs the fresh adminRole it carries. */
export const checkAdminAccess = () => apiClient.get<TMeResponse>('/auth/me');

/**
 * The account as the server sees it now, not as stored at sign-in, so a role revoked a minute ago closes the area.
 * Cached per account, so another account signing in on this browser is checked afresh. No retries: a refusal is final, and the guard must not keep a spinner up while it waits (a refused check sends the user to /).
 */
export const useAdminAccess = (userId: string | null) =>
  useQuery({ queryKey: adminKeys.access(userId ?? ''), queryFn: checkAdminAccess, enabled: userId !== null, retry: false, staleTime: 30_000 });
