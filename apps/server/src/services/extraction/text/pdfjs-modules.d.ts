// pdfjs-dist ships no types for these two bundles.

/** Imported only for its side effect: it registers pdfjs's worker on globalThis (see read-pdf.ts). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/** pdfjs's pure-JavaScript image decoders; we use its JPEG decoder for uploaded photos. */
declare module 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs' {
  export class JpegImage {
    constructor(options?: { decodeTransform?: number[] | null; colorTransform?: number });
    width: number;
    height: number;
    numComponents: number;
    parse(data: Uint8Array): void;
    getData(options: { width: number; height: number; forceRGB?: boolean; forceRGBA?: boolean }): Uint8ClampedArray;
  }
  export const VerbosityLevel: { ERRORS: number; WARNINGS: number; INFOS: number };
  export function setVerbosityLevel(level: number): void;
}
