import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { renderOffThread } from '../render-threads/render-pool';
import { assemblePackage } from './assemble-package';
import type { AssembledPackage, AssemblePackageInput, PackagePart } from './package-types';

/**
 * Package assembly in a render thread. Copying and saving a few hundred pages keeps a thread busy for seconds;
 * on the server's own thread every other request would wait behind it.
 *
 * Functions cannot cross to a thread, so the two the assembler takes travel as messages on a port: the thread
 * asks for each part's bytes when it reaches that part (stored files are still read one at a time, never all held
 * at once), and reports each step of progress back.
 */

/** A part as it crosses to the thread: its bytes replaced by the number of the loader that gives them. */
type PartInTransit = Omit<PackagePart, 'file'> & { file: Omit<PackagePart['file'], 'bytes'> & { bytes: { loader: number } } };

export interface PackageInTransit {
  input: Omit<AssemblePackageInput, 'parts' | 'onProgress'> & { parts: PartInTransit[] };
  port: MessagePort;
}

type ToThread = { type: 'file'; id: number; bytes: Uint8Array } | { type: 'file-error'; id: number; message: string };
type FromThread = { type: 'load'; id: number; loader: number } | { type: 'progress'; done: number; total: number; label: string };

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

/** In the render thread: assembles the package, fetching stored files through the port as it reaches them. */
export async function assembleInThread({ input, port }: PackageInTransit): Promise<AssembledPackage> {
  const waiting = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  port.on('message', (message: ToThread) => {
    const request = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.type === 'file') request?.resolve(message.bytes);
    else request?.reject(new Error(message.message));
  });
  const load = (loader: number) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ type: 'load', id, loader } satisfies FromThread);
    });
  const parts = input.parts.map((part): PackagePart => {
    const { bytes } = part.file;
    return { ...part, file: { ...part.file, bytes: () => load(bytes.loader) } };
  });
  try {
    const assembled = await assemblePackage({
      ...input,
      parts,
      onProgress: (done, total, label) => port.postMessage({ type: 'progress', done, total, label } satisfies FromThread),
    });
    return movedToServerThread(assembled);
  } finally {
    port.close();
  }
}

/**
 * The PDF and the ZIP are moved to the server's thread rather than copied: a copy of a few hundred pages is
 * tens of megabytes that the server's thread would spend its time reading back.
 */
function movedToServerThread(assembled: AssembledPackage): AssembledPackage {
  const pdf = ownBuffer(assembled.pdf);
  const zip = ownBuffer(assembled.zip);
  const movable = {
    get [transferableSymbol]() {
      return [pdf.buffer, zip.buffer];
    },
    get [valueSymbol]() {
      return { ...assembled, pdf, zip };
    },
  };
  // The pool unwraps it: the server's thread receives { pdf, zip, manifest }.
  return move(movable) as unknown as AssembledPackage;
}

/** Bytes over memory of their own: moving a view of shared memory would take the rest of it along. */
const ownBuffer = (bytes: Uint8Array) => (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes));
