import { DOCUMENT_MAX_PAGES, type UploadMimeType } from '@acclaim/domain';
import { AppError } from '../../lib/errors';
import { countPdfPages, tooManyPagesMessage } from './text/page-limits';

/**
 * Refuses a PDF with more pages than any real exhibit has, before anything of it is stored: reading one such file
 * would hold the extraction worker that every account shares. Other types are one page of text or one image.
 */
export async function assertWithinPageCap(file: { name: string; bytes: Uint8Array }, mimeType: UploadMimeType): Promise<void> {
  if (mimeType !== 'application/pdf') return;
  const pageCount = await countPdfPages(file.bytes);
  if (pageCount !== null && pageCount > DOCUMENT_MAX_PAGES) {
    throw new AppError('BAD_REQUEST', { message: `“${file.name}”: ${tooManyPagesMessage(pageCount)}` });
  }
}
