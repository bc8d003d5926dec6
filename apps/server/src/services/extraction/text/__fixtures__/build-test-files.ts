/**
 * Small files built in tests: PDFs with a text layer or a scanned page, ZIP archives, OLE headers,
 * images of a PDF page. Real sample documents are not built here: test/real-documents.ts reads them.
 */
import { crc32, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

const concat = (parts: Uint8Array[]) => Uint8Array.from(Buffer.concat(parts));

type PdfPage = { lines: string[] } | { jpeg: Uint8Array; width: number; height: number };

/**
 * A minimal, valid PDF: text pages in Helvetica and image-only pages (a JPEG filling the page, like a
 * scan). With `encryptedWithUnknownPassword`, the file carries a standard security handler whose
 * password is not empty, which is how a password-protected PDF looks to a reader.
 */
export function buildPdf(pages: PdfPage[], options: { encryptedWithUnknownPassword?: boolean } = {}): Uint8Array {
  const objects: Uint8Array[][] = [];
  const add = (...parts: Uint8Array[]) => {
    objects.push(parts);
    return objects.length;
  };
  const stream = (dictionary: string, data: Uint8Array) => [latin1(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, latin1('\nendstream')];

  const catalog = add(); // filled in once the page tree exists
  const pagesId = add();
  const font = add(latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'));
  const kids: number[] = [];
  for (const page of pages) {
    if ('lines' in page) {
      const escape = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);
      const content = latin1(`BT /F1 12 Tf 72 720 Td 16 TL ${page.lines.map((line) => `(${escape(line)}) Tj T*`).join(' ')} ET`);
      const contentId = add(...stream('', content));
      kids.push(
        add(latin1(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${contentId} 0 R >>`)),
      );
    } else {
      const imageId = add(
        ...stream(
          `/Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
          page.jpeg,
        ),
      );
      const contentId = add(...stream('', latin1('q 612 0 0 792 0 0 cm /Im1 Do Q')));
      kids.push(
        add(
          latin1(
            `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 ${imageId} 0 R >> >> /Contents ${contentId} 0 R >>`,
          ),
        ),
      );
    }
  }
  objects[catalog - 1] = [latin1(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`)];
  objects[pagesId - 1] = [latin1(`<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`)];
  const encrypt = options.encryptedWithUnknownPassword
    ? add(latin1(`<< /Filter /Standard /V 1 /R 2 /O <${'a5'.repeat(32)}> /U <${'5a'.repeat(32)}> /P -44 >>`))
    : undefined;

  const chunks: Uint8Array[] = [latin1('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n')];
  let offset = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((parts, index) => {
    const body = concat([latin1(`${index + 1} 0 obj\n`), ...parts, latin1('\nendobj\n')]);
    offsets.push(offset);
    chunks.push(body);
    offset += body.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`)].join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${encrypt ? ` /Encrypt ${encrypt} 0 R` : ''} /ID [<${'0123456789abcdef'.repeat(2)}> <${'0123456789abcdef'.repeat(2)}>] >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(latin1(xref + trailer));
  return concat(chunks);
}

/** A ZIP archive with stored (uncompressed) entries, enough for file-type and for mammoth to open. */
export function buildZip(entries: Record<string, string | Uint8Array>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = typeof content === 'string' ? Uint8Array.from(Buffer.from(content, 'utf8')) : content;
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return concat([...locals, ...centrals, end]);
}

/** The start of an OLE compound file (legacy .doc/.xls/.ppt) whose directory names the given streams. */
export function buildCompoundFileHeader(streamNames: string[]): Uint8Array {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  const directory = Buffer.alloc(512);
  streamNames.forEach((name, index) => Buffer.from(`${name}\0`, 'utf16le').copy(directory, index * 128));
  return concat([header, directory]);
}

export async function withPdfPage<T>(pdfBytes: Uint8Array, pageNumber: number, use: (page: PDFPageProxy) => Promise<T>): Promise<T> {
  const pdf = await getDocument({ data: new Uint8Array(pdfBytes), verbosity: 0 }).promise;
  try {
    return await use(await pdf.getPage(pageNumber));
  } finally {
    await pdf.destroy();
  }
}

/** A page of a PDF as a PNG or JPEG, the way a user would screenshot or photograph it. */
export function renderPdfPage(pdfBytes: Uint8Array, pageNumber: number, dpi: number, format: 'png' | 'jpeg'): Promise<Uint8Array> {
  return withPdfPage(pdfBytes, pageNumber, async (page) => {
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
    type Target = Parameters<PDFPageProxy['render']>[0];
    await page.render({
      canvas: canvas as unknown as Target['canvas'],
      canvasContext: canvas.getContext('2d') as unknown as Target['canvasContext'],
      viewport,
      background: '#ffffff',
    }).promise;
    return Uint8Array.from(format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 90));
  });
}

/** The text layer of one PDF page, for comparing OCR with what the page really says. */
export function readPdfPageText(pdfBytes: Uint8Array, pageNumber: number): Promise<string> {
  return withPdfPage(pdfBytes, pageNumber, async (page) => (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
}

/** Dark text on a canvas, either on white or on a transparent background. */
export function drawTextImage(lines: string[], options: { transparent?: boolean; format?: 'png' | 'jpeg' } = {}): Uint8Array {
  const canvas = createCanvas(1400, 120 + lines.length * 70);
  const context = canvas.getContext('2d');
  if (!options.transparent) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.fillStyle = '#111111';
  context.font = '44px sans-serif';
  lines.forEach((line, index) => context.fillText(line, 60, 100 + index * 70));
  return Uint8Array.from(options.format === 'jpeg' ? canvas.toBuffer('image/jpeg', 92) : canvas.toBuffer('image/png'));
}

/** Fraction of the distinct words (4+ letters) of `expected` that also occur in `actual`. */
export function wordRecall(expected: string, actual: string): number {
  const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  const wanted = words(expected);
  const found = words(actual);
  return wanted.size ? [...wanted].filter((word) => found.has(word)).length / wanted.size : 1;
}

/**
 * A PNG in any colour type, bit depth and interlacing, with every filter type in turn, for testing our
 * decoder on the variants canvas encoders never write. `samples(x, y)` gives the raw channel values.
 */
export function encodePng(options: {
  width: number;
  height: number;
  colorType: 0 | 2 | 3 | 4 | 6;
  depth: 1 | 2 | 4 | 8 | 16;
  interlace?: boolean;
  palette?: Array<[number, number, number]>;
  transparency?: number[];
  samples: (x: number, y: number) => number[];
}): Uint8Array {
  const { width, height, colorType, depth } = options;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType];
  const bitsPerPixel = channels * depth;
  const bytesPerPixel = Math.max(1, bitsPerPixel >> 3);
  const passes = options.interlace
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ]
    : [[0, 0, 1, 1]];
  const scanlines: number[] = [];
  let filter = 0;
  for (const [x0 = 0, y0 = 0, dx = 1, dy = 1] of passes) {
    const passWidth = Math.max(0, Math.ceil((width - x0) / dx));
    const passHeight = Math.max(0, Math.ceil((height - y0) / dy));
    if (!passWidth || !passHeight) continue;
    const rowBytes = Math.ceil((passWidth * bitsPerPixel) / 8);
    let previous = new Uint8Array(rowBytes);
    for (let passRow = 0; passRow < passHeight; passRow++) {
      const row = new Uint8Array(rowBytes);
      for (let column = 0; column < passWidth; column++) {
        options.samples(x0 + column * dx, y0 + passRow * dy).forEach((value, channel) => {
          const index = column * channels + channel;
          if (depth === 16) {
            row[index * 2] = value >> 8;
            row[index * 2 + 1] = value & 0xff;
          } else if (depth === 8) row[index] = value;
          else {
            const bit = index * depth;
            row[bit >> 3] = (row[bit >> 3] ?? 0) | (value << (8 - depth - (bit & 7)));
          }
        });
      }
      scanlines.push(filter);
      for (let index = 0; index < rowBytes; index++) {
        const left = index >= bytesPerPixel ? (row[index - bytesPerPixel] ?? 0) : 0;
        const up = previous[index] ?? 0;
        const upLeft = index >= bytesPerPixel ? (previous[index - bytesPerPixel] ?? 0) : 0;
        const estimate = left + up - upLeft;
        const paeth =
          Math.abs(estimate - left) <= Math.abs(estimate - up) && Math.abs(estimate - left) <= Math.abs(estimate - upLeft)
            ? left
            : Math.abs(estimate - up) <= Math.abs(estimate - upLeft)
              ? up
              : upLeft;
        const predictor = [0, left, up, (left + up) >> 1, paeth][filter] ?? 0;
        scanlines.push(((row[index] ?? 0) - predictor) & 0xff);
      }
      previous = row;
      filter = (filter + 1) % 5;
    }
  }
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colorType;
  header[12] = options.interlace ? 1 : 0;
  const chunks = [chunk('IHDR', header)];
  if (options.palette) chunks.push(chunk('PLTE', Uint8Array.from(options.palette.flat())));
  if (options.transparency) {
    const values = colorType === 3 ? options.transparency : options.transparency.flatMap((value) => [value >> 8, value & 0xff]);
    chunks.push(chunk('tRNS', Uint8Array.from(values)));
  }
  chunks.push(chunk('IDAT', deflateSync(Uint8Array.from(scanlines))), chunk('IEND', new Uint8Array()));
  return concat([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

/** Inserts an EXIF block with the given orientation (1-8) after a JPEG's start marker. */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  const tiff = Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
  return concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A JPEG of the given size, white with a black square in the top-left corner. */
export function drawCornerMarkJpeg(width: number, height: number, mark: number): Uint8Array {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.fillRect(0, 0, mark, mark);
  return Uint8Array.from(canvas.toBuffer('image/jpeg', 95));
}
