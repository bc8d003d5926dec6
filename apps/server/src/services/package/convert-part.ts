import { PDFDocument } from 'pdf-lib';
import { isDocumentReadError } from '../extraction/text/document-read-error';
import { detectFileKind } from './detect-file-kind';
import { renderPlaceholderPage } from './generated-pages';
import { appendImagePage } from './image-page';
import { appendPdf } from './import-pdf';
import { PackageFileError } from './package-file-error';
import type { PackageFile, PartSource } from './package-types';
import { convertDocx, convertPlainText } from './text-pages';

export interface ConvertedPart {
  source: PartSource;
  /** What the user should know about the conversion: why the file was left out, or what it lost. */
  problem: { message: string; outcome: 'omitted' | 'degraded' } | null;
}

/** Copies every page of a PDF the assembler generated (pdfmake), which already has US Letter pages and margins. */
export async function appendGeneratedPdf(out: PDFDocument, bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = await out.copyPages(doc, doc.getPageIndices());
  for (const page of pages) out.addPage(page);
  return pages.length;
}

const MAX_DETAIL_LENGTH = 160;

function userMessage(error: unknown): string {
  if (error instanceof PackageFileError || isDocumentReadError(error)) return error.message;
  const detail = error instanceof Error ? error.message.slice(0, MAX_DETAIL_LENGTH) : String(error);
  return `The file could not be converted (${detail}).`;
}

async function loadBytes(file: PackageFile): Promise<Uint8Array> {
  try {
    return typeof file.bytes === 'function' ? await file.bytes() : file.bytes;
  } catch (cause) {
    throw new PackageFileError('The file could not be loaded from storage.', { cause });
  }
}

async function appendFile(out: PDFDocument, file: PackageFile, reserveBatesStrip: boolean): Promise<ConvertedPart> {
  const bytes = await loadBytes(file);
  if (!bytes.length) throw new PackageFileError('The file is empty.');
  const kind = detectFileKind(bytes, file.mimeType);
  switch (kind) {
    case 'pdf': {
      const { degradedBecause } = await appendPdf(out, bytes, { reserveBatesStrip });
      return degradedBecause ? { source: 'pdf-as-images', problem: { message: degradedBecause, outcome: 'degraded' } } : { source: 'pdf', problem: null };
    }
    case 'png':
    case 'jpeg':
      await appendImagePage(out, bytes, kind);
      return { source: 'image', problem: null };
    case 'docx': {
      const { pdf, omittedImages } = await convertDocx(bytes, file.name);
      await appendGeneratedPdf(out, pdf);
      const problem = omittedImages
        ? {
            message: `The Word document contains ${omittedImages} ${omittedImages === 1 ? 'picture' : 'pictures'}, which the text conversion leaves out. Save it as PDF and upload that to keep them.`,
            outcome: 'degraded' as const,
          }
        : null;
      return { source: 'docx', problem };
    }
    case 'text':
      await appendGeneratedPdf(out, await convertPlainText(bytes, file.name));
      return { source: 'text', problem: null };
    case 'unsupported':
      throw new PackageFileError(`Files of type "${file.mimeType || 'unknown'}" cannot be converted. Upload a PDF, Word (DOCX), PNG, JPEG or text file.`);
  }
}

/**
 * Appends a part's file as pages. Any failure leaves a one-page placeholder instead, naming the file and the
 * reason, so one bad file never stops the package; pages half-added before the failure are removed first.
 */
export async function appendPart(
  out: PDFDocument,
  file: PackageFile,
  { heading, reserveBatesStrip }: { heading: string; reserveBatesStrip: boolean },
): Promise<ConvertedPart> {
  const firstNewPage = out.getPageCount();
  try {
    return await appendFile(out, file, reserveBatesStrip);
  } catch (error) {
    for (let index = out.getPageCount() - 1; index >= firstNewPage; index--) out.removePage(index);
    const message = userMessage(error);
    await appendGeneratedPdf(out, await renderPlaceholderPage({ heading, fileName: file.name, reason: message }));
    return { source: 'placeholder', problem: { message, outcome: 'omitted' } };
  }
}
