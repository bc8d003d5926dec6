import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { addEvidence, download, signUpWithCase, subscribe, uploadText, waitForPackage } from '../../test/case-helpers';
import { createFirmCase, FIRM, FIRM_ADDRESS_LINE } from '../../test/firm-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
await t.startWorker();

/**
 * "Acclaim" as the product names itself in its exports (the cover's "ACCLAIM", "Acclaim · …" footers, "Acclaim's
 * rule-based engine", "Acclaim is not a law firm", "drafted with Acclaim"), not the legal word: an EB-1A filing
 * argues "sustained national or international acclaim", which stays whoever prints it.
 */
const brandMentions = (text: string) =>
  text.match(/ACCLAIM|Acclaim(?:'s|’s)? (?:rule-based|is |does |drafts)|(?:with|by|from) Acclaim\b|Acclaim ·|· Acclaim/g) ?? [];

const pageTexts = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false })).text.map((page) => page.replace(/\s+/g, ' '));

/** The client's EB-1A case with two exhibits, assembled by the firm's attorney. */
async function assembledFirmPackage(options: Parameters<typeof createFirmCase>[1]) {
  const setup = await createFirmCase(t, options);
  const { client, attorney, caseId } = setup;
  const saved = await t.call('PATCH', `/api/cases/${caseId}`, {
    token: client.token,
    body: { petitionType: 'EB1A', fieldOfEndeavor: 'Battery materials chemistry' },
  });
  expect(saved.status, saved.text).toBe(200);
  const award = await uploadText(t, client.token, caseId, 'award.txt', `The Society awards the 2022 Young Author Prize to ${options.clientName}.`, 'award');
  await uploadText(t, client.token, caseId, 'passport.txt', 'Passport, identity page.', 'identity');
  await addEvidence(t, client.token, caseId, {
    type: 'award',
    title: 'Young Author Prize',
    date: '2022-05',
    details: { issuer: 'Electrochemical Society', scope: 'international' },
    documentId: award.id,
  });

  // The attorney assembles it, on the firm's plan.
  const queued = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: attorney.token });
  expect(queued.status, queued.text).toBe(202);
  const pkg = await waitForPackage(t, attorney.token, caseId);
  expect(pkg.status, pkg.error ?? '').toBe('completed');
  const pdf = await download(t, attorney.token, `/api/cases/${caseId}/filing/package/${pkg.id}/download?format=pdf`, { expectStatus: 200 });
  return { ...setup, pkg, pdf, pages: await pageTexts(pdf.bytes) };
}

describe('the filing package of a firm’s case', () => {
  it('puts the transmittal letter on the firm’s letterhead, signed by the attorney of record as counsel, with a G-28 worksheet among the forms', async () => {
    const { pkg, pdf, pages, client, caseId } = await assembledFirmPackage({ clientName: 'Amara Okafor', attorneyName: 'Dana Whitfield', logo: [200, 100] });

    const transmittal = pages[pkg.parts.find((p) => p.kind === 'transmittal')!.startPage - 1]!;
    expect(transmittal).toContain(FIRM.name);
    expect(transmittal).toContain(FIRM_ADDRESS_LINE);
    expect(transmittal).toContain('On behalf of the petitioner, Amara Okafor, I submit the enclosed Form I-140');
    expect(transmittal).toMatch(
      /Signature of counsel for the petitioner Dana Whitfield Counsel for the Petitioner Bar number MA-684201, Supreme Judicial Court of Massachusetts/,
    );
    expect(transmittal).toContain('Form G-28 worksheet');

    // The G-28 worksheet is part of the forms, with the firm's data; the package is filed under the client's name.
    const forms = pkg.parts.filter((p) => p.kind === 'forms');
    expect(forms.map((p) => p.title)).toContain('Form G-28 worksheet (answers to copy onto the official form)');
    const g28 = forms.find((p) => p.title.startsWith('Form G-28'))!;
    const g28Text = pages.slice(g28.startPage - 1, g28.startPage - 1 + g28.pageCount).join(' ');
    expect(g28Text).toContain('Form G-28 worksheet');
    expect(g28Text).toContain('MA-684201');
    expect(g28Text).toContain('120 Main Street');
    expect(g28Text).toContain('Part 3. Client: the petitioner');
    expect(g28Text).toContain('Amara Okafor');
    expect(pkg.bates!.first).toBe('OKAFOR 000001');
    expect(pdf.disposition).toMatch(/filename="filing-package-amara-okafor-/);

    // The firm is the author; white label is off, so Acclaim stays the software.
    const opened = await PDFDocument.load(pdf.bytes, { updateMetadata: false });
    expect([opened.getAuthor(), opened.getCreator()]).toEqual([FIRM.name, 'Acclaim']);
    // The worksheets say the software is Acclaim, for the firm's attorneys to review: the check below finds it.
    expect(brandMentions(pages.join(' ')).length).toBeGreaterThan(0);
    expect(g28Text).toMatch(/prepared with Acclaim for review by Harbor Immigration LLP's attorneys/);

    // The client sees the same package in the portal.
    expect((await download(t, client.token, `/api/cases/${caseId}/filing/package/${pkg.id}/download?format=pdf`, { expectStatus: 200 })).bytes.byteLength).toBe(
      pdf.bytes.byteLength,
    );
  });

  it('names the firm wherever the package would name Acclaim under white label, in the combined PDF and every file of the ZIP', async () => {
    const { pkg, pdf, pages, attorney, caseId } = await assembledFirmPackage({
      clientName: 'Kenji Tanaka',
      hideAcclaimBranding: true,
      barNumber: null,
      licensingAuthority: 'State Bar of California',
    });

    const opened = await PDFDocument.load(pdf.bytes, { updateMetadata: false });
    expect([opened.getAuthor(), opened.getCreator(), opened.getProducer()]).toEqual([FIRM.name, FIRM.name, FIRM.name]);
    expect(brandMentions(pages.join(' '))).toEqual([]);
    // Without a bar number, the signature gives what the Members page has.
    expect(pages[0]).toMatch(/Counsel for the Petitioner Admitted by State Bar of California/);
    // The G-28 worksheet flags the missing bar number, with where to add it.
    expect(pages.join(' ')).toContain('Add the bar number on the Members page.');

    const zip = unzipSync(
      (await download(t, attorney.token, `/api/cases/${caseId}/filing/package/${pkg.id}/download?format=zip`, { expectStatus: 200 })).bytes,
    );
    for (const [name, bytes] of Object.entries(zip)) {
      expect(name).not.toMatch(/acclaim/i);
      const part = await PDFDocument.load(bytes, { updateMetadata: false });
      expect([part.getCreator(), part.getProducer()]).toEqual([FIRM.name, FIRM.name]);
      expect(part.getAuthor()).toBe(FIRM.name);
    }
  });

  it('leaves a self-petitioner’s package without a letterhead or a G-28, signed by the petitioner', async () => {
    const { caseId, ...person } = await signUpWithCase(t, { name: 'Lena Vogt' });
    await subscribe(t, person.token, 'COMPLETE');
    await t.call('PATCH', `/api/cases/${caseId}`, { token: person.token, body: { petitionType: 'EB1A' } });
    await uploadText(t, person.token, caseId, 'award.txt', 'The Society awards the 2022 Young Author Prize to Lena Vogt.', 'award');
    expect((await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: person.token })).status).toBe(202);
    const pkg = await waitForPackage(t, person.token, caseId);
    expect(pkg.status, pkg.error ?? '').toBe('completed');
    const pdf = await download(t, person.token, `/api/cases/${caseId}/filing/package/${pkg.id}/download?format=pdf`, { expectStatus: 200 });
    const pages = await pageTexts(pdf.bytes);
    expect(pages[0]).toContain('on my own behalf');
    expect(pages[0]).toContain('Signature of petitioner');
    expect(pages[0]).not.toContain('Counsel');
    expect(pkg.parts.map((p) => p.title)).not.toContain('Form G-28 worksheet (answers to copy onto the official form)');
    const opened = await PDFDocument.load(pdf.bytes, { updateMetadata: false });
    expect([opened.getAuthor(), opened.getCreator(), opened.getProducer()]).toEqual(['Lena Vogt', 'Acclaim', 'Acclaim']);
    const zip = unzipSync((await download(t, person.token, `/api/cases/${caseId}/filing/package/${pkg.id}/download?format=zip`, { expectStatus: 200 })).bytes);
    const part = await PDFDocument.load(Object.values(zip)[1]!, { updateMetadata: false });
    expect([part.getAuthor(), part.getCreator()]).toEqual([undefined, 'Acclaim']);
  });
});
