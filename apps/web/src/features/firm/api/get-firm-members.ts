import { useQuery } from '@tanstack/react-query';
import type { TFirmMembersResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { firmKeys } from './query-keys';

export const getFirmMembers = () => apiClient.get<TFirmMembersResponse>('/firm/members', { fallbackMessage: 'The firm’s members could not be loaded.' });

/** The firm's people and the invitations still open (colleagues' and clients'). */
export const useFirmMembers = (options: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: firmKeys.members, queryFn: getFirmMembers, enabled: options.enabled ?? true });
