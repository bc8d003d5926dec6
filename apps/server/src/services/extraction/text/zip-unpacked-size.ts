import { Unzip, UnzipInflate } from 'fflate';

class PastLimit extends Error {}

/** Slices fed to the inflater: each yields at most ~1,000 times its size, so counting can stop soon after the limit. */
const SLICE_BYTES = 4096;

/**
 * Whether the entries of a ZIP archive (a DOCX) inflate to more than `limit` bytes in all. It inflates for real
 * rather than trusting the sizes the archive declares, and stops as soon as the limit is passed, so a ZIP bomb
 * costs at most `limit` bytes of work. A damaged archive counts what could be read.
 */
export function unpacksBeyond(bytes: Uint8Array, limit: number): boolean {
  let total = 0;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) throw error;
      total += chunk.byteLength;
      if (total > limit) throw new PastLimit();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.byteLength; at += SLICE_BYTES) {
      unzip.push(bytes.subarray(at, at + SLICE_BYTES), at + SLICE_BYTES >= bytes.byteLength);
    }
  } catch (error) {
    if (error instanceof PastLimit) return true;
  }
  return false;
}
