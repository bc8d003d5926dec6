import type { TAuthResponse, TMailboxResponse, TSignupRequest, TSignupResponse } from '@acclaim/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Starts a sign-up: the server emails a link and answers the same whether or not the address has an account. */
export const signUp = (data: TSignupRequest) => apiClient.post<TSignupResponse>('/auth/signup', data, { fallbackMessage: 'Signup failed. Please try again.' });

/** Opens the emailed link: creates the account and signs it in, answering like login. */
export const confirmSignUp = (token: string) =>
  apiClient.post<TAuthResponse>('/auth/signup/confirm', { token }, { fallbackMessage: 'Could not finish signing up. Please try again.' });

/**
 * Whether this browser can read the server's local mailbox (/dev/mailbox). The mailbox itself decides: it answers
 * only a caller on the server's own machine while mail stays in the embedded outbox, and 404 to everyone else, so
 * asking it reveals nothing new. Shares its query with the mailbox page.
 */
export function useLocalMailboxAvailable(): boolean {
  const mailbox = useQuery({ queryKey: ['dev', 'mailbox'], queryFn: () => apiClient.get<TMailboxResponse>('/dev/mailbox'), retry: false });
  return mailbox.isSuccess;
}
