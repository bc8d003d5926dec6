import mammoth from 'mammoth';
import { DocumentReadError } from './document-read-error';

/** The parts of mammoth's document model we read (see mammoth's lib/documents.js). */
interface DocxElement {
  type: string;
  children?: DocxElement[];
  value?: string;
  breakType?: 'line' | 'page' | 'column';
  checked?: boolean;
  noteType?: string;
  noteId?: string;
  body?: DocxElement[];
}

interface DocxDocument extends DocxElement {
  notes?: { resolve(reference: DocxElement): DocxElement | null };
}

const PAGE_BREAK = '\f';

/**
 * Plain text of mammoth's document model. Unlike mammoth's own `extractRawText`, it keeps line breaks
 * inside a paragraph (addresses, dates), marks page breaks, puts table cells of a row on one line and
 * appends footnotes and endnotes.
 */
function documentToText(document: DocxDocument): string {
  const noteReferences: DocxElement[] = [];
  const toText = (element: DocxElement): string => {
    switch (element.type) {
      case 'text':
        return element.value ?? '';
      case 'tab':
        return '\t';
      case 'break':
        return element.breakType === 'page' ? PAGE_BREAK : '\n';
      case 'checkbox':
        return element.checked ? '☒ ' : '☐ ';
      case 'noteReference':
        noteReferences.push(element);
        return '';
      case 'paragraph':
        return `${childrenText(element)}\n`;
      case 'tableRow':
        return `${(element.children ?? []).map((cell) => childrenText(cell).trim()).join('\t')}\n`;
      case 'table':
        return `${childrenText(element)}\n`;
      default:
        return childrenText(element);
    }
  };
  const childrenText = (element: DocxElement) => (element.children ?? []).map(toText).join('');

  const body = childrenText(document);
  const notes = noteReferences
    .map((reference) => document.notes?.resolve(reference))
    .map((note) => (note?.body ?? []).map(toText).join('').trim())
    .filter(Boolean);
  return notes.length ? `${body}\n${notes.join('\n')}\n` : body;
}

/** The text of a DOCX, split into pages where the author put explicit page breaks. */
export async function readDocx(bytes: Uint8Array): Promise<string[]> {
  let text = '';
  try {
    await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        // We only want the document model; emptying it spares mammoth the HTML and the images.
        transformDocument: (document: DocxDocument) => {
          text = documentToText(document);
          return { ...document, children: [] };
        },
      },
    );
  } catch (error) {
    throw new DocumentReadError('The Word document could not be read; it may be damaged.', { cause: error });
  }
  const pages = text.split(PAGE_BREAK);
  // A break at the very end (or two in a row) would leave an empty page behind.
  const nonEmpty = pages.filter((page) => page.trim() !== '');
  return nonEmpty.length ? nonEmpty : [''];
}
