import { useQuery } from '@tanstack/react-query';
import type { TAccountResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { accountKey } from './query-keys';

export const getAccount = () => apiClient.get<TAccountResponse>('/account', { fallbackMessage: 'Your account could not be loaded.' });

/** The profile, how the account signs in and what deleting it would remove. */
export const useAccount = () => useQuery({ queryKey: accountKey, queryFn: getAccount, select: (data) => data.account });
