import { describe, expect, it } from 'vitest';
import { buildPdf } from './__fixtures__/build-test-files';
import type { OcrSession } from './ocr';
import { readPdf } from './read-pdf';

/** An OCR session that reads every image as the same words, at once: this test is about the reports, not the reading. */
const instantOcr: OcrSession = {
  warmUp: () => undefined,
  recognize: async (_image, onProgress) => {
    onProgress?.(0.5);
    return 'Certificate of Excellence awarded to Dr. Jane Roe for outstanding research';
  },
  close: async () => undefined,
};

const text = (n: number) => ({ lines: [`Exhibit ${n}: a page with its own text layer, long enough to be read without OCR.`] });
const scan = { lines: [] };

describe('readPdf progress reports', () => {
  it('counts pages read only upwards, through the text pass and the scanned pages after it', async () => {
    // Pages 6 and 9 are scans: read by OCR after the text pass has gone through all 12 pages.
    const pdf = buildPdf([1, 2, 3, 4, 5].map(text).concat([scan], [7, 8].map(text), [scan], [10, 11, 12].map(text)));
    const reports: { fraction: number; step: string }[] = [];
    const result = await readPdf(pdf, { ocr: instantOcr, onProgress: (fraction, step) => reports.push({ fraction, step }) });

    expect(result.ocrPageCount).toBe(2);
    const counts = reports.map(({ step }) => Number(/(\d+) of 12 pages read/.exec(step)?.[1]));
    expect(counts.every((count) => Number.isInteger(count))).toBe(true);
    counts.forEach((count, index) => expect(count).toBeGreaterThanOrEqual(counts[index - 1] ?? 0));
    reports.forEach(({ fraction }, index) => expect(fraction).toBeGreaterThanOrEqual(reports[index - 1]?.fraction ?? 0));
    expect(counts.at(-1)).toBe(12);
    expect(reports.map(({ step }) => step)).toContain('Reading scanned page 6 (OCR): 10 of 12 pages read');
    expect(reports.at(-1)).toEqual({ fraction: 1, step: 'Reading scanned page 9 (OCR): 12 of 12 pages read' });
  });
});
