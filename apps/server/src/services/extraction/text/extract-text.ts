import type { UploadMimeType } from '@acclaim/domain';
import { DocumentReadError } from './document-read-error';
import { normalizeText } from './normalize-text';

// The readers are loaded when a document of their kind first arrives: with the PDF, Word and OCR libraries behind
// them they take a few hundred milliseconds to load, which the server's start need not wait for.
const readers = {
  docx: () => import('./read-docx'),
  pdf: () => import('./read-pdf'),
  ocr: () => import('./ocr'),
  raster: () => import('./raster'),
};

export type ExtractionMethod = 'pdf-text' | 'pdf-ocr' | 'docx' | 'image-ocr' | 'plain';

export interface ExtractTextOptions {
  /** Called with 0-1 and a short description of the current step, e.g. "Reading the text: 3 of 10 pages read". */
  onProgress?: (fraction: number, step: string) => void;
  /** Aborting stops at the next page (or OCR job) and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The most scanned PDF pages read by OCR (by default `OCR_MAX_PAGES_PER_DOCUMENT`). */
  ocrPageLimit?: number;
}

export interface ExtractedText {
  /** One entry per page (PDF) or one for the whole document; normalized, line breaks kept. */
  pages: string[];
  method: ExtractionMethod;
  pageCount: number;
  /** Scanned PDF pages (1-based) not read because the document has more than the OCR limit allows. */
  unreadScannedPages: number[];
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    // The decoder drops a leading BOM by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new DocumentReadError('The text file could not be read: it is not UTF-8. Save it as UTF-8 and upload it again.', { cause: error });
  }
}

const result = (pages: string[], method: ExtractionMethod, unreadScannedPages: number[] = []): ExtractedText => {
  const normalized = pages.map(normalizeText);
  return { pages: normalized, method, pageCount: normalized.length, unreadScannedPages };
};

/**
 * Reads the text of an upload whose type `detectUploadType` established. PDFs are read from their text
 * layer, and pages without one (scans) by OCR; images are read by OCR. OCR runs locally with the English
 * model from `@tesseract.js-data/eng` and never uses the network.
 *
 * Throws `DocumentReadError` (a user-facing message) when the file itself is the problem: a password,
 * damage, an encoding we cannot read.
 */
export async function extractText(bytes: Uint8Array, mimeType: UploadMimeType, options: ExtractTextOptions = {}): Promise<ExtractedText> {
  const { onProgress, signal, ocrPageLimit } = options;
  signal?.throwIfAborted();
  if (bytes.byteLength === 0) throw new DocumentReadError('The file is empty.');

  switch (mimeType) {
    case 'text/plain':
    case 'text/markdown': {
      const text = decodeUtf8(bytes);
      onProgress?.(1, 'Reading text');
      return result([text], 'plain');
    }
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      onProgress?.(0, 'Reading Word document');
      const { readDocx } = await readers.docx();
      const pages = await readDocx(bytes);
      onProgress?.(1, 'Reading Word document');
      return result(pages, 'docx');
    }
    case 'application/pdf': {
      const [{ readPdf }, { createOcrSession }] = await Promise.all([readers.pdf(), readers.ocr()]);
      const ocr = createOcrSession(signal);
      try {
        const { pages, ocrPageCount, unreadScannedPages } = await readPdf(bytes, { onProgress, signal, ocr, ocrPageLimit });
        return result(pages, ocrPageCount > 0 ? 'pdf-ocr' : 'pdf-text', unreadScannedPages);
      } finally {
        await ocr.close();
      }
    }
    case 'image/png':
    case 'image/jpeg': {
      const step = 'Reading image (OCR)';
      onProgress?.(0, step);
      const [{ cleanOcrText, createOcrSession }, { prepareImageForOcr }] = await Promise.all([readers.ocr(), readers.raster()]);
      const ocr = createOcrSession(signal);
      try {
        ocr.warmUp();
        const image = prepareImageForOcr(bytes, mimeType);
        const text = await ocr.recognize(image, (fraction) => onProgress?.(fraction, step));
        onProgress?.(1, step);
        return result([cleanOcrText(text)], 'image-ocr');
      } finally {
        await ocr.close();
      }
    }
    default: {
      const unsupported: never = mimeType;
      throw new DocumentReadError(`Files of type ${String(unsupported)} cannot be read.`);
    }
  }
}
