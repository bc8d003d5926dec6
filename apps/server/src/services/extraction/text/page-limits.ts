import { DOCUMENT_MAX_PAGES } from '@acclaim/domain';
import { openPdfjs } from '../../../lib/pdf/pdfjs';

/** Why a PDF over the page cap is refused, with what to do about it. */
export function tooManyPagesMessage(pageCount: number): string {
  return `This PDF has ${pageCount.toLocaleString('en-US')} pages; documents can have at most ${DOCUMENT_MAX_PAGES}. Split it and upload the parts you need.`;
}

/**
 * The number of pages a PDF declares, read from its cross-reference table and page tree without reading any page,
 * so it is cheap even for a large file. Null when the PDF cannot be opened (a password, damage): its reading
 * says why later, and costs nothing, since it stops at the same point.
 */
export async function countPdfPages(bytes: Uint8Array): Promise<number | null> {
  const loadingTask = await openPdfjs(bytes);
  try {
    const pdf = await loadingTask.promise;
    return pdf.numPages;
  } catch {
    return null;
  } finally {
    await loadingTask.destroy();
  }
}
