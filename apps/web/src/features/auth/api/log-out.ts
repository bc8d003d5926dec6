import type { TMessageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const logOut = () => apiClient.post<TMessageResponse>('/auth/logout');
