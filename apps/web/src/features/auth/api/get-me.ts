import type { TMeResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const getMe = () => apiClient.get<TMeResponse>('/auth/me');
