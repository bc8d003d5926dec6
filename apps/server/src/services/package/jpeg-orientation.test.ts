import { describe, expect, it } from 'vitest';
import { detectFileKind } from './detect-file-kind';
import { readJpegOrientation } from './jpeg-orientation';
import { buildSampleJpeg, buildSamplePdf, buildSamplePng } from './synthetic-files';

describe('readJpegOrientation', () => {
  it.each([3, 6, 8])('reads orientation %i from the EXIF block', async (orientation) => {
    expect(readJpegOrientation(await buildSampleJpeg(40, 30, { orientation }))).toBe(orientation);
  });

  it('is 1 without EXIF, and for a truncated or foreign file', async () => {
    const plain = await buildSampleJpeg(40, 30);
    expect(readJpegOrientation(plain)).toBe(1);
    const turned = await buildSampleJpeg(40, 30, { orientation: 6 });
    expect(readJpegOrientation(turned.subarray(0, 20))).toBe(1);
    expect(readJpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]))).toBe(1);
    expect(readJpegOrientation(buildSamplePng(4, 4))).toBe(1);
  });
});

describe('detectFileKind', () => {
  it('trusts the bytes over the declared type, then the declared type', async () => {
    expect(detectFileKind(await buildSamplePdf({ pages: 1, marker: 'x' }), 'image/png')).toBe('pdf');
    expect(detectFileKind(buildSamplePng(2, 2), 'application/pdf')).toBe('png');
    expect(detectFileKind(await buildSampleJpeg(4, 4), 'application/octet-stream')).toBe('jpeg');
    expect(detectFileKind(new Uint8Array([0x50, 0x4b, 3, 4]), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('docx');
    expect(detectFileKind(new TextEncoder().encode('# Notes'), 'text/markdown; charset=utf-8')).toBe('text');
    expect(detectFileKind(new Uint8Array([1, 2, 3]), 'application/pdf')).toBe('pdf');
    expect(detectFileKind(new Uint8Array([1, 2, 3]), 'application/zip')).toBe('unsupported');
  });
});
