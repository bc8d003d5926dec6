import { unzipSync } from 'fflate';
import { renderPdf } from '../../lib/pdf/pdf-engine';
import type { Content } from '../../lib/pdf/pdf-types';
import { readDocx } from '../extraction/text/read-docx';
import { clip, generatedDocument, MUTED } from './generated-style';

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function lineNodes(text: string): Content[] {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(CONTROL, '')
      .replace(/\t/g, '    ')
      .replace(/\s+$/, '')
      .split('\n')
      // An empty line keeps its height as a paragraph gap; pdfmake drops empty text nodes.
      .map((line): Content => ({ text: line.trim() === '' ? ' ' : line, margin: [0, 0, 0, 1] }))
  );
}

/**
 * Text laid out as PDF pages, under a note that names the source file and says what the conversion leaves
 * out. Each entry of `pages` starts a new page, as the author's page breaks did.
 */
export function renderTextPages(pages: readonly string[], note: string): Promise<Buffer> {
  const content: Content[] = [{ text: note, fontSize: 8.5, italics: true, color: MUTED, margin: [0, 0, 0, 14] }];
  pages.forEach((page, index) => {
    const lines = lineNodes(page);
    content.push(index > 0 ? { stack: lines, pageBreak: 'before' } : { stack: lines });
  });
  return renderPdf(generatedDocument(note, content));
}

/** Pictures a Word document carries; the text conversion leaves them out, so the user is told. */
function countDocxImages(bytes: Uint8Array): number {
  let count = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        if (/^word\/media\//.test(entry.name)) count++;
        return false; // names only: nothing is inflated
      },
    });
  } catch {
    return 0; // mammoth reports a damaged file with a better message
  }
  return count;
}

export interface ConvertedText {
  pdf: Buffer;
  omittedImages: number;
}

export async function convertDocx(bytes: Uint8Array, fileName: string): Promise<ConvertedText> {
  const pages = await readDocx(bytes);
  const note = `Text of “${clip(fileName, 120)}”, converted from a Word document for this filing package; the original layout and any pictures are not reproduced.`;
  return { pdf: await renderTextPages(pages, note), omittedImages: countDocxImages(bytes) };
}

export async function convertPlainText(bytes: Uint8Array, fileName: string): Promise<Buffer> {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  return renderTextPages(text.split('\f'), `Text of “${clip(fileName, 120)}”, laid out as pages for this filing package.`);
}
