import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { createCanvas, type ImageData } from '@napi-rs/canvas';
import { Document, ImageRun, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/**
 * Real files, built small, for the package's tests and benchmark: PDFs (text, scanned, rotated, A4, with a
 * filled form field), PNG screenshots, JPEG photos with an EXIF orientation, Word documents.
 */

export const PDF_MIME = 'application/pdf';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface SamplePdfOptions {
  pages: number;
  /** Printed on every page, so a test can find the page by its text. */
  marker: string;
  size?: [number, number];
  /** The page's /Rotate. */
  rotate?: number;
  /** A JPEG filling each page, as a scanner produces. */
  scan?: Uint8Array;
  /** A filled text field on the first page, printed only through its appearance stream. */
  formFieldValue?: string;
  /** A black block filling the top-left quarter of each page, so a test can tell which way the page is shown. */
  markTopLeft?: boolean;
  /** Text at the very bottom edge, where a Bates number would cover it if the page were not shrunk. */
  footer?: string;
}

export async function buildSamplePdf({
  pages,
  marker,
  size = [612, 792],
  rotate = 0,
  scan,
  formFieldValue,
  markTopLeft,
  footer,
}: SamplePdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index++) {
    // One image object a page, as a scanner writes one picture a sheet.
    const image = scan ? await doc.embedJpg(scan) : undefined;
    const page = doc.addPage(size);
    const [width, height] = size;
    if (image) page.drawImage(image, { x: 0, y: 0, width, height });
    if (markTopLeft) page.drawRectangle({ x: 0, y: height / 2, width: width / 2, height: height / 2, color: rgb(0, 0, 0) });
    if (footer) page.drawText(footer, { x: width - 150, y: 4, size: 9, font });
    page.drawText(`${marker} page ${index + 1} of ${pages}`, { x: 54, y: height - 60, size: 12, font });
    if (!image) {
      for (let line = 0; line < 30; line++) {
        page.drawText(`Line ${line + 1}: the record shows sustained work in the field, with dates, sources and figures.`, {
          x: 54,
          y: height - 90 - line * 20,
          size: 10,
          font,
        });
      }
    }
    if (rotate) page.setRotation(degrees(rotate));
  }
  if (formFieldValue !== undefined) {
    const field = doc.getForm().createTextField('beneficiary.name');
    field.setText(formFieldValue);
    field.addToPage(doc.getPage(0), { x: 54, y: 100, width: 300, height: 24, font });
  }
  return doc.save();
}

/** An RGB PNG with a gradient and a dark band, so it compresses like a screenshot rather than like noise. */
export function buildSamplePng(width: number, height: number): Uint8Array {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = y * row + 1 + x * 3;
      const isBand = y > height * 0.4 && y < height * 0.5;
      raw[offset] = isBand ? 20 : (x * 255) / width;
      raw[offset + 1] = isBand ? 40 : (y * 255) / height;
      raw[offset + 2] = 180;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Uint8Array.from(Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
}

/** An APP1 segment holding only an EXIF orientation tag (little-endian TIFF). */
function exifOrientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4); // IFD0 right after the header
  tiff.writeUInt16LE(1, 8); // one entry
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12); // SHORT
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  tiff.writeUInt32LE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/**
 * Paper grain and sensor noise (deterministic): what makes a real scan or photo weigh hundreds of kilobytes to
 * megabytes where a clean drawing compresses to almost nothing.
 */
function addGrain(image: ImageData, amplitude: number, context: { putImageData(image: ImageData, x: number, y: number): void }) {
  let seed = 12345;
  const { data } = image;
  for (let index = 0; index < data.length; index += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const delta = ((seed >> 8) % (2 * amplitude + 1)) - amplitude;
    data[index] = data[index]! + delta;
    data[index + 1] = data[index + 1]! + delta;
    data[index + 2] = data[index + 2]! + delta;
  }
  context.putImageData(image, 0, 0);
}

/** How to draw an upright document into the stored picture so that EXIF `orientation` turns it upright again. */
const STORED_TURN: Record<number, { turn: number; swap: boolean }> = {
  1: { turn: 0, swap: false },
  3: { turn: Math.PI, swap: false },
  6: { turn: -Math.PI / 2, swap: true },
  8: { turn: Math.PI / 2, swap: true },
};

/**
 * A JPEG of a document (white page, a dark letterhead bar at its top left, lines of text) as a phone or scanner
 * makes it. `width` × `height` is the picture as shown; with an orientation (1, 3, 6 or 8) it is stored turned
 * and EXIF says how to show it, as phones do.
 */
export async function buildSampleJpeg(
  width: number,
  height: number,
  {
    title = 'Certificate',
    orientation = 1,
    grain = 0,
    markTopLeft = false,
  }: { title?: string; orientation?: number; grain?: number; markTopLeft?: boolean } = {},
): Promise<Uint8Array> {
  const stored = STORED_TURN[orientation];
  if (!stored) throw new RangeError(`Orientation ${orientation} is not built here.`);
  const [storedWidth, storedHeight] = stored.swap ? [height, width] : [width, height];
  const canvas = createCanvas(storedWidth, storedHeight);
  const context = canvas.getContext('2d');
  context.translate(storedWidth / 2, storedHeight / 2);
  context.rotate(stored.turn);
  context.translate(-width / 2, -height / 2);
  context.fillStyle = '#fdfdf8';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#222222';
  if (markTopLeft) context.fillRect(0, 0, width / 2, height / 2);
  context.fillRect(width * 0.08, height * 0.05, width * 0.3, height * 0.06);
  context.font = `${Math.round(height / 20)}px sans-serif`;
  context.fillText(title, width * 0.1, height * 0.2);
  for (let line = 0; line < 24; line++)
    context.fillRect(width * 0.1, height * (0.25 + line * 0.028), width * (0.6 + ((line * 37) % 25) / 100), Math.max(2, height / 200));
  if (grain) addGrain(context.getImageData(0, 0, storedWidth, storedHeight), grain, context);
  const jpeg = await canvas.encode('jpeg', 80);
  if (orientation === 1) return Uint8Array.from(jpeg);
  // EXIF goes right after the start-of-image marker.
  return Uint8Array.from(Buffer.concat([jpeg.subarray(0, 2), exifOrientationSegment(orientation), jpeg.subarray(2)]));
}

/** A Word document: paragraphs, page breaks where a paragraph is null, and a picture when one is given. */
export async function buildSampleDocx(paragraphs: readonly (string | null)[], picture?: Uint8Array): Promise<Uint8Array> {
  const children = paragraphs.map((text) =>
    text === null ? new Paragraph({ children: [new PageBreak()] }) : new Paragraph({ children: [new TextRun(text)] }),
  );
  if (picture) children.push(new Paragraph({ children: [new ImageRun({ type: 'png', data: picture, transformation: { width: 100, height: 60 } })] }));
  const buffer = await Packer.toBuffer(new Document({ sections: [{ children }] }));
  return Uint8Array.from(buffer);
}

const PASSWORD_PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + state[i]! + key[i % key.length]!) & 255;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + state[i]!) & 255;
    [state[i], state[j]] = [state[j]!, state[i]!];
    out[n] = data[n]! ^ state[(state[i]! + state[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padPassword = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PAD]).subarray(0, 32);

/**
 * A one-page PDF encrypted with the standard security handler (revision 2, RC4 40-bit), as older tools and many
 * "protected" downloads are. With an empty user password any reader opens it (only an owner password restricts
 * it); with a user password it cannot be opened without that password.
 */
export function buildEncryptedPdf({ userPassword, marker }: { userPassword: string; marker: string }): Uint8Array {
  const permissions = -44;
  const fileId = Buffer.from('0123456789abcdef0123456789abcdef', 'hex');
  const ownerKey = md5(padPassword('owner-secret')).subarray(0, 5);
  const ownerEntry = rc4(ownerKey, padPassword(userPassword));
  const permissionBytes = Buffer.alloc(4);
  permissionBytes.writeInt32LE(permissions);
  const fileKey = md5(padPassword(userPassword), ownerEntry, permissionBytes, fileId).subarray(0, 5);
  const userEntry = rc4(fileKey, PASSWORD_PAD);
  const objectKey = (objectNumber: number) =>
    md5(fileKey, Buffer.from([objectNumber & 255, (objectNumber >> 8) & 255, (objectNumber >> 16) & 255, 0, 0])).subarray(0, 10);

  const content = rc4(objectKey(5), Buffer.from(`BT /F1 18 Tf 72 700 Td (${marker}) Tj ET`, 'latin1'));
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
    Buffer.from(`<< /Filter /Standard /V 1 /R 2 /O <${ownerEntry.toString('hex')}> /U <${userEntry.toString('hex')}> /P ${permissions} >>`),
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  let offset = chunks[0]!.length;
  objects.forEach((body, index) => {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    chunks.push(object);
    offset += object.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`)].join('');
  const id = fileId.toString('hex');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${offset}\n%%EOF\n`));
  return Uint8Array.from(Buffer.concat(chunks));
}
