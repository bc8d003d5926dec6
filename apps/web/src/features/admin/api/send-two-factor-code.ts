import { useMutation } from '@tanstack/react-query';
import type { TTwoFactorSendResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

/** A refusal without a message of its own reads "Please try again" (under the "Failed to Send Code" toast). */
export const sendTwoFactorCode = () => apiClient.post<TTwoFactorSendResponse>('/auth/2fa/send', undefined, { fallbackMessage: 'Please try again' });

export const useSendTwoFactorCode = () => useMutation({ mutationFn: sendTwoFactorCode });
