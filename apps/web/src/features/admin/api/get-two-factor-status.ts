import { useQuery } from '@tanstack/react-query';
import type { TTwoFactorStatusResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export const getTwoFactorStatus = () => apiClient.get<TTwoFactorStatusResponse>('/auth/2fa/status');

/** Whether this session still has to pass two-factor verification. */
export const useTwoFactorStatus = (userId: string | null) =>
  useQuery({ queryKey: adminKeys.twoFactorStatus(userId ?? ''), queryFn: getTwoFactorStatus, enabled: userId !== null, retry: false });
