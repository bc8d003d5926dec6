import { useMutation } from '@tanstack/react-query';
import type { TContactRequest, TMessageResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const sendContactMessage = (data: TContactRequest) =>
  apiClient.post<TMessageResponse>('/contact', data, { fallbackMessage: 'Your message could not be sent. Please try again.' });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
