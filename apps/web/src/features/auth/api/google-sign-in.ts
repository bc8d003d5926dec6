import type { TAuthResponse, TGoogleCallbackRequest } from '@acclaim/contracts';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';

/**
 * Asks the server where to send the browser. A failure reads one of three fixed messages (no answer, a refusal, an
 * answer without authUrl);
 * a server that explains itself (e.g. "not configured") is shown as it answered.
 */
export async function startGoogleSignIn(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/auth/google`, {
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'include',
    });
  } catch {
    throw new Error('Failed to authenticate with Google');
  }
  const data = (await response.json().catch(() => undefined)) as { success?: boolean; authUrl?: string; message?: string } | undefined;
  if (!response.ok) throw new Error(data?.message ?? 'Failed to initiate Google authentication');
  if (!data?.success || !data.authUrl) throw new Error('Invalid response from authentication server');
  return data.authUrl;
}

export const completeGoogleSignIn = (data: TGoogleCallbackRequest) =>
  apiClient.post<TAuthResponse>('/auth/google/callback', data, { fallbackMessage: 'Google login failed. Please try again.' });
