import { zipSync, type Zippable } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import type { PackagePartKind } from './package-types';

export const FOLDERS: Record<PackagePartKind, string> = {
  transmittal: '01-transmittal/',
  forms: '02-forms/',
  'petition-letter': '03-petition-letter/',
  'recommendation-letter': '04-recommendation-letters/',
  exhibit: '05-exhibits/',
};

/** Who a part's own file says made it: the combined PDF's author and software (a firm's name under white label). */
export interface PartMetadata {
  author?: string;
  software: string;
}

/**
 * A part's own PDF: its pages copied out of the combined document, Bates numbers included, so a page cited by
 * number is the same page in either file.
 */
export async function extractPartPdf(
  combined: PDFDocument,
  pageIndices: readonly number[],
  title: string,
  metadata: PartMetadata = { software: 'Acclaim' },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  if (metadata.author) doc.setAuthor(metadata.author);
  doc.setCreator(metadata.software);
  doc.setProducer(metadata.software);
  const pages = await doc.copyPages(combined, [...pageIndices]);
  for (const page of pages) doc.addPage(page);
  return doc.save();
}

/** PDFs are compressed inside already; storing them keeps the ZIP step to a copy. */
export function zipFiles(files: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [path, bytes] of files) entries[path] = [bytes, { level: 0 }];
  return zipSync(entries);
}
