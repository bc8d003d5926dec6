import { ApiError } from './api-client';
import { saveFile } from './save-file';
import { storage } from './storage';

/** The name the server gave the file (`filename="…"` or `filename*=UTF-8''…`), else `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A name that is not valid percent-encoding falls through to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Fetches a file the server makes on request (a letter export, a report, a worksheet, a package) and hands it to the
 * browser's downloads once it has all arrived, so the page can show that it is being prepared and say so if it
 * fails, which a plain link cannot. Throws an ApiError with the server's own message, else `failedMessage`.
 */
export async function downloadFile(
  url: string,
  { fallbackName, failedMessage, signal }: { fallbackName: string; failedMessage: string; signal?: AbortSignal },
): Promise<{ fileName: string }> {
  const headers: Record<string, string> = {};
  const token = storage.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'include', signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Could not reach the server. Check your connection and try again.', { status: 0 });
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as { message?: string; error?: { code?: string } } | undefined;
    throw new ApiError(data?.message ?? failedMessage, { status: response.status, code: data?.error?.code });
  }
  const blob = await response.blob();
  const fileName = fileNameOf(response, fallbackName);
  saveFile(blob, fileName);
  return { fileName };
}
