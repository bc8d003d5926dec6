import { inflateSync } from 'node:zlib';
import { JpegImage, setVerbosityLevel, VerbosityLevel } from 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs';
import { DocumentReadError } from './document-read-error';
import { luma, orientGray, type GrayImage } from './gray-image';

// Uploaded images are decoded here, in JavaScript, and not by the native canvas: @napi-rs/canvas
// crashes the whole process (SIGSEGV) on some truncated PNG and JPEG files instead of throwing.

// Damage is reported by our own error; the decoder's warnings ("no EOI marker") would only fill the log.
setVerbosityLevel(VerbosityLevel.ERRORS);

/** Decoding allocates several bytes a pixel; a small file can declare a huge image. */
export const MAX_DECODED_PIXELS = 100_000_000;

const damaged = (cause?: unknown) => new DocumentReadError('The image could not be read; it may be damaged.', { cause });

function assertDecodableSize(width: number, height: number) {
  if (!width || !height) throw damaged();
  if (width * height > MAX_DECODED_PIXELS) {
    throw new DocumentReadError(
      `The image could not be read: at ${width} × ${height} pixels it is too large. Reduce it below 100 megapixels and upload it again.`,
    );
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const VALID_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

function unfilter(filter: number, row: Uint8Array, previous: Uint8Array, bytesPerPixel: number) {
  for (let index = 0; index < row.length; index++) {
    const left = index >= bytesPerPixel ? (row[index - bytesPerPixel] ?? 0) : 0;
    const up = previous[index] ?? 0;
    const upLeft = index >= bytesPerPixel ? (previous[index - bytesPerPixel] ?? 0) : 0;
    const value = row[index] ?? 0;
    switch (filter) {
      case 0:
        break;
      case 1:
        row[index] = value + left;
        break;
      case 2:
        row[index] = value + up;
        break;
      case 3:
        row[index] = value + ((left + up) >> 1);
        break;
      case 4:
        row[index] = value + paeth(left, up, upLeft);
        break;
      default:
        throw damaged();
    }
  }
}

interface PngHeader {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  interlace: number;
}

interface PngChunks {
  header: PngHeader;
  palette: Uint8Array | undefined;
  transparency: Uint8Array | undefined;
  imageData: Uint8Array[];
}

/** The chunks a decoder needs, checked for the damage a truncated or hand-edited file shows. */
function readPngChunks(bytes: Uint8Array): PngChunks {
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) throw damaged();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: PngHeader | undefined;
  let palette: Uint8Array | undefined;
  let transparency: Uint8Array | undefined;
  const imageData: Uint8Array[] = [];
  let offset = 8;
  let hasEnd = false;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const dataStart = offset + 8;
    if (dataStart + length + 4 > bytes.length) throw damaged();
    const data = bytes.subarray(dataStart, dataStart + length);
    if (type === 'IHDR' && length >= 13) {
      header = {
        width: view.getUint32(dataStart),
        height: view.getUint32(dataStart + 4),
        depth: data[8] ?? 0,
        colorType: data[9] ?? 0,
        interlace: data[12] ?? 0,
      };
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') imageData.push(data);
    else if (type === 'IEND') {
      hasEnd = true;
      break;
    }
    offset = dataStart + length + 4; // data, then CRC
  }
  if (!header || !imageData.length || !hasEnd) throw damaged();
  const channels = CHANNELS[header.colorType];
  if (!channels || !VALID_DEPTHS[header.colorType]?.includes(header.depth) || header.interlace > 1 || (header.colorType === 3 && !palette)) throw damaged();
  return { header, palette, transparency, imageData };
}

interface Pass {
  x0: number;
  y0: number;
  dx: number;
  dy: number;
  passWidth: number;
  passHeight: number;
  rowBytes: number;
}

/** The sub-images the rows come in: one for a plain PNG, seven for an interlaced one. */
function passesOf({ width, height, depth, colorType, interlace }: PngHeader): Pass[] {
  const bitsPerPixel = CHANNELS[colorType]! * depth;
  const layout = interlace ? ADAM7 : ([[0, 0, 1, 1]] as const);
  return layout.map(([x0, y0, dx, dy]) => {
    const passWidth = Math.max(0, Math.ceil((width - x0) / dx));
    const passHeight = Math.max(0, Math.ceil((height - y0) / dy));
    return { x0, y0, dx, dy, passWidth, passHeight, rowBytes: Math.ceil((passWidth * bitsPerPixel) / 8) };
  });
}

/**
 * The filtered rows, inflated with an output cap of what the header says the image needs: a small file whose data
 * inflates to gigabytes (a zip bomb) is refused instead of filling memory. The libraries looked at (fast-png, pngjs)
 * do not cap every image this way, which is why this decoder is kept.
 */
function inflateRows(imageData: Uint8Array[], passes: Pass[]): Buffer {
  const expected = passes.reduce((sum, { passWidth, passHeight, rowBytes }) => sum + (passWidth && passHeight ? passHeight * (rowBytes + 1) : 0), 0);
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(imageData), { maxOutputLength: expected + 1024 });
  } catch (error) {
    throw damaged(error);
  }
  if (raw.length < expected) throw damaged();
  return raw;
}

/** Reads the grey value (on white) of one pixel of an unfiltered row, whatever the colour type and depth. */
function pixelReader({ header: { depth, colorType }, palette, transparency }: PngChunks): (row: Uint8Array, column: number) => number {
  const maxSample = (1 << depth) - 1;
  const sample = (row: Uint8Array, index: number): number => {
    if (depth === 8) return row[index] ?? 0;
    if (depth === 16) return ((row[index * 2] ?? 0) << 8) | (row[index * 2 + 1] ?? 0);
    const bit = index * depth;
    return ((row[bit >> 3] ?? 0) >> (8 - depth - (bit & 7))) & maxSample;
  };
  const transparentSample = (index: number) =>
    transparency && transparency.length >= (index + 1) * 2 ? ((transparency[index * 2] ?? 0) << 8) | (transparency[index * 2 + 1] ?? 0) : -1;
  const to255 = (value: number) => (depth === 16 ? value >> 8 : depth === 8 ? value : Math.round((value * 255) / maxSample));
  const onWhite = (gray: number, alpha: number) => Math.round((gray * alpha + 255 * (255 - alpha)) / 255);

  return (row, column) => {
    switch (colorType) {
      case 0: {
        const value = sample(row, column);
        return value === transparentSample(0) ? 255 : to255(value);
      }
      case 2: {
        const [red, green, blue] = [sample(row, column * 3), sample(row, column * 3 + 1), sample(row, column * 3 + 2)];
        if (red === transparentSample(0) && green === transparentSample(1) && blue === transparentSample(2)) return 255;
        return luma(to255(red), to255(green), to255(blue));
      }
      case 3: {
        const index = sample(row, column);
        const gray = luma(palette?.[index * 3] ?? 0, palette?.[index * 3 + 1] ?? 0, palette?.[index * 3 + 2] ?? 0);
        return onWhite(gray, transparency?.[index] ?? 255);
      }
      case 4:
        return onWhite(to255(sample(row, column * 2)), to255(sample(row, column * 2 + 1)));
      default: {
        const gray = luma(to255(sample(row, column * 4)), to255(sample(row, column * 4 + 1)), to255(sample(row, column * 4 + 2)));
        return onWhite(gray, to255(sample(row, column * 4 + 3)));
      }
    }
  };
}

/** A PNG in any colour type, bit depth and interlacing, flattened onto white and turned to grey. */
export function decodePng(bytes: Uint8Array): GrayImage {
  const chunks = readPngChunks(bytes);
  const { width, height, depth, colorType } = chunks.header;
  assertDecodableSize(width, height);
  const passes = passesOf(chunks.header);
  const raw = inflateRows(chunks.imageData, passes);
  const pixel = pixelReader(chunks);
  const bytesPerPixel = Math.max(1, (CHANNELS[colorType]! * depth) >> 3);

  const pixels = new Uint8Array(width * height).fill(255);
  let position = 0;
  for (const { x0, y0, dx, dy, passWidth, passHeight, rowBytes } of passes) {
    if (!passWidth || !passHeight) continue;
    let previous: Uint8Array = new Uint8Array(rowBytes);
    for (let passRow = 0; passRow < passHeight; passRow++) {
      const filter = raw[position] ?? 0;
      const row = raw.subarray(position + 1, position + 1 + rowBytes);
      position += rowBytes + 1;
      unfilter(filter, row, previous, bytesPerPixel);
      const y = y0 + passRow * dy;
      for (let column = 0; column < passWidth; column++) pixels[y * width + x0 + column * dx] = pixel(row, column);
      previous = row;
    }
  }
  return { width, height, pixels };
}

/** EXIF orientation (tag 0x0112) from a JPEG's APP1 segment; 1 (upright) when absent. */
export function readJpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xda || marker === 0xd9) break; // image data starts; no EXIF after this
    const length = view.getUint16(offset + 2);
    const exif = offset + 4;
    if (marker === 0xe1 && exif + 14 <= bytes.length && String.fromCharCode(...bytes.subarray(exif, exif + 4)) === 'Exif') {
      const tiff = exif + 6;
      const isLittleEndian = bytes[tiff] === 0x49;
      const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, isLittleEndian) : 0);
      const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, isLittleEndian) : 0);
      const directory = tiff + u32(tiff + 4);
      const entries = u16(directory);
      for (let entry = 0; entry < entries; entry++) {
        const at = directory + 2 + entry * 12;
        if (at + 12 > bytes.length) break;
        if (u16(at) === 0x0112) return u16(at + 8);
      }
      return 1;
    }
    offset += 2 + length;
  }
  return 1;
}

/** A baseline or progressive JPEG (grey, RGB, CMYK), turned upright by its EXIF orientation. */
export function decodeJpeg(bytes: Uint8Array): GrayImage {
  const jpeg = new JpegImage();
  try {
    jpeg.parse(bytes);
  } catch (error) {
    throw damaged(error);
  }
  const { width, height } = jpeg;
  assertDecodableSize(width, height);
  let rgb: Uint8ClampedArray;
  try {
    rgb = jpeg.getData({ width, height, forceRGB: true });
  } catch (error) {
    throw damaged(error);
  }
  const pixels = new Uint8Array(width * height);
  for (let source = 0, target = 0; target < pixels.length; source += 3, target++) {
    pixels[target] = luma(rgb[source] ?? 255, rgb[source + 1] ?? 255, rgb[source + 2] ?? 255);
  }
  return orientGray({ width, height, pixels }, readJpegOrientation(bytes));
}
