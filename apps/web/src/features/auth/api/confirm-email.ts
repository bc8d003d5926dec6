import type { TMeResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const confirmEmail = (token: string) =>
  apiClient.post<TMeResponse>('/auth/confirm-email', { token }, { fallbackMessage: 'Could not confirm the email address.' });
