import { useQuery } from '@tanstack/react-query';
import type { TCase } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const activeCaseKey = ['cases', 'active'] as const;

export const getActiveCase = () => apiClient.get<{ success: true; case: TCase }>('/cases/active').then((res) => res.case);

/**
 * The case the workspace shows; created on first use for a new account. `enabled: false` holds it back where asking
 * would create a case nobody asked for (an attorney with no case open yet).
 */
export const useActiveCase = (options: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: activeCaseKey, queryFn: getActiveCase, staleTime: 30_000, enabled: options.enabled ?? true });
