import { useMutation } from '@tanstack/react-query';
import type { TTwoFactorSendResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

/** A refusal without a message of its own reads "Please try again" (spec §8, "Failed to Send Code"). */
export const sendTwoFactorCode = () => apiClient.post<TTwoFactorSendResponse>('/auth/2fa/send', undefined, { fallbackMessage: 'Please try again' });

export const useSendTwoFactorCode = () => useMutation({ mutationFn: sendTwoFactorCode });
