import { afterAll, describe, expect, it } from 'vitest';
import { buildPdf, buildZip, drawTextImage, readPdfPageText, renderPdfPage, wordRecall } from './__fixtures__/build-test-files';
import { realDocumentBytes } from '../../../test/real-documents';
import { DocumentReadError } from './document-read-error';
import { extractText, type ExtractTextOptions } from './extract-text';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const OCR_TIMEOUT = 120_000;

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

/** Extraction times, printed once at the end so a slow change shows up in the test log. */
const timings: string[] = [];
afterAll(() => {
  if (timings.length) console.info(`extraction times:\n${timings.join('\n')}`);
});

async function timedExtract(label: string, bytes: Uint8Array, mimeType: Parameters<typeof extractText>[1], options?: ExtractTextOptions) {
  const started = performance.now();
  const result = await extractText(bytes, mimeType, options);
  timings.push(`  ${label}: ${Math.round(performance.now() - started)} ms (${result.method}, ${result.pageCount} pages)`);
  return result;
}

/** Records progress and checks that it only moves forward and stays within 0-1. */
function progressRecorder() {
  const reports: Array<{ fraction: number; step: string }> = [];
  return {
    reports,
    onProgress: (fraction: number, step: string) => reports.push({ fraction, step }),
    expectMonotonicToOne() {
      const fractions = reports.map((report) => report.fraction);
      expect(fractions.length).toBeGreaterThan(0);
      fractions.forEach((fraction, index) => {
        expect(fraction).toBeGreaterThanOrEqual(index ? (fractions[index - 1] ?? 0) : 0);
        expect(fraction).toBeLessThanOrEqual(1);
      });
      expect(fractions.at(-1)).toBe(1);
    },
  };
}

const expectReadError = async (promise: Promise<unknown>, message: string | RegExp) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentReadError);
  expect((error as Error).message).toMatch(message);
};

describe('extractText', () => {
  describe('PDF with a text layer', () => {
    it('reads the Boettiger CV page by page', async () => {
      const progress = progressRecorder();
      const result = await timedExtract('cv/boettiger-carl_cv_2024.pdf', realDocumentBytes('cv/boettiger-carl_cv_2024.pdf'), 'application/pdf', {
        onProgress: progress.onProgress,
      });
      expect(result.method).toBe('pdf-text');
      expect(result.pageCount).toBe(10);
      expect(result.pages).toHaveLength(10);
      expect(result.pages[0]).toContain('Carl Boettiger');
      expect(result.pages[0]).toContain('0000-0002-1642-628X');
      const text = result.pages.join('\n');
      expect(text).toContain('doi:10.1016/j.tpb.2009.10.003');
      expect(text).toContain('doi:10.1111/j.1558-5646.2011.01574.x');
      expect(text.match(/\b10\.\d{4,9}\/\S+/g)?.length ?? 0).toBeGreaterThan(40);
      // Lines are kept for the evidence extractor; spacing is normalized.
      expect(result.pages[0]?.split('\n').length).toBeGreaterThan(20);
      expect(text).not.toMatch(/ {2}|\t| \n|\n /);
      progress.expectMonotonicToOne();
      expect(progress.reports.some((report) => report.step === 'Reading the text: 5 of 10 pages read')).toBe(true);
    });

    it('reads the same CV from PDF and DOCX alike', async () => {
      const fromPdf = await timedExtract('cv/anderson-brian_cv.pdf', realDocumentBytes('cv/anderson-brian_cv.pdf'), 'application/pdf');
      const fromDocx = await extractText(realDocumentBytes('cv/anderson-brian_cv.docx'), DOCX);
      expect(fromPdf.method).toBe('pdf-text');
      expect(fromPdf.pageCount).toBe(11);
      expect(wordRecall(fromDocx.pages.join('\n'), fromPdf.pages.join('\n'))).toBeGreaterThan(0.95);
    });

    it.each([
      ['cv/agarwal-amit_cv.pdf', 2, ['AMIT AGARWAL', 'Oracle', 'NeurIPS']],
      ['cv/awesome-cv_example_cv.pdf', 5, ['Claud D. Park\nDevOps Engineer', 'Honors & Awards']],
      ['biosketch/brokamp-cole_nih-biosketch.pdf', 4, ['BIOGRAPHICAL SKETCH', 'Brokamp']],
      ['petition/solovyev-andrey_eb1a-petition-example.pdf', 35, ['Dr. John Doe', 'Pursuant to 8 CFR, Section 204.5(h)(1)']],
    ])('reads %s (%i pages)', async (file, pageCount, phrases) => {
      const result = await timedExtract(file, realDocumentBytes(file), 'application/pdf');
      expect(result.method).toBe('pdf-text');
      expect(result.pageCount).toBe(pageCount);
      const text = result.pages.join('\n');
      for (const phrase of phrases) expect(text).toContain(phrase);
    });

    it('drops icon-font glyphs that have no text meaning', async () => {
      const result = await extractText(realDocumentBytes('cv/boettiger-carl_cv_2024.pdf'), 'application/pdf');
      // eslint-disable-next-line no-control-regex
      expect(result.pages.join('')).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\uE000-\uF8FF]/);
    });
  });

  describe('scanned PDF (OCR)', () => {
    it(
      'reads the Abzooba Victor Award letter, which has no text layer',
      async () => {
        const progress = progressRecorder();
        const result = await timedExtract(
          'awards/…victor-award_2017.pdf',
          realDocumentBytes('awards/agarwal-amit_award-letter_abzooba-victor-award_2017.pdf'),
          'application/pdf',
          { onProgress: progress.onProgress },
        );
        expect(result.method).toBe('pdf-ocr');
        expect(result.pageCount).toBe(1);
        const text = result.pages[0]?.toLowerCase() ?? '';
        expect(text).toContain('abzooba victor award');
        expect(text).toContain('amit agarwal');
        expect(text).toContain('top five performers');
        expect(text).toContain('april 27');
        progress.expectMonotonicToOne();
        expect(progress.reports.some((report) => report.step.includes('(OCR)'))).toBe(true);
      },
      OCR_TIMEOUT,
    );

    it(
      'reads the Abzoobian of the Month award letter, which has no text layer',
      async () => {
        const result = await timedExtract(
          'awards/…abzoobian-of-the-month_2018.pdf',
          realDocumentBytes('awards/agarwal-amit_award-letter_abzoobian-of-the-month_2018.pdf'),
          'application/pdf',
        );
        expect(result.method).toBe('pdf-ocr');
        const text = result.pages[0]?.toLowerCase() ?? '';
        expect(text).toContain('abzoobian of the month');
        expect(text).toContain('25000');
        expect(text).toContain('valuable contributions');
      },
      OCR_TIMEOUT,
    );

    it(
      'reads text pages from the text layer and only the scanned page by OCR, in page order',
      async () => {
        const scan = await renderPdfPage(
          buildPdf([{ lines: ['Certificate of Excellence', 'Awarded to Dr. Jane Roe', 'for outstanding research'] }]),
          1,
          150,
          'jpeg',
        );
        const pdf = buildPdf([
          { lines: ['Exhibit 12: award certificate', 'The certificate follows on the next page.'] },
          { jpeg: scan, width: 1275, height: 1650 },
          { lines: ['Exhibit 13: press coverage'] },
        ]);
        const result = await timedExtract('built PDF, 3 pages, 1 scanned', pdf, 'application/pdf');
        expect(result.method).toBe('pdf-ocr');
        expect(result.pageCount).toBe(3);
        expect(result.pages[0]).toBe('Exhibit 12: award certificate\nThe certificate follows on the next page.');
        expect(result.pages[1]).toMatch(/Certificate of Excellence/i);
        expect(result.pages[1]).toMatch(/Jane Roe/);
        expect(result.pages[2]).toBe('Exhibit 13: press coverage');
      },
      OCR_TIMEOUT,
    );
  });

  describe('images (OCR)', () => {
    it(
      'reads a PNG screenshot of a biosketch page about as well as its text layer',
      async () => {
        const pdf = realDocumentBytes('biosketch/brokamp-cole_nih-biosketch.pdf');
        const png = await renderPdfPage(pdf, 1, 100, 'png');
        const result = await timedExtract('PNG of brokamp biosketch p.1 at 100 DPI', png, 'image/png');
        expect(result.method).toBe('image-ocr');
        expect(result.pageCount).toBe(1);
        expect(result.pages[0]).toContain('Brokamp');
        expect(wordRecall(await readPdfPageText(pdf, 1), result.pages[0] ?? '')).toBeGreaterThan(0.9);
      },
      OCR_TIMEOUT,
    );

    it(
      'reads a JPEG photo-like rendering of a CV page',
      async () => {
        const pdf = realDocumentBytes('cv/boettiger-carl_cv_2024.pdf');
        const jpeg = await renderPdfPage(pdf, 1, 150, 'jpeg');
        const result = await timedExtract('JPEG of boettiger CV p.1 at 150 DPI', jpeg, 'image/jpeg');
        expect(result.method).toBe('image-ocr');
        expect(result.pages[0]).toContain('Carl Boettiger');
        expect(result.pages[0]).toContain('1642-628X');
        expect(wordRecall(await readPdfPageText(pdf, 1), result.pages[0] ?? '')).toBeGreaterThan(0.9);
      },
      OCR_TIMEOUT,
    );

    it(
      'reads dark text on a transparent PNG',
      async () => {
        const png = drawTextImage(['Outstanding Reviewer Award 2023', 'Journal of Applied Ecology'], { transparent: true });
        const result = await timedExtract('transparent PNG, 2 lines', png, 'image/png');
        expect(result.pages[0]).toMatch(/Outstanding Reviewer Award 2023/);
        expect(result.pages[0]).toMatch(/Journal of Applied Ecology/);
      },
      OCR_TIMEOUT,
    );
  });

  describe('Word documents', () => {
    it('reads the Anderson CV with its section headings on their own lines', async () => {
      const result = await timedExtract('cv/anderson-brian_cv.docx', realDocumentBytes('cv/anderson-brian_cv.docx'), DOCX);
      expect(result.method).toBe('docx');
      expect(result.pageCount).toBe(1);
      const lines = result.pages[0]?.split('\n') ?? [];
      for (const heading of ['Education', 'Grants and Fellowships', 'Professional Service Activities', 'Honors and Awards', 'Invited Talks', 'Publications']) {
        expect(lines).toContain(heading);
      }
      expect(result.pages[0]).toContain('Brian Mark Anderson, PhD, DABR');
      expect(result.pages[0]).toContain('DicomRTTool');
    });

    it('reads an NIH biosketch', async () => {
      const result = await timedExtract(
        'biosketch/howard-waylon_nih-biosketch_2025.docx',
        realDocumentBytes('biosketch/howard-waylon_nih-biosketch_2025.docx'),
        DOCX,
      );
      expect(result.pages[0]).toContain('A. Personal Statement');
      expect(result.pages[0]).toContain('Positions and Scientific Appointments');
    });

    it('keeps line breaks inside paragraphs, splits pages at page breaks and puts table rows on one line', async () => {
      const body = [
        '<w:p><w:r><w:t>Jane Roe</w:t><w:br/><w:t>Berkeley, CA</w:t></w:r></w:p>',
        '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>2019</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>NSF CAREER Award</w:t></w:r></w:p></w:tc></w:tr></w:tbl>',
        '<w:p><w:r><w:t xml:space="preserve">Reviewer  for   Nature</w:t><w:footnoteReference w:id="1"/></w:r></w:p>',
        '<w:p><w:r><w:br w:type="page"/></w:r></w:p>',
        '<w:p><w:r><w:t>Publications</w:t></w:r></w:p>',
      ].join('');
      const docx = buildZip({
        '[Content_Types].xml':
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/></Types>',
        '_rels/.rels':
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
        'word/_rels/document.xml.rels':
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/></Relationships>',
        'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
        'word/footnotes.xml':
          '<?xml version="1.0" encoding="UTF-8"?><w:footnotes xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:footnote w:id="1"><w:p><w:r><w:t>Since 2015.</w:t></w:r></w:p></w:footnote></w:footnotes>',
      });
      const result = await extractText(docx, DOCX);
      expect(result).toEqual({
        method: 'docx',
        pageCount: 2,
        pages: ['Jane Roe\nBerkeley, CA\n2019 NSF CAREER Award\n\nReviewer for Nature', 'Publications\n\nSince 2015.'],
        unreadScannedPages: [],
      });
    });
  });

  describe('text and Markdown', () => {
    it('reads the Alperin Markdown CV', async () => {
      const result = await timedExtract('cv/alperin-juan-pablo_cv.md', realDocumentBytes('cv/alperin-juan-pablo_cv.md'), 'text/markdown');
      expect(result.method).toBe('plain');
      expect(result.pageCount).toBe(1);
      expect(result.pages[0]).toContain('10.7717/peerj.4375');
      expect(result.pages[0]).toContain('Simon Fraser University');
    });

    it('strips a BOM, normalizes to NFC and collapses spaces but keeps lines', async () => {
      const decomposed = 'Jose\u0301 Nu\u0301n\u0303ez';
      const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(`${decomposed}\r\n\r\n\r\n\r\nAward:\t\t NSF   CAREER  \r\nLine\u00a0two`)]);
      const result = await extractText(bytes, 'text/plain');
      expect(result).toEqual({ method: 'plain', pageCount: 1, pages: ['José Núñez\n\nAward: NSF CAREER\nLine two'], unreadScannedPages: [] });
      expect(result.pages[0]?.startsWith('\uFEFF')).toBe(false);
    });
  });

  describe('unreadable files', () => {
    it('explains a password-protected PDF', async () => {
      const pdf = buildPdf([{ lines: ['Confidential'] }], { encryptedWithUnknownPassword: true });
      await expectReadError(extractText(pdf, 'application/pdf'), 'This PDF is password-protected. Remove the password and upload it again.');
    });

    it('explains a damaged PDF', async () => {
      await expectReadError(extractText(utf8('%PDF-1.7\nthis is not really a PDF\n%%EOF'), 'application/pdf'), 'The PDF could not be read; it may be damaged.');
      await expectReadError(extractText(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]), 'application/pdf'), /could not be read/);
      const truncated = realDocumentBytes('cv/boettiger-carl_cv_2024.pdf');
      await expectReadError(
        extractText(truncated.subarray(0, Math.floor(truncated.length * 0.6)), 'application/pdf'),
        'The PDF could not be read; it may be damaged.',
      );
    });

    it('explains a damaged Word document', async () => {
      await expectReadError(extractText(buildZip({ 'word/readme.txt': 'nothing here' }), DOCX), 'The Word document could not be read; it may be damaged.');
      await expectReadError(extractText(utf8('not a zip'), DOCX), 'The Word document could not be read; it may be damaged.');
    });

    it('explains a damaged image', async () => {
      const png = drawTextImage(['Award']);
      await expectReadError(extractText(png.subarray(0, 64), 'image/png'), 'The image could not be read; it may be damaged.');
      await expectReadError(extractText(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg'), 'The image could not be read; it may be damaged.');
    });

    it('refuses an image too large to decode safely, before decoding it', async () => {
      const png = Buffer.from(drawTextImage(['Award']));
      png.writeUInt32BE(40_000, 16);
      png.writeUInt32BE(40_000, 20);
      await expectReadError(extractText(new Uint8Array(png), 'image/png'), /too large/);
    });

    it('explains text that is not UTF-8, and an empty file', async () => {
      await expectReadError(extractText(new Uint8Array([0x43, 0x61, 0x66, 0xe9]), 'text/plain'), /not UTF-8/);
      await expectReadError(extractText(new Uint8Array(), 'application/pdf'), 'The file is empty.');
    });
  });

  describe('cancellation', () => {
    it('does not start when the signal is already aborted', async () => {
      const controller = new AbortController();
      controller.abort(new Error('cancelled by user'));
      await expect(extractText(realDocumentBytes('cv/boettiger-carl_cv_2024.pdf'), 'application/pdf', { signal: controller.signal })).rejects.toThrow(
        'cancelled by user',
      );
    });

    it(
      'stops during OCR when aborted',
      async () => {
        const controller = new AbortController();
        const started = performance.now();
        const extraction = extractText(realDocumentBytes('awards/agarwal-amit_award-letter_abzooba-victor-award_2017.pdf'), 'application/pdf', {
          signal: controller.signal,
          onProgress: (_fraction, step) => {
            if (step.includes('(OCR)')) controller.abort(new Error('cancelled by user'));
          },
        });
        await expect(extraction).rejects.toThrow('cancelled by user');
        expect(performance.now() - started).toBeLessThan(15_000);
      },
      OCR_TIMEOUT,
    );
  });
});
