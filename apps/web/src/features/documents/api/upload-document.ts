import type { TDocument } from '@acclaim/contracts';
import type { DocumentCategory } from '@acclaim/domain';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { storage } from '@/lib/storage';

interface ErrorBody {
  message?: string;
  error?: { code?: string; fields?: Record<string, string[]> };
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Used when the answer has no message of its own, e.g. a proxy in front of the server refused the body. */
function fallbackMessage(status: number, fileName: string): string {
  if (status === 413) return `“${fileName}” is larger than 25 MB. Split it or compress it and try again.`;
  return `“${fileName}” could not be uploaded (${status}). Please try again.`;
}

/**
 * Uploads one file to the case. XMLHttpRequest rather than fetch, because only it reports upload
 * progress. Fails like apiClient does: an ApiError carrying the server's own message, or an AbortError
 * when `signal` cancels it.
 */
export function uploadDocument(
  caseId: string,
  file: File,
  onProgress?: (fraction: number) => void,
  options: { category?: DocumentCategory; signal?: AbortSignal } = {},
): Promise<TDocument> {
  return new Promise((resolve, reject) => {
    const { signal, category } = options;
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiUrl}/cases/${caseId}/documents`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = storage.getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const data = readJson(xhr.responseText) as (ErrorBody & { document?: TDocument }) | undefined;
      if (xhr.status >= 200 && xhr.status < 300 && data?.document) {
        resolve(data.document);
        return;
      }
      reject(
        new ApiError(data?.message ?? fallbackMessage(xhr.status, file.name), {
          status: xhr.status,
          code: data?.error?.code,
          fields: data?.error?.fields,
        }),
      );
    });
    xhr.addEventListener('error', () => {
      reject(new ApiError('Could not reach the server. Check your connection and try again.', { status: 0 }));
    });
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append('file', file, file.name);
    if (category) body.append('category', category);
    xhr.send(body);
  });
}

/** A refusal because the plan allows no more uploads (403), as opposed to a problem with the file. */
export const isPlanLimitError = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 403;
