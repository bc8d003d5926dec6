import { useQuery } from '@tanstack/react-query';
import type { TAdminSettingsResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export const getAdminSettings = () => apiClient.get<TAdminSettingsResponse>('/admin/settings', { fallbackMessage: 'The settings could not be loaded.' });

export const useAdminSettings = () => useQuery({ queryKey: settingsKeys.all, queryFn: getAdminSettings });
