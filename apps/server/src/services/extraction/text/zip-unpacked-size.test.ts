import { Zip, ZipDeflate, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { realDocumentBytes } from '../../../test/real-documents';
import { unpacksBeyond } from './zip-unpacked-size';

const MB = 1024 * 1024;

/** A ZIP whose one entry inflates to `megabytes` of spaces from about a thousandth of that. */
function zipOfSpaces(megabytes: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const entry = new ZipDeflate('word/document.xml', { level: 9 });
  zip.add(entry);
  const spaces = new Uint8Array(MB).fill(0x20);
  for (let index = 0; index < megabytes; index++) entry.push(spaces);
  entry.push(new Uint8Array(0), true);
  zip.end();
  return new Uint8Array(Buffer.concat(parts));
}

describe('unpacksBeyond', () => {
  it('lets a real Word document through', () => {
    const docx = realDocumentBytes('cv/anderson-brian_cv.docx');
    expect(unpacksBeyond(docx, MB)).toBe(false);
    expect(unpacksBeyond(docx, 1000)).toBe(true);
  });

  it('catches a ZIP bomb by what it inflates to, not by its size', () => {
    const bomb = zipOfSpaces(16);
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    expect(unpacksBeyond(bomb, 8 * MB)).toBe(true);
    expect(unpacksBeyond(bomb, 32 * MB)).toBe(false);
  });

  it('counts the readable part of a damaged archive', () => {
    const zip = zipSync({ 'a.txt': strToU8('x'.repeat(5000)) }, { level: 0 });
    expect(unpacksBeyond(zip.subarray(0, zip.byteLength - 30), 4000)).toBe(true);
    expect(unpacksBeyond(strToU8('not a zip at all'), 0)).toBe(false);
  });
});
