import { useMutation } from '@tanstack/react-query';
import type { TMessageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const resendConfirmation = () =>
  apiClient.post<TMessageResponse>('/auth/resend-confirmation', undefined, { fallbackMessage: 'Could not send the email. Please try again.' });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
