import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';
import { postDocument, signUpWithCase, waitForExtraction } from '../../test/case-helpers';
import { realDocumentBytes } from '../../test/real-documents';

const t = await createTestApp();
await t.startWorker();

function upload(token: string, caseId: string, file: { name: string; bytes: Uint8Array | Buffer; type?: string }, category?: string) {
  const sent = new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' });
  return postDocument(t, token, caseId, category ? { file: sent, category } : { file: sent });
}

async function newCase() {
  return signUpWithCase(t);
}

const cv = () => ({ name: 'agarwal-amit_cv.pdf', bytes: realDocumentBytes('cv/agarwal-amit_cv.pdf') });

describe('documents', () => {
  it('stores an upload, extracts evidence in the background and counts toward progress', async () => {
    const person = await newCase();
    const res = await upload(person.token, person.caseId, cv());
    expect(res.status).toBe(201);
    expect(res.json.document).toMatchObject({
      name: 'agarwal-amit_cv.pdf',
      category: 'cv',
      exhibitLabel: 'A-1',
      mimeType: 'application/pdf',
      status: 'uploaded',
    });

    await waitForExtraction(t, person.token, person.caseId);
    const done = (await t.call('GET', `/api/documents/${res.json.document.id}`, { token: person.token })).json.document;
    expect(done).toMatchObject({ status: 'extracted', pageCount: 2 });
    expect(done.evidenceCount).toBeGreaterThan(0);
    const evidence = await t.call('GET', `/api/cases/${person.caseId}/evidence?status=suggested`, { token: person.token });
    expect(evidence.json.evidence.length).toBe(done.evidenceCount);
    expect(evidence.json.evidence.every((item: { documentId: string }) => item.documentId === done.id)).toBe(true);
    // The list counts each document's evidence too (in the same statement that reads the list).
    const list = await t.call('GET', `/api/cases/${person.caseId}/documents`, { token: person.token });
    expect(list.json.documents.map((d: { id: string; evidenceCount: number }) => [d.id, d.evidenceCount])).toEqual([[done.id, done.evidenceCount]]);

    const processing = await t.call('GET', `/api/cases/${person.caseId}/processing?type=extraction`, { token: person.token });
    expect(processing.json.processing[0]).toMatchObject({
      type: 'extraction',
      isActive: false,
      progress: 100,
      petitionId: person.caseId,
      category: 'documents',
    });
    expect(processing.json.processing[0].details.lastUpdated).toBeTruthy();

    const progress = await t.call('GET', `/api/cases/${person.caseId}/progress`, { token: person.token });
    expect(progress.json.progress).toMatchObject({ documents: 10, overall: 3 });
  });

  it('keeps accepted and edited evidence when extraction runs again', async () => {
    const person = await newCase();
    const doc = (await upload(person.token, person.caseId, cv())).json.document;
    await waitForExtraction(t, person.token, person.caseId);
    const [first, second] = (await t.call('GET', `/api/cases/${person.caseId}/evidence`, { token: person.token })).json.evidence;
    await t.call('PATCH', `/api/evidence/${first.id}`, { token: person.token, body: { status: 'accepted' } });
    await t.call('PATCH', `/api/evidence/${second.id}`, { token: person.token, body: { title: 'My own wording' } });

    expect((await t.call('POST', `/api/documents/${doc.id}/extract`, { token: person.token })).status).toBe(202);
    await waitForExtraction(t, person.token, person.caseId);
    const after = (await t.call('GET', `/api/cases/${person.caseId}/evidence`, { token: person.token })).json.evidence;
    expect(after.find((item: { id: string }) => item.id === first.id)).toMatchObject({ status: 'accepted' });
    expect(after.find((item: { id: string }) => item.id === second.id)).toMatchObject({ title: 'My own wording', isEdited: true });
    expect(after.filter((item: { title: string }) => item.title === first.title)).toHaveLength(1);
  });

  it('serves the file only to its owner, as an attachment with safe headers', async () => {
    const owner = await newCase();
    const other = await newCase();
    const doc = (await upload(owner.token, owner.caseId, cv())).json.document;
    const file = await t.app.request(`/api/documents/${doc.id}/file`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''agarwal-amit_cv.pdf");
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await file.arrayBuffer()).equals(cv().bytes)).toBe(true);
    const inline = await t.app.request(`/api/documents/${doc.id}/file?inline=1`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(inline.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(inline.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/documents/${doc.id}`],
      ['GET', `/api/documents/${doc.id}/file`],
      ['PATCH', `/api/documents/${doc.id}`, { name: 'taken.pdf' }],
      ['POST', `/api/documents/${doc.id}/extract`],
      ['DELETE', `/api/documents/${doc.id}`],
    ];
    for (const [method, route, body] of attempts) {
      expect([method, route, (await t.call(method, route, { token: other.token, body })).status]).toEqual([method, route, 404]);
      expect([method, route, (await t.call(method, route, { body })).status]).toEqual([method, route, 401]);
    }
    const upload404 = await upload(other.token, owner.caseId, cv());
    expect(upload404.status).toBe(404);
  });

  it('checks the type from the content and explains a refusal, storing nothing', async () => {
    const person = await newCase();
    const zip = await upload(person.token, person.caseId, { name: 'cv.pdf', bytes: Buffer.from('PK\u0003\u0004not really a zip but zip magic') });
    expect(zip.status).toBe(400);
    expect(zip.json.message).toMatch(/^“cv\.pdf”: /);
    const empty = await upload(person.token, person.caseId, { name: 'empty.txt', bytes: new Uint8Array() });
    expect(empty.status).toBe(400);
    expect((await t.call('GET', `/api/cases/${person.caseId}/documents`, { token: person.token })).json.documents).toHaveLength(0);
    const missing = await t.app.request(`/api/cases/${person.caseId}/documents`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${person.token}`, origin: TEST_ORIGIN },
    });
    expect(missing.status).toBe(400);
  });

  it('holds the Free Trial to five uploads with an upgrade message', async () => {
    const person = await newCase();
    for (let i = 1; i <= 5; i++) {
      expect((await upload(person.token, person.caseId, { name: `note-${i}.txt`, bytes: Buffer.from(`Award ${i}: Best paper award, 2020`) })).status).toBe(201);
    }
    const sixth = await upload(person.token, person.caseId, { name: 'note-6.txt', bytes: Buffer.from('one more') });
    expect(sixth.status).toBe(403);
    expect(sixth.json.message).toMatch(/You have uploaded 5 documents\. The Free Trial plan allows this much; upgrade on the Billing page/);
  });

  it('renames, relabels and deletes a document; accepted evidence stays without the link', async () => {
    const person = await newCase();
    const doc = (await upload(person.token, person.caseId, cv())).json.document;
    await waitForExtraction(t, person.token, person.caseId);
    const renamed = await t.call('PATCH', `/api/documents/${doc.id}`, {
      token: person.token,
      body: { name: 'Curriculum vitae (2024).pdf', exhibitLabel: 'Ex. 7' },
    });
    expect(renamed.json.document).toMatchObject({ name: 'Curriculum vitae (2024).pdf', exhibitLabel: 'Ex. 7' });
    // A label the user wrote stays when the category changes; an assigned one follows it.
    expect((await t.call('PATCH', `/api/documents/${doc.id}`, { token: person.token, body: { category: 'award' } })).json.document.exhibitLabel).toBe('Ex. 7');
    await t.call('PATCH', `/api/documents/${doc.id}`, { token: person.token, body: { category: 'cv', exhibitLabel: 'A-1' } });
    expect((await t.call('PATCH', `/api/documents/${doc.id}`, { token: person.token, body: { category: 'media' } })).json.document.exhibitLabel).toBe('E-1');
    const items = (await t.call('GET', `/api/cases/${person.caseId}/evidence`, { token: person.token })).json.evidence;
    await t.call('PATCH', `/api/evidence/${items[0].id}`, { token: person.token, body: { status: 'accepted' } });

    expect((await t.call('DELETE', `/api/documents/${doc.id}`, { token: person.token })).status).toBe(200);
    const left = (await t.call('GET', `/api/cases/${person.caseId}/evidence`, { token: person.token })).json.evidence;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: items[0].id, status: 'accepted', documentId: null });
  });

  it('cleans a new name exactly as an upload’s: no bidi overrides, control characters or path separators', async () => {
    const person = await newCase();
    const tricky: [string, string][] = [
      ['\u202Etxt.exe', 'txt.exe'],
      ['../../etc/passwd.txt', '....etcpasswd.txt'],
      ['tab\there\u0007\u001b.txt', 'tabhere.txt'],
      ['\u2066ev\u2069il\\x.txt', 'evilx.txt'],
      ['\u0001\u0002', 'document'],
    ];
    const doc = (await upload(person.token, person.caseId, { name: 'plain.txt', bytes: Buffer.from('Award: Best paper, 2021') })).json.document;
    for (const [name, cleaned] of tricky) {
      const renamed = await t.call('PATCH', `/api/documents/${doc.id}`, { token: person.token, body: { name } });
      expect(renamed.status, renamed.text).toBe(200);
      expect(renamed.json.document.name).toBe(cleaned);
    }
    // The same name through an upload comes out the same.
    const uploaded = await upload(person.token, person.caseId, { name: '\u202E../txt.exe', bytes: Buffer.from('Award: Best talk, 2022') });
    const renamed = await t.call('PATCH', `/api/documents/${doc.id}`, { token: person.token, body: { name: '\u202E../txt.exe' } });
    expect(uploaded.json.document.name).toBe('..txt.exe');
    expect(renamed.json.document.name).toBe(uploaded.json.document.name);
  });
});

describe('evidence', () => {
  it('adds by hand as accepted, merges duplicates and refuses strangers', async () => {
    const owner = await newCase();
    const other = await newCase();
    const add = (title: string, status?: string) =>
      t.call('POST', `/api/cases/${owner.caseId}/evidence`, {
        token: owner.token,
        body: { type: 'award', title, date: '2021', ...(status ? { status } : {}) },
      });
    const a = (await add('NSF CAREER Award')).json.evidence;
    const b = (await add('NSF Career award', 'suggested')).json.evidence;
    expect(a).toMatchObject({ status: 'accepted', confidence: 1, verification: 'unverified' });
    expect(b.status).toBe('suggested');

    const merged = await t.call('POST', `/api/cases/${owner.caseId}/evidence/merge`, { token: owner.token, body: { keepId: a.id, mergeIds: [b.id] } });
    expect(merged.json.evidence).toMatchObject({ id: a.id, status: 'accepted' });
    expect((await t.call('GET', `/api/cases/${owner.caseId}/evidence`, { token: owner.token })).json.evidence).toHaveLength(1);

    for (const [method, route, body] of [
      ['PATCH', `/api/evidence/${a.id}`, { status: 'rejected' }],
      ['DELETE', `/api/evidence/${a.id}`],
    ] as [string, string, unknown?][]) {
      expect((await t.call(method, route, { token: other.token, body })).status).toBe(404);
    }
    const foreignMerge = await t.call('POST', `/api/cases/${other.caseId}/evidence/merge`, { token: other.token, body: { keepId: a.id, mergeIds: [a.id] } });
    expect(foreignMerge.status).toBe(400);
    const bad = await t.call('PATCH', `/api/evidence/${a.id}`, { token: owner.token, body: { date: 'last spring' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Use a date like 2021, 2021-05 or 2021-05-14.');
  });
});
