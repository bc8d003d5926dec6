import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker as ThreadWorker } from 'node:worker_threads';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

// The English model ships in an npm package, so OCR never downloads anything. `best_int` is the
// LSTM-only integer model: as accurate as `best` for print and several times faster.
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

// Tesseract prints diagnostics ("Image too small to scale!!") to stdout unless told otherwise.
const TESSERACT_CONFIG = 'debug_file /dev/null';

export interface OcrSession {
  /** Starts the worker (about a second: WebAssembly and the model) while the caller prepares images. */
  warmUp(): void;
  /** Recognises one image (PNG, JPEG or PGM bytes); `onProgress` gets 0-1 for this image. */
  recognize(image: Uint8Array, onProgress?: (fraction: number) => void): Promise<string>;
  /** Ends the worker thread, if one was started. Safe to call more than once. */
  close(): Promise<void>;
}

/**
 * One Tesseract worker thread for one extraction: started on the first image, ended by `close()`.
 * A worker holds ~100 MB, so none is kept between extractions.
 */
export function createOcrSession(signal?: AbortSignal): OcrSession {
  let started: Promise<Worker> | undefined;
  let onImageProgress: ((fraction: number) => void) | undefined;
  let isClosing = false;
  let rejectCrash: (error: Error) => void = () => undefined;
  const crashed = new Promise<never>((_, reject) => {
    rejectCrash = reject;
  });
  crashed.catch(() => undefined);
  let rejectAbort: (reason: unknown) => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    rejectAbort = reject;
  });
  aborted.catch(() => undefined);
  const handleAbort = () => rejectAbort(signal?.reason);
  signal?.addEventListener('abort', handleAbort, { once: true });

  const start = async () => {
    const worker = await createWorker(
      'eng',
      OEM.LSTM_ONLY,
      {
        langPath: LANG_PATH,
        gzip: true,
        cacheMethod: 'none',
        logger: (message) => {
          if (message.status === 'recognizing text') onImageProgress?.(message.progress);
        },
        // Failures reach us through the rejected job; without a handler tesseract.js rethrows them
        // inside its message listener, which would crash the process.
        errorHandler: () => undefined,
      },
      TESSERACT_CONFIG,
    );
    // A crash of the thread (out of memory in WebAssembly) leaves the job pending forever.
    const thread = (worker as unknown as { worker?: ThreadWorker }).worker;
    thread?.on('error', (error) => rejectCrash(new Error('The OCR worker crashed.', { cause: error })));
    thread?.on('exit', (code) => {
      if (!isClosing) rejectCrash(new Error(`The OCR worker stopped unexpectedly (exit code ${code}).`));
    });
    return worker;
  };

  const ensureStarted = () => {
    started ??= start();
    started.catch(() => undefined); // a failed start is reported by the next recognize()
    return started;
  };

  return {
    warmUp() {
      if (!isClosing && !signal?.aborted) void ensureStarted();
    },
    async recognize(image, onProgress) {
      signal?.throwIfAborted();
      if (isClosing) throw new Error('The OCR session is closed.');
      const worker = await Promise.race([ensureStarted(), crashed, aborted]);
      onImageProgress = onProgress;
      try {
        const result = await Promise.race([worker.recognize(image), crashed, aborted]);
        return result.data.text;
      } finally {
        onImageProgress = undefined;
      }
    },
    async close() {
      signal?.removeEventListener('abort', handleAbort);
      if (isClosing) return;
      isClosing = true;
      if (!started) return;
      const worker = await started.catch(() => undefined);
      await worker?.terminate().catch(() => undefined);
    },
  };
}

/**
 * Tesseract reads table borders and specks as "|", "}" or single letters on lines of their own; a line
 * without two letters or digits in a row carries no text.
 */
export function cleanOcrText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/(^|\s)[|¦](?=\s|$)/g, '$1').trim())
    .filter((line) => line === '' || /[\p{L}\p{N}]{2}/u.test(line))
    .join('\n');
}
