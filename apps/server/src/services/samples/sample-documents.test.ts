import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { createOfflineExtractor } from '../extraction/evidence/offline-extractor';
import { extractText } from '../extraction/text/index';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();

describe('sample documents download', () => {
  it('is a public ZIP of documents that Acclaim reads as evidence', async () => {
    const res = await t.app.request('/api/samples/download/test-documents');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="acclaim-sample-documents.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'acclaim-sample-documents/01 Priya Raman - CV.pdf',
      'acclaim-sample-documents/02 ISMB 2021 Best Paper Award letter.docx',
      'acclaim-sample-documents/03 Invitation to review - Nature Methods.txt',
      'acclaim-sample-documents/04 STAT News article.txt',
      'acclaim-sample-documents/README.txt',
    ]);
    expect(strFromU8(files['acclaim-sample-documents/README.txt']!)).toContain('fictional');

    const extractor = createOfflineExtractor();
    const cv = await extractText(files['acclaim-sample-documents/01 Priya Raman - CV.pdf']!, 'application/pdf');
    const fromCv = await extractor.extract({ pages: cv.pages, category: 'cv', fileName: '01 Priya Raman - CV.pdf', applicantName: 'Priya Raman' });
    const publications = fromCv.filter((draft) => draft.type === 'publication');
    expect(publications.length).toBeGreaterThanOrEqual(6);
    expect(publications.map((draft) => draft.title)).toContain('scDrift: detecting drug-resistant subclones in single-cell RNA-seq');
    expect(fromCv.some((draft) => draft.type === 'award')).toBe(true);

    const letter = await extractText(
      files['acclaim-sample-documents/02 ISMB 2021 Best Paper Award letter.docx']!,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(letter.pages.join('\n')).toContain('selected 2 for the award');
  });
});
