import fs from 'node:fs';
import path from 'node:path';
import type { UploadMimeType } from '@acclaim/domain';
import { extractText } from '../services/extraction/text/index';

/**
 * The real applicants' documents the server's tests read, all through this module: kept outside the repository, in
 * the `shared/` folder beside it, on every machine and in CI. ACCLAIM_FIXTURES_DIR points the tests at another copy.
 */
export const REAL_DOCUMENTS_DIR = process.env.ACCLAIM_FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/fixtures/documents');

/** Whether the documents are there (a test of them is skipped, not failed, on a machine without them). */
export const haveRealDocuments = (file = 'cv/boettiger-carl_cv_2024.pdf') => fs.existsSync(path.join(REAL_DOCUMENTS_DIR, file));

const MIME_BY_EXTENSION: Record<string, UploadMimeType> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.md': 'text/markdown',
};

/** The bytes of one of the documents, by its path below the folder (e.g. `cv/anderson-brian_cv.docx`). */
export const realDocumentBytes = (file: string) => new Uint8Array(fs.readFileSync(path.join(REAL_DOCUMENTS_DIR, file)));

/** The text of one of the documents, page by page, read as an upload of it is read. */
export async function readRealDocument(file: string): Promise<string[]> {
  const mime = MIME_BY_EXTENSION[path.extname(file)];
  if (!mime) throw new Error(`No upload type for ${file}`);
  return (await extractText(realDocumentBytes(file), mime)).pages;
}
