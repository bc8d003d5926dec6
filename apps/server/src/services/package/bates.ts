import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { rgb, type PDFDocument, type PDFFont } from 'pdf-lib';
import { BATES } from './page-layout';

const BATES_DIGITS = 6;
const MAX_PREFIX_LENGTH = 24;

const require = createRequire(import.meta.url);
const DEJAVU_SANS = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans.ttf');
let fontBytes: Promise<Buffer> | undefined;

/** "  Acclaim\n" → "Acclaim": one line, short enough to stay in the corner. */
export const cleanBatesPrefix = (prefix: string) => prefix.replace(/\s+/g, ' ').trim().slice(0, MAX_PREFIX_LENGTH).trim();

export const formatBates = (prefix: string, number: number) => {
  const digits = String(number).padStart(BATES_DIGITS, '0');
  return prefix ? `${prefix} ${digits}` : digits;
};

/**
 * DejaVu Sans through fontkit, subset to the glyphs used: a prefix such as "ŁÓDŹ" keeps its letters, which the
 * standard PDF fonts (WinAnsi) cannot encode.
 */
export async function embedBatesFont(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(fontkit);
  fontBytes ??= readFile(DEJAVU_SANS);
  return doc.embedFont(await fontBytes, { subset: true });
}

/** Stamps `number + i` on page `from + i` for every page from `from` to the end; returns the last number used. */
export function stampBatesNumbers(doc: PDFDocument, font: PDFFont, { prefix, from, firstNumber }: { prefix: string; from: number; firstNumber: number }) {
  const pages = doc.getPages();
  for (let index = from; index < pages.length; index++) {
    const page = pages[index]!;
    const text = formatBates(prefix, firstNumber + index - from);
    const width = font.widthOfTextAtSize(text, BATES.fontSize);
    page.drawText(text, {
      x: page.getWidth() - BATES.fromRightPt - width,
      y: BATES.baselinePt,
      size: BATES.fontSize,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
  }
}
