export type FileKind = 'pdf' | 'png' | 'jpeg' | 'docx' | 'text' | 'unsupported';

const BY_MIME: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'text/plain': 'text',
  'text/markdown': 'text',
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** PDF readers accept the header anywhere in the first kilobyte, after junk some generators write first. */
const hasPdfHeader = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

/**
 * What to convert a file as. The bytes decide where they are unambiguous, so a mislabelled file still converts;
 * otherwise the declared type does, and a file that is not what it claims fails in its converter with a reason.
 */
export function detectFileKind(bytes: Uint8Array, mimeType: string): FileKind {
  if (hasPdfHeader(bytes)) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  const mime = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return BY_MIME[mime] ?? 'unsupported';
}
