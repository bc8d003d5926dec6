import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFirmResponse } from '@acclaim/contracts';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { firmKeys } from './query-keys';

/** What the server takes, checked here too so a wrong file is named before it is sent. */
const LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
const LOGO_MAX_BYTES = 1024 * 1024;

/** Why this file cannot be the logo, or null when it can. */
export function logoFileProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'Choose a PNG or JPEG image.';
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be at most 1 MB.';
  return null;
}

/** A multipart upload, which the JSON api client does not send; it fails the same way (an ApiError with the server's message). */
export async function uploadFirmLogo(file: File): Promise<TFirmResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = storage.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/firm/logo`, { method: 'PUT', headers, credentials: 'include', body });
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', { status: 0 });
  }
  const data = (await response.json().catch(() => undefined)) as
    (Partial<TFirmResponse> & { message?: string; error?: { code?: string; fields?: Record<string, string[]> } }) | undefined;
  if (!response.ok) {
    const fallback = response.status === 413 ? 'The logo must be at most 1 MB.' : 'The logo could not be uploaded. Please try again.';
    throw new ApiError(data?.message ?? fallback, { status: response.status, code: data?.error?.code, fields: data?.error?.fields });
  }
  return data as TFirmResponse;
}

/** Replaces the logo (owner); the portal's header and the invitation pages show the new one. */
export function useUploadFirmLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFirmLogo,
    onSuccess: async (answer) => {
      queryClient.setQueryData(firmKeys.firm, answer);
      await queryClient.invalidateQueries({ queryKey: firmKeys.context });
    },
  });
}
