import { move, transferableSymbol, valueSymbol } from 'piscina';
import { assemblePackage } from './assemble-package';
import type { FromThread, PackageInTransit, ToThread } from './assemble-off-thread';
import type { AssembledPackage, PackagePart } from './package-types';

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
