import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_PAGES, OCR_MAX_PAGES_PER_DOCUMENT } from '@acclaim/domain';
import { documents } from '../../db/schema/index';
import { postDocument, subscribe } from '../../test/case-helpers';
import { createTestApp } from '../../test/test-app';
import { runDocumentExtraction } from './extract-document-job';
import { extractText } from './text/extract-text';
import { createOcrSession, type OcrSession } from './text/ocr';
import { readPdf } from './text/read-pdf';

// The queue takes jobs but is never worked here: each test runs the extraction it needs itself, with its limits.
const t = await createTestApp({ RATE_LIMIT_BILLING: '1000/60' });
await t.deps.jobs.start();
const person = await t.signUp({ name: 'Pia Pages' });
await subscribe(t, person.token, 'COMPLETE');
const caseId = (await t.call('GET', '/api/cases/active', { token: person.token })).json.case.id as string;

/**
 * A PDF of blank pages, as small as such a file gets: the cheapest way to ask for a lot of reading. Every blank page
 * goes to OCR; `points` makes them tiny where only the number of pages read matters, so rendering them is quick.
 */
async function blankPdf(pageCount: number, points: [number, number] = [612, 792]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pageCount; page++) pdf.addPage(points);
  return pdf.save();
}
const TINY: [number, number] = [36, 36];

function upload(name: string, bytes: Uint8Array) {
  const file = new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
  return postDocument(t, person.token, caseId, { file, category: 'publication' });
}

/** The case's document rows and the files in its storage folder. */
async function stored() {
  const rows = await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.caseId, caseId));
  const folder = path.join(t.deps.env.DATA_DIR, 'uploads', 'cases', caseId);
  return { rows: rows.length, files: fs.existsSync(folder) ? fs.readdirSync(folder).length : 0 };
}

const documentRow = async (id: string) => (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0]!;

/** An OCR session that counts the pages it is asked to read, around the real one or one that reads nothing. */
function countingOcr(inner: OcrSession) {
  const counted = { calls: 0 };
  const session: OcrSession = {
    warmUp: () => inner.warmUp(),
    recognize: (image, onProgress) => {
      counted.calls++;
      return inner.recognize(image, onProgress);
    },
    close: () => inner.close(),
  };
  return { session, counted };
}

describe('page cap at upload', () => {
  it('refuses a PDF with more pages than the cap, with the count and what to do, and stores nothing', async () => {
    const tooLong = await blankPdf(DOCUMENT_MAX_PAGES + 1);
    expect(tooLong.byteLength).toBeLessThan(100_000); // small files can ask for a lot of work
    const before = await stored();

    const res = await upload('thesis.pdf', tooLong);
    expect(res.status, res.text).toBe(400);
    expect(res.json.message).toBe(
      `“thesis.pdf”: This PDF has 301 pages; documents can have at most ${DOCUMENT_MAX_PAGES}. Split it and upload the parts you need.`,
    );
    expect(await stored()).toEqual(before);
  });

  it('writes large page counts with thousands separators', async () => {
    const res = await upload('scan.pdf', await blankPdf(1204));
    expect(res.json.message).toContain('This PDF has 1,204 pages; documents can have at most 300.');
  });

  it('accepts a PDF of exactly the cap', async () => {
    const res = await upload('book.pdf', await blankPdf(DOCUMENT_MAX_PAGES));
    expect(res.status, res.text).toBe(201);
    expect(res.json.document).toMatchObject({ name: 'book.pdf', status: 'uploaded' });
  });

  it('refuses to read a stored PDF over the cap (uploaded before the cap existed) with the same message', async () => {
    // Refused before any page is read; the signal only keeps a reader without the cap from reading 301 pages.
    await expect(extractText(await blankPdf(DOCUMENT_MAX_PAGES + 1), 'application/pdf', { signal: AbortSignal.timeout(5_000) })).rejects.toThrow(
      `This PDF has 301 pages; documents can have at most ${DOCUMENT_MAX_PAGES}. Split it and upload the parts you need.`,
    );
  });
});

describe('OCR cap', () => {
  it('reads at most the OCR limit of scanned pages and reports the rest as unread', async () => {
    const { session, counted } = countingOcr(createOcrSession());
    try {
      const result = await readPdf(await blankPdf(5, TINY), { ocr: session, ocrPageLimit: 2 });
      expect(counted.calls).toBe(2);
      expect(result.ocrPageCount).toBe(2);
      expect(result.unreadScannedPages).toEqual([3, 4, 5]);
      expect(result.pages).toHaveLength(5); // every page keeps its place, read or not
    } finally {
      await session.close();
    }
  });

  it(`reads at most ${OCR_MAX_PAGES_PER_DOCUMENT} scanned pages by default`, async () => {
    const nothingRead: OcrSession = { warmUp: () => undefined, recognize: async () => '', close: async () => undefined };
    const { session, counted } = countingOcr(nothingRead);
    const result = await readPdf(await blankPdf(OCR_MAX_PAGES_PER_DOCUMENT + 4, TINY), { ocr: session });
    expect(counted.calls).toBe(OCR_MAX_PAGES_PER_DOCUMENT);
    expect(result.unreadScannedPages).toEqual([51, 52, 53, 54]);
  });

  it('finishes the document and notes on it which scanned pages were not read', async () => {
    const res = await upload('scanned-article.pdf', await blankPdf(4, TINY));
    expect(res.status, res.text).toBe(201);
    await runDocumentExtraction(t.deps, res.json.document.id, { isLast: false }, { ocrPageLimit: 1 });

    const row = await documentRow(res.json.document.id);
    expect(row).toMatchObject({ status: 'extracted', pageCount: 4 });
    expect(row.failureReason).toBe(
      'Only the first scanned page was read; 3 more scanned pages from page 2 on were not. Upload the pages you need as a separate file.',
    );
    const shown = await t.call('GET', `/api/documents/${row.id}`, { token: person.token });
    expect(shown.json.document.failureReason).toContain('were not');
  });
});

describe('time limit', () => {
  it('stops a document that reads past its time limit and fails it with a clear message, without a retry', async () => {
    const res = await upload('slow.pdf', await blankPdf(6));
    expect(res.status, res.text).toBe(201);
    // Not the last attempt: any other failure would be thrown back to the queue for a retry.
    await expect(runDocumentExtraction(t.deps, res.json.document.id, { isLast: false }, { timeLimitMs: 50 })).resolves.toBeUndefined();

    const row = await documentRow(res.json.document.id);
    expect(row.status).toBe('failed');
    expect(row.failureReason).toMatch(/^Reading this document took too long, so it was stopped\./);
    const shown = await t.call('GET', `/api/documents/${row.id}`, { token: person.token });
    expect(shown.json.document).toMatchObject({ status: 'failed', failureReason: row.failureReason });
  });

  it('stops when the queue gives up on the job (its signal aborts)', async () => {
    const res = await upload('given-up.pdf', await blankPdf(6));
    const queue = new AbortController();
    queue.abort(new DOMException('expired', 'TimeoutError'));
    await runDocumentExtraction(t.deps, res.json.document.id, { isLast: false }, { signal: queue.signal });
    expect(await documentRow(res.json.document.id)).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/^Reading this document took too long/),
    });
  });
});
