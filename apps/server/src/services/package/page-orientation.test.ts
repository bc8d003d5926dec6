import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { appendImagePage } from './image-page';
import { appendPdf } from './import-pdf';
import { darkCentroid, pageSizes } from './inspect-pdf';
import { imageMatrix, pageMatrix, type Matrix } from './place-on-page';
import { buildSampleJpeg, buildSamplePdf } from './synthetic-files';

const apply = ([a, b, c, d, e, f]: Matrix, u: number, v: number) => [a * u + c * v + e, b * u + d * v + f];

async function saved(build: (out: PDFDocument) => Promise<unknown>): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  await build(out);
  return out.save();
}

describe('imageMatrix', () => {
  const box = { x: 10, y: 20, width: 100, height: 50 };
  const corners = { topLeft: [10, 70], topRight: [110, 70], bottomLeft: [10, 20], bottomRight: [110, 20] };
  // Where the stored picture's first row ends up, by EXIF orientation (TIFF 6.0 / EXIF 2.3 tag 0x0112).
  const cases: [number, keyof typeof corners, keyof typeof corners][] = [
    [1, 'topLeft', 'topRight'],
    [2, 'topRight', 'topLeft'],
    [3, 'bottomRight', 'bottomLeft'],
    [4, 'bottomLeft', 'bottomRight'],
    [5, 'topLeft', 'bottomLeft'],
    [6, 'topRight', 'bottomRight'],
    [7, 'bottomRight', 'topRight'],
    [8, 'bottomLeft', 'topLeft'],
  ];
  it.each(cases)('orientation %i puts the stored top-left corner at the %s and the top-right at the %s', (orientation, topLeft, topRight) => {
    const matrix = imageMatrix(orientation, box);
    // In PDF image space the first row of pixels is at v = 1.
    expect(apply(matrix, 0, 1)).toEqual(corners[topLeft]);
    expect(apply(matrix, 1, 1)).toEqual(corners[topRight]);
  });
});

describe('pageMatrix', () => {
  // Readers turn a page clockwise by its /Rotate: its top edge becomes the right edge at 90°, the bottom at 180°.
  it.each([
    [0, [0, 792], [612, 792]],
    [90, [792, 612], [792, 0]],
    [180, [612, 0], [0, 0]],
    [270, [0, 0], [0, 612]],
  ])('with /Rotate %i the page’s top edge runs from %j to %j of the shown page', (rotation, from, to) => {
    const turned = rotation === 90 || rotation === 270;
    const matrix = pageMatrix(rotation, 612, 792, { x: 0, y: 0, width: turned ? 792 : 612, height: turned ? 612 : 792 });
    expect(apply(matrix, 0, 792)).toEqual(from);
    expect(apply(matrix, 612, 792)).toEqual(to);
  });
});

describe('pages are shown the way round a reader shows the original', () => {
  it.each([1, 3, 6, 8])('a JPEG with EXIF orientation %i shows its top-left corner at the top left', async (orientation) => {
    const jpeg = await buildSampleJpeg(300, 400, { orientation, markTopLeft: true });
    const pdf = await saved((out) => appendImagePage(out, jpeg, 'jpeg'));
    const centre = await darkCentroid(pdf, 1);
    expect(centre.x).toBeLessThan(0.45);
    expect(centre.y).toBeLessThan(0.45);
    expect(await pageSizes(pdf)).toEqual([{ width: 612, height: 792 }]);
  });

  it.each([0, 90, 180, 270])('a PDF page with /Rotate %i looks as pdfjs shows the original', async (rotate) => {
    const source = await buildSamplePdf({ pages: 1, marker: 'ROTATED', rotate, markTopLeft: true });
    const pdf = await saved((out) => appendPdf(out, source, { reserveBatesStrip: true }));
    const original = await darkCentroid(source, 1);
    const assembled = await darkCentroid(pdf, 1);
    expect(assembled.x).toBeCloseTo(original.x, 1);
    expect(assembled.y).toBeCloseTo(original.y, 1);
    expect(await pageSizes(pdf)).toEqual([rotate % 180 ? { width: 792, height: 612 } : { width: 612, height: 792 }]);
  });

  it('places an A4 page on US Letter without cutting it', async () => {
    const source = await buildSamplePdf({ pages: 1, marker: 'A4', size: [595, 842], markTopLeft: true });
    const pdf = await saved((out) => appendPdf(out, source, { reserveBatesStrip: true }));
    expect(await pageSizes(pdf)).toEqual([{ width: 612, height: 792 }]);
    const centre = await darkCentroid(pdf, 1);
    // The mark fills the A4 page's top-left quarter; shrunk to fit the height, it stays in the top-left quarter.
    expect(centre.x).toBeGreaterThan(0.15);
    expect(centre.x).toBeLessThan(0.35);
    expect(centre.y).toBeGreaterThan(0.15);
    expect(centre.y).toBeLessThan(0.35);
  });
});
