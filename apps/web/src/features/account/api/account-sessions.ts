import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountSessionsResponse, TMessageResponse, TRevokeSessionsResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { accountKey } from './query-keys';

const sessionsKey = [...accountKey, 'sessions'] as const;

export const getAccountSessions = () =>
  apiClient.get<TAccountSessionsResponse>('/account/sessions', { fallbackMessage: 'The list of your devices could not be loaded.' });

/** The devices signed in to the account, this one first. */
export const useAccountSessions = () => useQuery({ queryKey: sessionsKey, queryFn: getAccountSessions, select: (data) => data.sessions });

export const revokeAccountSession = (sessionId: string) =>
  apiClient.delete<TMessageResponse>(`/account/sessions/${encodeURIComponent(sessionId)}`, {
    fallbackMessage: 'That device could not be signed out. Please try again.',
  });

export const revokeOtherSessions = () =>
  apiClient.post<TRevokeSessionsResponse>('/account/sessions/revoke-others', undefined, {
    fallbackMessage: 'The other devices could not be signed out. Please try again.',
  });

export const revokeAllSessions = () =>
  apiClient.post<TRevokeSessionsResponse>('/account/sessions/revoke-all', undefined, {
    fallbackMessage: 'Your devices could not be signed out. Please try again.',
  });

/** Whatever the answer, the list is read again: a device may have signed out on its own meanwhile. */
function useRefreshingMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }) });
}

export const useRevokeAccountSession = () => useRefreshingMutation(revokeAccountSession);
export const useRevokeOtherSessions = () => useRefreshingMutation(revokeOtherSessions);
/** Ends this session too, so the list is not read again: the page leaves the signed-in area instead. */
export const useRevokeAllSessions = () => useMutation({ mutationFn: revokeAllSessions });
