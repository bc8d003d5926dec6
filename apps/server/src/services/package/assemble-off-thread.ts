import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { renderOffThread } from '../render-threads/render-pool';
import type { AssembledPackage, AssemblePackageInput, PackagePart } from './package-types';

/**
 * Package assembly in a render thread. Copying and saving a few hundred pages keeps a thread busy for seconds;
 * on the server's own thread every other request would wait behind it.
 *
 * Functions cannot cross to a thread, so the two the assembler takes travel as messages on a port: the thread
 * asks for each part's bytes when it reaches that part (stored files are still read one at a time, never all held
 * at once), and reports each step of progress back. The thread's side is in assemble-in-thread.ts, so that the
 * server's thread never loads the PDF libraries the assembly needs.
 */

/** A part as it crosses to the thread: its bytes replaced by the number of the loader that gives them. */
export type PartInTransit = Omit<PackagePart, 'file'> & { file: Omit<PackagePart['file'], 'bytes'> & { bytes: { loader: number } } };

export interface PackageInTransit {
  input: Omit<AssemblePackageInput, 'parts' | 'onProgress'> & { parts: PartInTransit[] };
  port: MessagePort;
}

export type ToThread = { type: 'file'; id: number; bytes: Uint8Array } | { type: 'file-error'; id: number; message: string };
export type FromThread = { type: 'load'; id: number; loader: number } | { type: 'progress'; done: number; total: number; label: string };

/** On the server's thread: sends the package to a render thread and answers its requests until it is done. */
export async function assemblePackageOffThread(input: AssemblePackageInput): Promise<AssembledPackage> {
  const { parts, onProgress, ...rest } = input;
  // Bytes already in memory travel on request too: one part at a time, moved rather than cloned, keeps each
  // hand-over to a few milliseconds where cloning every part up front held the event loop for over 100 ms.
  const loaders = parts.map(({ file }) => (typeof file.bytes === 'function' ? file.bytes : async () => file.bytes as Uint8Array));
  const partsInTransit = parts.map((part, loader): PartInTransit => ({ ...part, file: { ...part.file, bytes: { loader } } }));

  const { port1: here, port2: there } = new MessageChannel();
  here.on('message', (message: FromThread) => {
    if (message.type === 'progress') {
      onProgress?.(message.done, message.total, message.label);
      return;
    }
    loaders[message.loader]!().then(
      (bytes) => {
        // A copy of its own, so the transfer cannot take memory a Buffer shares with others.
        const copy = new Uint8Array(bytes);
        here.postMessage({ type: 'file', id: message.id, bytes: copy } satisfies ToThread, [copy.buffer]);
      },
      (error: unknown) =>
        here.postMessage({ type: 'file-error', id: message.id, message: error instanceof Error ? error.message : String(error) } satisfies ToThread),
    );
  });
  try {
    return await renderOffThread('filingPackage', { input: { ...rest, parts: partsInTransit }, port: there }, [there]);
  } finally {
    here.close();
  }
}
