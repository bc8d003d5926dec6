import { DOCUMENT_MAX_PAGES, UPLOAD_MAX_BYTES, type UploadMimeType } from '@acclaim/domain';

/**
 * The file names a browser may offer for each accepted type. The server reads the bytes and is the
 * authority; this only spares a round trip for files that would certainly be refused.
 */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadMimeType, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'text/plain': ['.txt'],
  'text/markdown': ['.md', '.markdown'],
};

export const ACCEPTED_TYPES_TEXT = 'PDF, Word (DOCX), PNG, JPEG, TXT or Markdown';
export const MAX_SIZE_TEXT = `up to 25 MB and ${DOCUMENT_MAX_PAGES} pages each`;

/** The `accept` map react-dropzone passes to the file picker. */
export const DROPZONE_ACCEPT: Record<string, string[]> = Object.fromEntries(
  Object.entries(UPLOAD_EXTENSIONS).map(([mimeType, extensions]) => [mimeType, [...extensions]]),
);

const ALL_EXTENSIONS = Object.values(UPLOAD_EXTENSIONS).flat();

/** Why the browser will not send this file, or null when it may go to the server. */
export function findUploadProblem(file: { name: string; size: number }): string | null {
  const lowerName = file.name.toLowerCase();
  if (!ALL_EXTENSIONS.some((extension) => lowerName.endsWith(extension))) {
    return `“${file.name}” is not a file type Acclaim can read. Upload a ${ACCEPTED_TYPES_TEXT} file.`;
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return `“${file.name}” is larger than 25 MB. Split it or compress it and try again.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}
