import { useQuery } from '@tanstack/react-query';
import type { TCase } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const activeCaseKey = ['cases', 'active'] as const;

export const getActiveCase = () => apiClient.get<{ success: true; case: TCase }>('/cases/active').then((res) => res.case);

/** The case the workspace shows; created on first use for a new account. */
export const useActiveCase = () => useQuery({ queryKey: activeCaseKey, queryFn: getActiveCase, staleTime: 30_000 });
