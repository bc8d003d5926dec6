import { useQuery } from '@tanstack/react-query';
import type { TAdminSystemResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { systemKeys } from './system-keys';

export const getSystemHealth = () => apiClient.get<TAdminSystemResponse>('/admin/system', { fallbackMessage: 'The system checks could not be run.' });

/**
 * Every check, run by the server when asked. Each run probes real services for up to a few seconds, so it runs when
 * the screen opens (the last results stay on screen meanwhile) and when the operator presses Refresh, never on a
 * timer. A failure is shown at once rather than retried: it is itself a finding.
 */
export const useSystemHealth = () => useQuery({ queryKey: systemKeys.health, queryFn: getSystemHealth, retry: false });
