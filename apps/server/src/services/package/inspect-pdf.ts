import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from 'pdf-lib';
import { getDocument as getPdfjsDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { createWhiteCanvas } from '../../lib/pdf/pdfjs';

/**
 * Readers of an assembled PDF for the tests: they check the file as a reader program sees it, independently of
 * how the assembler built it (pdfjs for text, the raw /Outlines tree for bookmarks).
 */

export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

export interface OutlineEntry {
  title: string;
  /** 1-based. */
  page: number;
  level: number;
}

/** Walks /Outlines through First/Next, checking each item's Parent and Prev links on the way. */
export async function readOutline(bytes: Uint8Array): Promise<OutlineEntry[]> {
  const doc = await PDFDocument.load(bytes);
  const { context } = doc;
  const pageNumberOf = new Map(doc.getPages().map((page, index) => [page.ref.toString(), index + 1]));
  const root = context.lookup(doc.catalog.get(PDFName.of('Outlines')));
  if (!(root instanceof PDFDict)) return [];
  const entries: OutlineEntry[] = [];
  const walk = (parentRef: PDFRef | undefined, parent: PDFDict, level: number) => {
    let ref = parent.get(PDFName.of('First'));
    let previous: PDFRef | undefined;
    while (ref instanceof PDFRef) {
      const item = context.lookup(ref, PDFDict);
      const title = item.get(PDFName.of('Title'));
      if (!(title instanceof PDFHexString || title instanceof PDFString)) throw new Error('Outline item without a title');
      if (parentRef && item.get(PDFName.of('Parent'))?.toString() !== parentRef.toString()) throw new Error(`Wrong Parent on "${title.decodeText()}"`);
      if (item.get(PDFName.of('Prev'))?.toString() !== previous?.toString()) throw new Error(`Wrong Prev on "${title.decodeText()}"`);
      const destination = context.lookup(item.get(PDFName.of('Dest')), PDFArray);
      const target = destination.get(0);
      entries.push({ title: title.decodeText(), page: pageNumberOf.get(target.toString()) ?? -1, level });
      walk(ref, item, level + 1);
      previous = ref;
      ref = item.get(PDFName.of('Next'));
    }
    if (previous && parent.get(PDFName.of('Last'))?.toString() !== previous.toString()) throw new Error('Last does not point at the last item');
  };
  walk(doc.catalog.get(PDFName.of('Outlines')) as PDFRef, root, 0);
  return entries;
}

export async function pageSizes(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => page.getSize());
}

type RenderParameters = Parameters<Awaited<ReturnType<Awaited<ReturnType<typeof getPdfjsDocument>['promise']>['getPage']>>['render']>[0];

/**
 * Where the dark ink of a page sits, as fractions of the page's width and height from its top-left corner, as
 * pdfjs draws the page (so /Rotate and image matrices count exactly as a reader shows them).
 */
export async function darkCentroid(bytes: Uint8Array, pageNumber: number): Promise<{ x: number; y: number }> {
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const task = getPdfjsDocument({ data: new Uint8Array(bytes), standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}${path.sep}`, verbosity: 0 });
  try {
    const page = await (await task.promise).getPage(pageNumber);
    const viewport = page.getViewport({ scale: 0.5 });
    const canvas = createWhiteCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: canvas.getContext('2d') as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let sumX = 0;
    let sumY = 0;
    let count = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if ((data[(y * width + x) * 4] ?? 255) < 100) {
          sumX += x;
          sumY += y;
          count++;
        }
      }
    }
    return count ? { x: sumX / count / width, y: sumY / count / height } : { x: NaN, y: NaN };
  } finally {
    await task.destroy();
  }
}

export interface PlacedText {
  text: string;
  /** Left edge and baseline, in points from the page's bottom-left corner. */
  x: number;
  y: number;
  width: number;
  pageWidth: number;
}

/** Every piece of text on every page with where it sits, as pdfjs reads it. */
export async function placedTexts(bytes: Uint8Array): Promise<PlacedText[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: PlacedText[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const [, , pageWidth = 0] = page.view;
    const content = await page.getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, pageWidth }]
          : [],
      ),
    );
  }
  return pages;
}
