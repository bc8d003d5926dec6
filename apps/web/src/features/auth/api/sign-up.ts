import type { TAuthResponse, TSignupRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const signUp = (data: TSignupRequest) =>
  apiClient.post<TAuthResponse>('/auth/signup', data, { fallbackMessage: 'Signup failed. Please try again.' });
