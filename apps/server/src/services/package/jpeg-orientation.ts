/** EXIF orientations 5–8 turn the picture a quarter turn, so its width and height swap on the page. */
export const isQuarterTurn = (orientation: number) => orientation >= 5 && orientation <= 8;

const ORIENTATION_TAG = 0x0112;

function orientationFromTiff(bytes: Uint8Array, start: number, end: number): number {
  if (start + 8 > end) return 1;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const order = String.fromCharCode(bytes[start] ?? 0, bytes[start + 1] ?? 0);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  if (view.getUint16(start + 2, little) !== 42) return 1;
  const ifd = start + view.getUint32(start + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = view.getUint16(ifd, little);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > end) return 1;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/**
 * The EXIF orientation (1–8) of a JPEG, 1 when it has none. Phones store photos as the sensor saw them and
 * record the turn in EXIF; PDF ignores EXIF, so a photographed certificate would lie on its side without it.
 */
export function readJpegOrientation(bytes: Uint8Array): number {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 1;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return 1; // image data starts: no metadata after it
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    const segmentEnd = Math.min(bytes.length, offset + 2 + length);
    const isExif = marker === 0xe1 && Buffer.from(bytes.subarray(offset + 4, offset + 10)).toString('latin1') === 'Exif\0\0';
    if (isExif) return orientationFromTiff(bytes, offset + 10, segmentEnd);
    offset += 2 + length;
  }
  return 1;
}
