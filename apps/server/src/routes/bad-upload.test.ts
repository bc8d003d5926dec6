import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { Zip, ZipDeflate, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_CATEGORIES, UPLOAD_MAX_BYTES } from '@acclaim/domain';
import { documents } from '../db/schema/index';
import { buildSamplePng } from '../services/package/synthetic-files';
import { postDocument, subscribe } from '../test/case-helpers';
import { realDocumentBytes } from '../test/real-documents';
import { oddText } from '../test/json-schema-arbitraries';
import { createTestApp } from '../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const cvPdf = realDocumentBytes('cv/agarwal-amit_cv.pdf');

const t = await createTestApp({ RATE_LIMIT_BILLING: '1000/60' });
await t.startWorker();

/** A new account on a plan without an upload limit, and its case. */
async function newCase(app: TestApp) {
  const person = await app.signUp();
  await subscribe(app, person.token, 'COMPLETE');
  const caseId = (await app.call('GET', '/api/cases/active', { token: person.token })).json.case.id as string;
  return { token: person.token, caseId };
}
const { token, caseId } = await newCase(t);

interface Upload {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

function upload(file: Upload | undefined, fields: Record<string, string> = { category: 'cv' }, app: TestApp = t, owner = { token, caseId }) {
  const sent: Record<string, File> = file ? { file: new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }) } : {};
  return postDocument(app, owner.token, owner.caseId, { ...sent, ...fields });
}

/** The case's documents and the files in its storage folder (temporary files included). */
async function stored(app: TestApp = t, id = caseId) {
  const rows = await app.database.db
    .select({ id: documents.id, storageKey: documents.storageKey })
    .from(documents)
    .where(eq(documents.caseId, id))
    .orderBy(documents.id);
  const folder = path.join(app.deps.env.DATA_DIR, 'uploads', 'cases', id);
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
  return { rows, files };
}

/** Every document has its file and every file is a document's: nothing half-written is left behind. */
async function expectStorageMatchesRows() {
  const { rows, files } = await stored();
  expect(files).toEqual(rows.map((row) => path.basename(row.storageKey)).sort());
}

async function expectServerUp() {
  expect((await t.call('GET', '/api/health')).status).toBe(200);
}

/** A refusal with the product's message, after which the case holds exactly what it held before. */
async function expectRefused(file: Upload | undefined, status: number, message: string | RegExp, fields?: Record<string, string>) {
  const before = await stored();
  const res = await upload(file, fields);
  expect(res.status, res.text).toBe(status);
  expect(res.json).toMatchObject({ success: false, error: { code: expect.any(String) } });
  expect(res.json.message).toMatch(message);
  expect(await stored()).toEqual(before);
  await expectServerUp();
}

async function expectAccepted(file: Upload, fields?: Record<string, string>) {
  const res = await upload(file, fields);
  expect(res.status, res.text).toBe(201);
  await expectStorageMatchesRows();
  await expectServerUp();
  return res.json.document as { id: string; name: string; category: string; mimeType: string };
}

async function finalState(documentId: string): Promise<{ status: string; failureReason: string | null }> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const document = (await t.call('GET', `/api/documents/${documentId}`, { token })).json.document;
    if (document.status === 'extracted' || document.status === 'failed') return document;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('extraction did not finish');
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A DOCX-named ZIP whose document inflates to `megabytes` of spaces from about a thousandth of that. */
function wordZipBomb(megabytes: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const types = new ZipDeflate('[Content_Types].xml');
  zip.add(types);
  types.push(strToU8(CONTENT_TYPES), true);
  const body = new ZipDeflate('word/document.xml', { level: 9 });
  zip.add(body);
  body.push(strToU8('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>'));
  const spaces = new Uint8Array(1024 * 1024).fill(0x20);
  for (let index = 0; index < megabytes; index++) body.push(spaces);
  body.push(strToU8('</w:t></w:r></w:p></w:body></w:document>'), true);
  zip.end();
  return new Uint8Array(Buffer.concat(parts));
}

const hasPdfHeader = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

describe('uploads the product refuses', () => {
  it('refuses random bytes named .pdf with a message naming the file', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 2048 }).filter((bytes) => !hasPdfHeader(bytes)),
        async (bytes) => {
          await expectRefused({ name: 'random.pdf', bytes, type: 'application/pdf' }, 400, /^“random\.pdf”: \S/);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('refuses an empty file, a blank text file and a form without a file', async () => {
    await expectRefused({ name: 'empty.pdf', bytes: new Uint8Array() }, 400, '“empty.pdf”: The file is empty.');
    await expectRefused({ name: 'notes.txt', bytes: strToU8(' \n\t \n') }, 400, '“notes.txt”: The file is empty.');
    await expectRefused(undefined, 400, 'Choose a file to upload (form field “file”).');
    await expectRefused(undefined, 400, 'Choose a file to upload (form field “file”).', { file: 'not a file', category: 'cv' });
    await expectRefused(undefined, 400, 'Choose a file to upload (form field “file”).', {});
  });

  it('refuses a file over 25 MB, whether the body limit or the upload service sees it first', async () => {
    const justOver = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    await expectRefused({ name: 'big.pdf', bytes: justOver }, 413, '“big.pdf” is larger than 25 MB. Split it or compress it and try again.');
    const farOver = new Uint8Array(UPLOAD_MAX_BYTES + 1024 * 1024);
    await expectRefused({ name: 'bigger.pdf', bytes: farOver }, 413, 'The file is larger than 25 MB. Split it or compress it and try again.');
  });

  it('refuses content that breaks the promise of its name, whatever MIME type the browser declared', async () => {
    await expectRefused(
      { name: 'cv.pdf', bytes: strToU8('<!doctype html><p>CV</p>'), type: 'application/pdf' },
      400,
      '“cv.pdf”: This file is named .pdf but its content is not a PDF.',
    );
    await expectRefused(
      { name: 'cv.docx', bytes: strToU8('Plain text pretending to be Word'), type: 'application/msword' },
      400,
      '“cv.docx”: This file is named .docx but its content is not a Word (DOCX) document.',
    );
  });

  it('refuses a ZIP named .docx that holds no Word document', async () => {
    const zip = zipSync({ 'hello.txt': strToU8('hello') });
    await expectRefused({ name: 'cv.docx', bytes: zip }, 400, '“cv.docx”: This file is named .docx but it is not a Word document; it may be damaged.');
  });

  it('refuses a Word ZIP bomb at the door instead of inflating it while reading', async () => {
    const bomb = wordZipBomb(150);
    expect(bomb.byteLength).toBeLessThan(UPLOAD_MAX_BYTES / 50);
    await expectRefused(
      { name: 'bomb.docx', bytes: bomb },
      400,
      '“bomb.docx”: This Word document unpacks to more than 100 MB; it may be damaged. Save it as PDF and upload it again.',
    );
  });
});

describe('uploads accepted by design', () => {
  it('trusts the bytes over the declared MIME type and the extension', async () => {
    const declaredPng = await expectAccepted({ name: 'cv.pdf', bytes: cvPdf, type: 'image/png' });
    expect(declaredPng.mimeType).toBe('application/pdf');
    const namedPng = await expectAccepted({ name: 'scan.png', bytes: cvPdf, type: 'image/png' });
    expect(namedPng).toMatchObject({ name: 'scan.png', mimeType: 'application/pdf' });
    const imageNamedPdf = await expectAccepted({ name: 'award.pdf', bytes: buildSamplePng(40, 20), type: 'application/pdf' });
    expect(imageNamedPdf).toMatchObject({ name: 'award.pdf', mimeType: 'image/png' });
  });

  it('stores odd but harmless file names sanitized', async () => {
    const cases: [string, string][] = [
      ['../../etc/passwd.pdf', '....etcpasswd.pdf'],
      ['..\\..\\windows\\win.ini.pdf', '....windowswin.ini.pdf'],
      ['a\u0000b.pdf', 'ab.pdf'],
      ['invoice\u202Egnp.pdf', 'invoicegnp.pdf'],
      ['\u2067cv\u2069.pdf', 'cv.pdf'],
      [`${'x'.repeat(496)}.pdf`, 'x'.repeat(200)],
      ['   ', 'document'],
      ['Łódź résumé – שלום.pdf', 'Łódź résumé – שלום.pdf'],
    ];
    for (const [name, storedName] of cases) expect((await expectAccepted({ name, bytes: cvPdf })).name).toBe(storedName);
  });

  it('stores any file name and category without control, separator or bidi override characters', async () => {
    await fc.assert(
      fc.asyncProperty(oddText(0, 60), oddText(0, 20), async (name, category) => {
        const document = await expectAccepted({ name: `${name}.txt`, bytes: strToU8('The Society awards the prize.') }, { category });
        expect(document.name).not.toMatch(/[\u0000-\u001f\u007f/\\\u202a-\u202e\u2066-\u2069]/); // eslint-disable-line no-control-regex -- the point of the check
        expect(document.name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        expect(document.name.length).toBeLessThanOrEqual(200);
        expect(document.name.endsWith('.txt')).toBe(true);
        expect(DOCUMENT_CATEGORIES).toContain(document.category);
      }),
      { numRuns: 15 },
    );
  });
});

describe('damaged files found out by reading them', () => {
  const READ_FAILURES = [
    'The PDF could not be read; it may be damaged.',
    'The PDF could not be read: it has no pages.',
    'The Word document could not be read; it may be damaged.',
  ];

  it('marks a PDF header followed by garbage as failed, with the reason', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 16, maxLength: 4096 }), async (garbage) => {
        const document = await expectAccepted({ name: 'garbage.pdf', bytes: new Uint8Array([...strToU8('%PDF-1.7\n'), ...garbage]) });
        expect(await finalState(document.id)).toMatchObject({ status: 'failed', failureReason: READ_FAILURES[0] });
      }),
      { numRuns: 5 },
    );
  });

  it('reads what survives of a truncated PDF, or marks it failed with the reason', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 16, max: cvPdf.byteLength - 1 }), async (length) => {
        const document = await expectAccepted({ name: 'truncated.pdf', bytes: cvPdf.subarray(0, length) });
        const state = await finalState(document.id);
        if (state.status === 'failed') expect(READ_FAILURES).toContain(state.failureReason);
      }),
      { numRuns: 5 },
    );
  });

  it('marks a Word file with a broken document part as failed, with the reason', async () => {
    const broken = zipSync({ '[Content_Types].xml': strToU8(CONTENT_TYPES), 'word/document.xml': strToU8('<w:document><<not xml') });
    const document = await expectAccepted({ name: 'broken.docx', bytes: broken });
    expect(await finalState(document.id)).toMatchObject({ status: 'failed', failureReason: READ_FAILURES[2] });
  });

  it('keeps the worker reading good files after the damaged ones', async () => {
    const document = await expectAccepted(
      { name: 'award.txt', bytes: strToU8('The Society awards the 2022 Young Investigator Prize.') },
      { category: 'award' },
    );
    expect(await finalState(document.id)).toMatchObject({ status: 'extracted' });
  });
});

describe('an upload whose extraction cannot be queued', () => {
  it('answers with an error and keeps neither the row nor the file', async () => {
    // Without started workers the job queue has no tables, as when the queue is down.
    const idle = await createTestApp();
    const owner = await newCase(idle);
    const res = await upload({ name: 'cv.pdf', bytes: cvPdf }, { category: 'cv' }, idle, owner);
    expect(res.status).toBe(500);
    expect(res.json.message).toBe('Something went wrong on our side. Please try again.');
    expect(await stored(idle, owner.caseId)).toEqual({ rows: [], files: [] });
  });
});
