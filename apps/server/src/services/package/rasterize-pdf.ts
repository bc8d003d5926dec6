import type { PDFDocument } from 'pdf-lib';
import { openPdfjs, renderPdfPage } from '../../lib/pdf/pdfjs';
import { PackageFileError } from './package-file-error';
import { BATES, letterSizeFor } from './page-layout';
import { drawXObject, fitInBox, imageMatrix } from './place-on-page';

/** 150 DPI reads like the paper original; the pixel cap keeps a poster-sized page from taking gigabytes. */
const RENDER_DPI = 150;
const MAX_PIXELS = 6_000_000;
const JPEG_QUALITY = 82;

/**
 * Renders every page of a PDF that pdf-lib cannot copy (encrypted with an owner password only, which any reader
 * opens, or built in ways pdf-lib does not parse) as a picture on a US Letter page. pdfjs decrypts and
 * tolerates far more damage; the text is no longer selectable, which the caller reports.
 */
export async function appendRasterizedPdf(out: PDFDocument, bytes: Uint8Array, { reserveBatesStrip }: { reserveBatesStrip: boolean }): Promise<number> {
  const task = await openPdfjs(bytes);
  try {
    const pdf = await task.promise.catch((cause: unknown) => {
      const isPassword = cause instanceof Error && cause.name === 'PasswordException';
      throw new PackageFileError(
        isPassword
          ? 'The PDF is password-protected. Remove the password, upload it again and reassemble the package.'
          : 'The PDF could not be read; it may be damaged.',
        { cause },
      );
    });
    if (pdf.numPages < 1) throw new PackageFileError('The PDF has no pages.');
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      const page = await pdf.getPage(pageNumber);
      try {
        const natural = page.getViewport({ scale: 1 });
        const canvas = await renderPdfPage(page, { dpi: RENDER_DPI, maxPixels: MAX_PIXELS });
        const image = await out.embedJpg(await canvas.encode('jpeg', JPEG_QUALITY));
        const [width, height] = letterSizeFor(natural.width, natural.height);
        const target = out.addPage([width, height]);
        const bottom = reserveBatesStrip ? BATES.stripPt : 0;
        const box = { x: 0, y: bottom, width, height: height - bottom };
        drawXObject(target, image.ref, imageMatrix(1, fitInBox(natural.width, natural.height, box)), 'Page');
        await image.embed();
      } finally {
        page.cleanup();
      }
    }
    return pdf.numPages;
  } finally {
    await task.destroy();
  }
}
