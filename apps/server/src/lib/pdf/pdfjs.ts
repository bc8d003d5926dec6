import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const resourceDir = (name: string) => `${path.join(PDFJS_DIR, name)}${path.sep}`;

// pdfjs is loaded on first use: it is large, and the server's start need not wait for it. It parses on the main
// thread in Node (its "fake worker"); loading the worker module ourselves registers it on globalThis, so pdfjs does
// not have to import it by URL.
let pdfjs: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined;
const loadPdfjs = () =>
  (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').then(async (module) => {
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return module;
  }));

/** Opens a PDF with pdfjs as every reader here does: bundled cmaps, fonts and decoders, no eval, errors only. */
export async function openPdfjs(bytes: Uint8Array) {
  const { getDocument, VerbosityLevel } = await loadPdfjs();
  return getDocument({
    data: new Uint8Array(bytes), // pdfjs may take ownership of the buffer; the caller keeps its own
    cMapUrl: resourceDir('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: resourceDir('standard_fonts'),
    wasmUrl: resourceDir('wasm'),
    iccUrl: resourceDir('iccs'),
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  });
}

/** A white, opaque canvas for pdfjs to render a page on. */
export function createWhiteCanvas(width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return canvas;
}

// pdfjs types its render target as the DOM canvas; in Node it draws on @napi-rs/canvas, which it
// also uses internally, so the cast is only for the compiler (this project builds without DOM types).
type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/**
 * Draws a page on a white canvas at `dpi`, or smaller when that would exceed `maxPixels`. Sizes are in points;
 * scans are often stored at their pixel size as points (a 1,700 × 2,400 "page"), so the pixel budget usually decides.
 */
export async function renderPdfPage(page: PDFPageProxy, { dpi, maxPixels }: { dpi: number; maxPixels: number }): Promise<Canvas> {
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(dpi / 72, Math.sqrt(maxPixels / (natural.width * natural.height)));
  const viewport = page.getViewport({ scale });
  const canvas = createWhiteCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
  await page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    canvasContext: canvas.getContext('2d') as unknown as RenderParameters['canvasContext'],
    viewport,
    background: '#ffffff',
  }).promise;
  return canvas;
}
