import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest, TMessageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const changePassword = (body: TChangePasswordRequest) =>
  apiClient.post<TMessageResponse>('/account/password', body, { fallbackMessage: 'Your password could not be changed. Please try again.' });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
