import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextContent } from 'pdfjs-dist/types/src/display/api';
import { DOCUMENT_MAX_PAGES, OCR_MAX_PAGES_PER_DOCUMENT } from '@acclaim/domain';
import { DocumentReadError } from './document-read-error';
import { cleanOcrText, type OcrSession } from './ocr';
import { openPdfjs, renderPdfPage } from '../../../lib/pdf/pdfjs';
import { canvasToPgm, OCR_MAX_PIXELS } from './raster';
import { tooManyPagesMessage } from './page-limits';

/** A page with fewer visible characters than this is a scan (or a photo) and is read by OCR. */
export const MIN_TEXT_LAYER_CHARACTERS = 20;
const OCR_DPI = 300;
/** The text layer is quick to read; OCR takes the rest of the progress bar when it is needed. */
const TEXT_PASS_SHARE = 0.1;

const MESSAGES = {
  password: 'This PDF is password-protected. Remove the password and upload it again.',
  damaged: 'The PDF could not be read; it may be damaged.',
  noPages: 'The PDF could not be read: it has no pages.',
};

export interface ReadPdfOptions {
  onProgress?: (fraction: number, step: string) => void;
  signal?: AbortSignal;
  ocr: OcrSession;
  /** The most scanned pages read by OCR; later ones stay empty. */
  ocrPageLimit?: number;
}

export interface ReadPdfResult {
  pages: string[];
  ocrPageCount: number;
  /** Scanned pages (1-based) left unread because of `ocrPageLimit`. */
  unreadScannedPages: number[];
}

function toReadError(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return new DocumentReadError(MESSAGES.password, { cause: error });
  if (name === 'AbortException') return error as Error;
  return new DocumentReadError(MESSAGES.damaged, { cause: error });
}

/**
 * The page's text in the order pdfjs gives it, one line per text line. pdfjs marks most line ends
 * (`hasEOL`) but not all: a line in a different font size right below another (a name over a job
 * title) follows it directly, so a line break is also added where two pieces of text do not overlap
 * vertically.
 */
function joinTextContent(content: TextContent): string {
  let text = '';
  let previous: { bottom: number; top: number } | undefined;
  for (const item of content.items) {
    if (!('str' in item)) continue; // marked-content markers
    const [scaleX = 0, skewY = 0, skewX = 0, scaleY = 0, , baseline = 0] = item.transform as number[];
    const isUpright = skewY === 0 && skewX === 0 && scaleX > 0 && scaleY > 0;
    if (item.str.trim() !== '' && isUpright) {
      const box = { bottom: baseline, top: baseline + scaleY };
      if (previous && !text.endsWith('\n') && (box.top <= previous.bottom || box.bottom >= previous.top)) text += '\n';
      previous = box;
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text;
}

const visibleCharacters = (text: string) => text.replace(/[\s\p{Co}]/gu, '').length;

async function renderPageForOcr(pdf: PDFDocumentProxy, pageNumber: number): Promise<Uint8Array> {
  const page = await pdf.getPage(pageNumber);
  try {
    return canvasToPgm(await renderPdfPage(page, { dpi: OCR_DPI, maxPixels: OCR_MAX_PIXELS }));
  } finally {
    page.cleanup();
  }
}

/**
 * Reads every page's text layer; pages without one are rendered and read by OCR, up to `ocrPageLimit` of them
 * (see `unreadScannedPages`). A PDF over the page cap is refused before any page is read. Rendering the next
 * scanned page overlaps with OCR of the current one (rendering runs here, OCR on its own thread).
 */
export async function readPdf(
  bytes: Uint8Array,
  { onProgress, signal, ocr, ocrPageLimit = OCR_MAX_PAGES_PER_DOCUMENT }: ReadPdfOptions,
): Promise<ReadPdfResult> {
  signal?.throwIfAborted();
  const loadingTask = await openPdfjs(bytes);
  const abort = () => void loadingTask.destroy();
  signal?.addEventListener('abort', abort, { once: true });

  try {
    const pdf = await loadingTask.promise.catch((error: unknown) => {
      signal?.throwIfAborted();
      throw toReadError(error);
    });
    const pageCount = pdf.numPages;
    if (pageCount < 1) throw new DocumentReadError(MESSAGES.noPages);
    // Uploads are refused over the cap; a document stored before the cap existed is refused here.
    if (pageCount > DOCUMENT_MAX_PAGES) throw new DocumentReadError(tooManyPagesMessage(pageCount));

    const reading: PdfReading = { pdf, pageCount, pages: [], failures: [], pagesRead: 0, signal, onProgress };
    const needingOcr = await readTextLayers(reading);
    // OCR is the slow part (a second or more a page): a document full of scans or blank pages reads its first
    // pages and leaves the rest, rather than holding the shared worker for minutes.
    const scanned = needingOcr.slice(0, Math.max(0, ocrPageLimit));
    const unreadScannedPages = needingOcr.slice(scanned.length);
    await readScannedPages(reading, scanned, ocr);
    const { pages, failures } = reading;
    if (failures.length && pages.every((page) => visibleCharacters(page) === 0)) throw toReadError(failures[0]);
    if (!scanned.length) onProgress?.(1, `Read ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}`);
    return { pages, ocrPageCount: scanned.length, unreadScannedPages };
  } finally {
    signal?.removeEventListener('abort', abort);
    await loadingTask.destroy();
  }
}

/** One document being read: its pages' text so far, and what both passes report. */
interface PdfReading {
  pdf: PDFDocumentProxy;
  pageCount: number;
  pages: string[];
  /** A damaged page costs that page, not the document: it is left empty (after an OCR attempt). */
  failures: unknown[];
  /**
   * One count for the whole document, of pages whose reading is finished: a page left for OCR counts when its OCR
   * ends, so the count only goes up (never "page 11", then back to "page 6" when the scans are read).
   */
  pagesRead: number;
  signal: AbortSignal | undefined;
  onProgress: ReadPdfOptions['onProgress'];
}

const readCount = ({ pagesRead, pageCount }: PdfReading) => `${pagesRead} of ${pageCount} ${pageCount === 1 ? 'page' : 'pages'} read`;

/** The first pass: every page's text layer. Answers the pages (1-based) with too little text, left for OCR. */
async function readTextLayers(reading: PdfReading): Promise<number[]> {
  const { pdf, pageCount, pages, failures, signal, onProgress } = reading;
  const needingOcr: number[] = [];
  for (let pageNumber = 1; pageNumber <= pageCount; pageNumber++) {
    signal?.throwIfAborted();
    const text = await pdf
      .getPage(pageNumber)
      .then(async (page) => {
        try {
          return joinTextContent(await page.getTextContent());
        } finally {
          page.cleanup();
        }
      })
      .catch((error: unknown) => {
        signal?.throwIfAborted();
        failures.push(error);
        return '';
      });
    pages.push(text);
    if (visibleCharacters(text) < MIN_TEXT_LAYER_CHARACTERS) needingOcr.push(pageNumber);
    else reading.pagesRead++;
    onProgress?.((pageNumber / pageCount) * TEXT_PASS_SHARE, `Reading the text: ${readCount(reading)}`);
  }
  return needingOcr;
}

/** The second pass: OCR of the scanned pages, each rendered while the one before is read. */
async function readScannedPages(reading: PdfReading, scanned: readonly number[], ocr: OcrSession): Promise<void> {
  const { pdf, pages, failures, signal, onProgress } = reading;
  if (scanned.length) ocr.warmUp();
  const render = (index: number) => {
    const pageNumber = scanned[index];
    if (pageNumber === undefined) return undefined;
    // Started before the previous page's OCR is awaited, so it must not reject unobserved.
    return renderPageForOcr(pdf, pageNumber).catch((error: unknown) => {
      if (signal?.aborted) return undefined;
      failures.push(error);
      return undefined;
    });
  };
  let next = render(0);
  for (let index = 0; next; index++) {
    const pageNumber = scanned[index] ?? 0;
    const step = () => `Reading scanned page ${pageNumber} (OCR): ${readCount(reading)}`;
    const report = (fraction: number) => onProgress?.(TEXT_PASS_SHARE + ((1 - TEXT_PASS_SHARE) * (index + fraction)) / scanned.length, step());
    const image = await next;
    signal?.throwIfAborted();
    next = render(index + 1);
    if (!image) {
      reading.pagesRead++;
      report(1);
      continue;
    }
    report(0);
    const recognised = cleanOcrText(await ocr.recognize(image, report));
    // A page with a few words of real text and a scan keeps whichever reading has more in it.
    if (visibleCharacters(recognised) > visibleCharacters(pages[pageNumber - 1] ?? '')) pages[pageNumber - 1] = recognised;
    reading.pagesRead++;
    report(1);
  }
}
