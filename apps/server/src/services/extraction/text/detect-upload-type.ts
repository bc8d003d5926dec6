import { fileTypeFromBuffer } from 'file-type';
import type { UploadMimeType } from '@acclaim/domain';
import { unpacksBeyond } from './zip-unpacked-size';

export type DetectedUploadType = { mimeType: UploadMimeType } | { error: string };

const ALLOWED = 'Upload PDF, Word (DOCX), PNG, JPEG, text or Markdown files.';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Types file-type recognises that we accept, by its `ext`. */
const ACCEPTED_BY_EXT: Record<string, UploadMimeType> = {
  pdf: 'application/pdf',
  docx: DOCX_MIME,
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** What a file name promises; a name alone never decides, but a broken promise deserves its own message. */
const CLAIMED_BY_NAME: Record<string, { mimeType: UploadMimeType; label: string }> = {
  pdf: { mimeType: 'application/pdf', label: 'a PDF' },
  docx: { mimeType: DOCX_MIME, label: 'a Word (DOCX) document' },
  png: { mimeType: 'image/png', label: 'a PNG image' },
  jpg: { mimeType: 'image/jpeg', label: 'a JPEG image' },
  jpeg: { mimeType: 'image/jpeg', label: 'a JPEG image' },
};

/** Refusals with a better hint than "not supported", by file-type's `ext`. */
const SPECIFIC_REFUSALS: Record<string, string> = {
  xlsx: 'This file is an Excel spreadsheet. Save it as PDF and upload it again.',
  pptx: 'This file is a PowerPoint presentation. Save it as PDF and upload it again.',
  docm: 'This is a Word file with macros (.docm). Save it as .docx or PDF and upload it again.',
  dotx: 'This is a Word template (.dotx). Save it as .docx or PDF and upload it again.',
  dotm: 'This is a Word template (.dotm). Save it as .docx or PDF and upload it again.',
  odt: 'This is an OpenDocument text file (.odt). Save it as .docx or PDF and upload it again.',
  rtf: 'This is a Rich Text (.rtf) file. Save it as .docx or PDF and upload it again.',
  epub: 'This file is an e-book (EPUB). Upload PDF, Word (DOCX), PNG, JPEG, text or Markdown files.',
};

/** A real Word document unpacks to a few megabytes; a ZIP bomb to gigabytes, which reading it would hold in memory. */
const DOCX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const ARCHIVES = new Set(['zip', 'rar', '7z', 'gz', 'tar', 'bz2', 'xz', 'zst', 'lz', 'lzh', 'cab', 'arj']);

/** "an" before an abbreviation spelled out letter by letter: "an MP4", "an SVG", "a GIF". */
const article = (abbreviation: string) => (/^[AEFHILMNORSX]/.test(abbreviation) ? 'an' : 'a');

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

const utf16le = (text: string) => Uint8Array.from([...text].flatMap((char) => [char.charCodeAt(0), 0]));

function includesBytes(haystack: Uint8Array, needle: Uint8Array): boolean {
  const [first] = needle;
  if (first === undefined) return true;
  for (let index = haystack.indexOf(first); index !== -1 && index + needle.length <= haystack.length; index = haystack.indexOf(first, index + 1)) {
    if (needle.every((byte, offset) => haystack[index + offset] === byte)) return true;
  }
  return false;
}

/**
 * Old Office files and password-protected new ones share the OLE container (CFB); the stream names in
 * its directory, stored as UTF-16, tell them apart.
 */
function describeCompoundFile(bytes: Uint8Array): string {
  if (includesBytes(bytes, utf16le('EncryptedPackage'))) {
    return 'This document is password-protected. Remove the password and upload it again.';
  }
  if (includesBytes(bytes, utf16le('WordDocument'))) {
    return 'This looks like a legacy Word (.doc) file. Save it as .docx or PDF and upload it again.';
  }
  if (includesBytes(bytes, utf16le('Workbook')) || includesBytes(bytes, utf16le('Book'))) {
    return 'This looks like a legacy Excel (.xls) file. Save it as PDF and upload it again.';
  }
  if (includesBytes(bytes, utf16le('PowerPoint Document'))) {
    return 'This looks like a legacy PowerPoint (.ppt) file. Save it as PDF and upload it again.';
  }
  return 'This looks like a legacy Microsoft Office file. Save it as .docx or PDF and upload it again.';
}

function describeKnownType(ext: string, mime: string): string {
  const specific = SPECIFIC_REFUSALS[ext];
  if (specific) return specific;
  const name = ext.toUpperCase();
  if (ARCHIVES.has(ext)) return `This file is ${article(name)} ${name} archive. ${ALLOWED}`;
  if (mime.startsWith('image/')) return `${name} images are not supported. Save it as PNG or JPEG and upload it again.`;
  if (mime.startsWith('audio/')) return `This file is an audio recording. ${ALLOWED}`;
  if (mime.startsWith('video/')) return `This file is a video. ${ALLOWED}`;
  return `This file is ${article(name)} ${name} file. ${ALLOWED}`;
}

/** UTF-16 with or without a byte-order mark: ASCII text then has a NUL in every other byte. */
function isUtf16(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  const sample = bytes.subarray(0, 512 - (Math.min(bytes.length, 512) % 2));
  if (sample.length < 4) return false;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let index = 0; index < sample.length; index++) {
    if (sample[index] === 0) {
      if (index % 2 === 0) evenNuls++;
      else oddNuls++;
    }
  }
  const pairs = sample.length / 2;
  return (evenNuls > pairs * 0.6 && oddNuls === 0) || (oddNuls > pairs * 0.6 && evenNuls === 0);
}

const isTextControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;

/** Valid UTF-8 without NULs, in which control characters are rare; undefined when the bytes are not text. */
function decodeText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  let controls = 0;
  for (let index = 0; index < text.length; index++) {
    if (isTextControl(text.charCodeAt(index))) controls++;
  }
  return controls <= Math.max(2, text.length * 0.01) ? text : undefined;
}

/** Text in a single-byte encoding (Windows-1252, Latin-1): no NULs, mostly printable ASCII, some high bytes. */
function isEightBitText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let printable = 0;
  for (const byte of bytes) if (!isTextControl(byte)) printable++;
  return printable >= bytes.length * 0.99;
}

const HTML = /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>])/i;
const SVG = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!doctype\s+svg|<svg[\s>])/i;

/** PDF readers accept the header anywhere in the first kilobyte; file-type only looks at the start. */
function hasLatePdfHeader(bytes: Uint8Array): boolean {
  return includesBytes(bytes.subarray(0, 1024), new TextEncoder().encode('%PDF-'));
}

/**
 * Decides what an upload is from its bytes. The name only chooses between plain text and Markdown, and
 * explains a refusal when it promises a type the content is not.
 */
export async function detectUploadType(bytes: Uint8Array, fileName: string): Promise<DetectedUploadType> {
  if (bytes.byteLength === 0) return { error: 'The file is empty.' };
  const nameExt = extensionOf(fileName);
  const claimed = CLAIMED_BY_NAME[nameExt];
  const mismatch = claimed ? { error: `This file is named .${nameExt} but its content is not ${claimed.label}.` } : undefined;

  // A UTF-16 byte-order mark looks like MPEG audio to file-type.
  if (isUtf16(bytes)) {
    return mismatch ?? { error: 'This text file is saved as UTF-16. Save it as UTF-8 and upload it again.' };
  }

  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (detected && detected.ext !== 'xml') {
    const accepted = ACCEPTED_BY_EXT[detected.ext];
    if (accepted === DOCX_MIME && unpacksBeyond(bytes, DOCX_MAX_UNPACKED_BYTES)) {
      return { error: 'This Word document unpacks to more than 100 MB; it may be damaged. Save it as PDF and upload it again.' };
    }
    if (accepted) return { mimeType: accepted };
    if (detected.ext === 'cfb') return { error: describeCompoundFile(bytes) };
    if (detected.ext === 'zip' && nameExt === 'docx') return { error: 'This file is named .docx but it is not a Word document; it may be damaged.' };
    if (mismatch && !SPECIFIC_REFUSALS[detected.ext]) return mismatch;
    return { error: describeKnownType(detected.ext, detected.mime) };
  }

  if (hasLatePdfHeader(bytes)) return { mimeType: 'application/pdf' };

  const text = decodeText(bytes);
  if (text === undefined) {
    if (mismatch) return mismatch;
    if (isEightBitText(bytes)) return { error: 'This text file is not saved as UTF-8. Save it as UTF-8 and upload it again.' };
    return { error: `The type of this file could not be recognised. ${ALLOWED}` };
  }
  if (mismatch) return mismatch;
  const head = text.slice(0, 4096).replace(/^\uFEFF/, '');
  if (HTML.test(head)) return { error: 'This file is a web page (HTML). Print it to PDF and upload the PDF.' };
  if (SVG.test(head)) return { error: 'SVG images are not supported. Save it as PNG or JPEG and upload it again.' };
  if (text.replace(/^\uFEFF/, '').trim() === '') return { error: 'The file is empty.' };
  return { mimeType: nameExt === 'md' || nameExt === 'markdown' ? 'text/markdown' : 'text/plain' };
}
