import type { TAuthResponse, TLoginRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const logIn = (data: TLoginRequest) =>
  apiClient.post<TAuthResponse>('/auth/login', data, { fallbackMessage: 'Login failed. Please check your credentials.' });
