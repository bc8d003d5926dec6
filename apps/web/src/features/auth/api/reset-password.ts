import { useQuery } from '@tanstack/react-query';
import type { TAuthResponse, TMessageResponse, TResetPasswordRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const checkResetToken = (token: string) => apiClient.post<TMessageResponse>('/auth/reset-password/check', { token });

/** Tells the reset form at once whether its link is still usable. */
export const useResetTokenCheck = (token: string) =>
  useQuery({ queryKey: ['auth', 'reset-token', token], queryFn: () => checkResetToken(token), retry: false, gcTime: 0 });

export const resetPassword = (data: TResetPasswordRequest) =>
  apiClient.post<TAuthResponse>('/auth/reset-password', data, { fallbackMessage: 'Could not change the password. Please try again.' });
