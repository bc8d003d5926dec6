import * as React from 'react';
import { ACCOUNT_EXPORT_SIZE_HEADER } from '@acclaim/contracts';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { saveFile } from './save-file';

export type ExportProgress =
  | { phase: 'idle' }
  /** Asked; the server is reading the account and has not sent the first byte yet. */
  | { phase: 'preparing' }
  | { phase: 'downloading'; receivedBytes: number; estimatedBytes: number | null }
  | { phase: 'done'; fileName: string; sizeBytes: number }
  | { phase: 'failed'; error: Error };

const FALLBACK_NAME = 'acclaim-export.zip';
const FAILED = 'Your data could not be exported. Please try again.';

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return disposition.match(/filename="([^"]+)"/)?.[1] ?? FALLBACK_NAME;
}

/**
 * Fetches the ZIP of the account, reporting bytes as they arrive, and saves it when complete. The archive is
 * streamed, so its size is known only as an estimate (a header) until the last byte.
 */
export async function downloadExport(onProgress: (progress: ExportProgress) => void, signal?: AbortSignal): Promise<{ fileName: string; sizeBytes: number }> {
  const headers: Record<string, string> = { accept: 'application/zip' };
  const token = storage.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/account/export`, { headers, credentials: 'include', signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Could not reach the server. Check your connection and try again.', { status: 0 });
  }
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => undefined)) as { message?: string; error?: { code?: string } } | undefined;
    throw new ApiError(data?.message ?? FAILED, { status: response.status, code: data?.error?.code });
  }
  const estimate = Number(response.headers.get(ACCOUNT_EXPORT_SIZE_HEADER));
  const estimatedBytes = Number.isFinite(estimate) && estimate > 0 ? estimate : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  onProgress({ phase: 'downloading', receivedBytes, estimatedBytes });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    receivedBytes += value.byteLength;
    onProgress({ phase: 'downloading', receivedBytes, estimatedBytes });
  }
  const fileName = fileNameOf(response);
  saveFile(new Blob(chunks, { type: 'application/zip' }), fileName);
  return { fileName, sizeBytes: receivedBytes };
}

/** The export's state for the page: start it, follow its progress, see how it ended. */
export function useExportDownload() {
  const [progress, setProgress] = React.useState<ExportProgress>({ phase: 'idle' });
  const controller = React.useRef<AbortController | null>(null);
  React.useEffect(() => () => controller.current?.abort(), []);

  const start = React.useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress({ phase: 'preparing' });
    try {
      const result = await downloadExport(setProgress, current.signal);
      setProgress({ phase: 'done', ...result });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      setProgress({ phase: 'failed', error: error instanceof Error ? error : new Error(FAILED) });
    }
  }, []);

  return { progress, start, isBusy: progress.phase === 'preparing' || progress.phase === 'downloading' };
}
