import { ParseSpeeds, PDFDocument, type PDFPage } from 'pdf-lib';
import { flattenAnnotations } from './flatten-annotations';
import { BATES, letterSizeFor } from './page-layout';
import { drawXObject, fitInBox, normalizeRotation, pageMatrix } from './place-on-page';
import { appendRasterizedPdf } from './rasterize-pdf';

export interface ImportedPdf {
  pageCount: number;
  /** Set when the pages went in as pictures, with why. */
  degradedBecause: string | null;
}

/** The visible part of the page: its crop box, clipped to its media box as readers do. */
function visibleBox(page: PDFPage) {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const left = Math.max(media.x, crop.x);
  const bottom = Math.max(media.y, crop.y);
  const right = Math.min(media.x + media.width, crop.x + crop.width);
  const top = Math.min(media.y + media.height, crop.y + crop.height);
  return right > left && top > bottom
    ? { left, bottom, right, top }
    : { left: media.x, bottom: media.y, right: media.x + media.width, top: media.y + media.height };
}

/**
 * Each page of the PDF becomes a US Letter page (landscape when the page is shown wider than tall) holding the
 * original as a form XObject, turned as its /Rotate says and shrunk to fit. With `reserveBatesStrip`, the
 * bottom strip stays empty for the Bates number, so the number never covers anything on the page.
 */
async function embedPdfPages(out: PDFDocument, source: PDFDocument, reserveBatesStrip: boolean): Promise<number> {
  const pages = source.getPages();
  // Left to the tolerant reader, which either finds pages pdf-lib missed or says why there are none.
  if (!pages.length) throw new Error('pdf-lib found no pages');
  const boxes = pages.map(visibleBox);
  const rotations = pages.map((page) => normalizeRotation(page.getRotation().angle));
  pages.forEach(flattenAnnotations);
  const embedded = await out.embedPages(pages, boxes);
  const bottom = reserveBatesStrip ? BATES.stripPt : 0;
  for (const [index, xObject] of embedded.entries()) {
    const { left, bottom: boxBottom, right, top } = boxes[index]!;
    const rotation = rotations[index]!;
    const [width, height] = [right - left, top - boxBottom];
    const [shownWidth, shownHeight] = rotation === 90 || rotation === 270 ? [height, width] : [width, height];
    const [pageWidth, pageHeight] = letterSizeFor(shownWidth, shownHeight);
    const page = out.addPage([pageWidth, pageHeight]);
    const at = fitInBox(shownWidth, shownHeight, { x: 0, y: bottom, width: pageWidth, height: pageHeight - bottom });
    drawXObject(page, xObject.ref, pageMatrix(rotation, width, height, at), 'Page');
    // Writes the page now; the source document can then be freed before the next file is read.
    await xObject.embed();
  }
  return pages.length;
}

const ENCRYPTED = 'The PDF is encrypted (restricted by an owner password), so its pages were included as images; the text is not selectable.';
const UNCOPYABLE = 'Parts of the PDF could not be copied as they are, so its pages were included as images; the text is not selectable.';

/**
 * Appends a PDF's pages to the package. pdf-lib copies the pages as they are (text stays text); a PDF it cannot
 * take (encrypted with an owner password, or damaged in a way only a more tolerant reader survives) is rendered
 * by pdfjs instead. Throws PackageFileError when neither can read it.
 */
export async function appendPdf(out: PDFDocument, bytes: Uint8Array, { reserveBatesStrip }: { reserveBatesStrip: boolean }): Promise<ImportedPdf> {
  const firstNewPage = out.getPageCount();
  let fallbackReason = UNCOPYABLE;
  try {
    // pdf-lib cannot decrypt: an encrypted file is recognised here and left to pdfjs, which can.
    const source = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true, parseSpeed: ParseSpeeds.Fast });
    if (source.isEncrypted) fallbackReason = ENCRYPTED;
    else return { pageCount: await embedPdfPages(out, source, reserveBatesStrip), degradedBecause: null };
  } catch {
    // Whatever pdf-lib trips over, pdfjs gets a chance at.
  }
  for (let index = out.getPageCount() - 1; index >= firstNewPage; index--) out.removePage(index);
  const pageCount = await appendRasterizedPdf(out, bytes, { reserveBatesStrip });
  return { pageCount, degradedBecause: fallbackReason };
}
