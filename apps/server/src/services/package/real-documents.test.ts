import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assemblePackage } from './assemble-package';
import { pageTexts } from './inspect-pdf';
import type { AssembledPackage, PackagePart } from './package-types';
import { DOCX_MIME, PDF_MIME } from './synthetic-files';
import { REAL_DOCUMENTS_DIR, realDocumentBytes } from '../../test/real-documents';

const documents = readdirSync(REAL_DOCUMENTS_DIR, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.(pdf|docx)$/.test(name))
  .sort();

const withoutBates = (text: string) => text.replace(/\s*ACCLAIM \d{6}$/, '');
const letters = (text: string) => text.replace(/\s+/g, '');

describe('assemblePackage on the sample documents (CVs, biosketches, award letters, press, a petition)', () => {
  let result: AssembledPackage;
  let texts: string[];
  const originals = new Map<string, Uint8Array>();

  beforeAll(async () => {
    const parts: PackagePart[] = documents.map((name, index) => {
      const bytes = realDocumentBytes(name);
      originals.set(name, bytes);
      return {
        kind: 'exhibit',
        title: path.basename(name),
        exhibitLabel: `R-${index + 1}`,
        criterion: path.dirname(name),
        file: { name, mimeType: name.endsWith('.pdf') ? PDF_MIME : DOCX_MIME, bytes },
      };
    });
    result = await assemblePackage({ caseTitle: 'Samples', applicantName: 'Sample', petitionType: 'EB1A', batesPrefix: 'ACCLAIM', parts });
    texts = await pageTexts(result.pdf);
  }, 120_000);

  it('includes every document, none left out', () => {
    expect(documents.length).toBeGreaterThanOrEqual(10);
    expect(result.manifest.problems.filter((problem) => problem.outcome === 'omitted')).toEqual([]);
  });

  it('keeps every page of every PDF, with the same text as the original', async () => {
    for (const part of result.manifest.parts.filter((item) => item.fileName?.endsWith('.pdf'))) {
      const original = await pageTexts(originals.get(part.fileName!)!);
      const assembled = texts.slice(part.tabPage!, part.startPage - 1 + part.pageCount).map(withoutBates);
      expect(assembled.length, part.fileName!).toBe(original.length);
      // Compared without spaces: pdfjs may break a line differently once the page is a form XObject.
      expect(assembled.map(letters), part.fileName!).toEqual(original.map(letters));
    }
  });

  it('converts the Word documents to text pages with their words', async () => {
    for (const part of result.manifest.parts.filter((item) => item.fileName?.endsWith('.docx'))) {
      expect(part.source).toBe('docx');
      const converted = texts.slice(part.tabPage!, part.startPage - 1 + part.pageCount).join(' ');
      expect(converted).toContain(`converted from a Word document`);
      expect(converted.length, part.fileName!).toBeGreaterThan(500);
    }
  });
});
