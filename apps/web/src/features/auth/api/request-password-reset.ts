import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest, TMessageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const requestPasswordReset = (data: TForgotPasswordRequest) =>
  apiClient.post<TMessageResponse>('/auth/forgot-password', data, { fallbackMessage: 'Failed to send reset email.' });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
