import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { addEvidence, download, signUpWithCase, waitForLetter } from '../../test/case-helpers';
import { createFirmCase, FIRM, FIRM_ADDRESS_LINE } from '../../test/firm-helpers';
import { ACTA_MATERIALIA_REVIEWS, actaMaterialiaArticle, makeEb1aCase, uploadPrizeAnnouncement, YOUNG_INVESTIGATOR_PRIZE } from '../../test/sample-evidence';
import { createTestApp } from '../../test/test-app';
import { readZipEntries } from '../../services/letters/render/test-letters';

const t = await createTestApp({ RATE_LIMIT_LETTER: '1000/3600' });
await t.startWorker();

/**
 * "Acclaim" as the product names itself in its exports (the cover's "ACCLAIM", "Acclaim · …" footers, "Acclaim's
 * rule-based engine", "Acclaim is not a law firm", "drafted with Acclaim"), not the legal word: an EB-1A filing
 * argues "sustained national or international acclaim", which stays whoever prints it.
 */
const brandMentions = (text: string) =>
  text.match(/ACCLAIM|Acclaim(?:'s|’s)? (?:rule-based|is |does |drafts)|(?:with|by|from) Acclaim\b|Acclaim ·|· Acclaim/g) ?? [];

/**
 * An EB-1A case with an award, a review record and publications, and the first draft of its letter, written at
 * the request of `writerToken` (on a firm's case, the firm's attorney: the client reads the letter, the firm drafts it).
 */
async function draftedLetter(token: string, caseId: string, beneficiary: string, writerToken = token) {
  await makeEb1aCase(t, token, caseId);
  const award = await uploadPrizeAnnouncement(t, token, caseId, beneficiary);
  await addEvidence(t, token, caseId, {
    ...YOUNG_INVESTIGATOR_PRIZE,
    title: 'Young Investigator Prize, European Materials Research Society',
    documentId: award.id,
  });
  await addEvidence(t, token, caseId, { ...ACTA_MATERIALIA_REVIEWS, documentId: award.id });
  await addEvidence(t, token, caseId, { ...actaMaterialiaArticle('Grain boundaries in high-entropy alloys', 2021), documentId: award.id });
  const started = await t.call('POST', `/api/cases/${caseId}/letters`, { token: writerToken, body: {} });
  expect(started.status, started.text).toBe(202);
  const letter = await waitForLetter(t, writerToken, started.json.letter.id);
  expect(letter.status).toBe('completed');
  return letter;
}

async function pdfText(bytes: Uint8Array, pages?: number) {
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: false });
  return text
    .slice(0, pages ?? text.length)
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** The images a PDF embeds, with their pixel size. */
function imagesOf(pdf: PDFDocument) {
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => (object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null))
    .filter((dict): dict is PDFDict => dict?.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map((dict) => ({ width: Number(dict.get(PDFName.of('Width'))?.toString()), height: Number(dict.get(PDFName.of('Height'))?.toString()) }));
}

/** Everything a DOCX holds as text: the body, headers, footers and the document properties. */
function docxParts(bytes: Uint8Array) {
  const parts = readZipEntries(bytes);
  const all = [...parts]
    .filter(([name]) => name.endsWith('.xml'))
    .map(([, xml]) => xml)
    .join('\n');
  return { document: parts.get('word/document.xml') ?? '', core: parts.get('docProps/core.xml') ?? '', all, names: [...parts.keys()] };
}

describe('petition letter exports on a firm’s case', () => {
  it('print the firm’s letterhead and logo, name the firm as author, and keep Acclaim’s name where white label is off', async () => {
    const { attorney, client, caseId } = await createFirmCase(t, { clientName: 'Amara Okafor', logo: [240, 80] });
    const letter = await draftedLetter(client.token, caseId, 'Amara Okafor', attorney.token);

    const docx = await download(t, attorney.token, `/api/letters/${letter.id}/export?format=docx`, { expectStatus: 200 });
    const { document, core, names } = docxParts(docx.bytes);
    expect(document).toContain(FIRM.name);
    expect(document).toContain(FIRM_ADDRESS_LINE);
    expect(document).toContain(`${FIRM.phone} · ${FIRM.email} · ${FIRM.website}`);
    // The letterhead comes before the title: the firm's name opens the document.
    expect(document.indexOf(FIRM.name)).toBeLessThan(document.indexOf(letter.title!.split(' ').slice(0, 3).join(' ')));
    // The name in the firm's colour, the logo embedded at 0.6 inch high (548,640 EMU) in its proportions (3:1).
    expect(document).toMatch(/<w:color w:val="0F766E"\/>/);
    expect(names.some((name) => /^word\/media\/.+\.png$/.test(name))).toBe(true);
    expect(document).toMatch(/<wp:extent cx="1645920" cy="548640"\/>/);
    expect(core).toContain(`<dc:creator>${FIRM.name}</dc:creator>`);
    // The disclaimer stays, and stays true under a law firm's name.
    expect(core).toMatch(
      /prepared by Harbor Immigration LLP; drafted with Acclaim for review by the firm(?:'|&apos;)s attorneys \(Acclaim(?:'|&apos;)s drafts are not legal advice\)/,
    );
    expect(core).not.toMatch(/not a law firm/i);
    expect(docx.disposition).toContain('acclaim-petition-letter-eb1a-amara-okafor-v1.docx');

    const pdfBytes = (await download(t, attorney.token, `/api/letters/${letter.id}/export?format=pdf`, { expectStatus: 200 })).bytes;
    const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
    expect(pdf.getAuthor()).toBe(FIRM.name);
    expect(pdf.getCreator()).toBe('Acclaim');
    expect(pdf.getSubject()).toMatch(/prepared by Harbor Immigration LLP/);
    expect(imagesOf(pdf)).toContainEqual({ width: 240, height: 80 });
    const firstPage = await pdfText(pdfBytes, 1);
    expect(firstPage).toContain(FIRM.name);
    expect(firstPage).toContain(FIRM_ADDRESS_LINE);
    expect(firstPage.indexOf(FIRM.name)).toBeLessThan(firstPage.indexOf('Contents'));

    // The client, in the portal, downloads the same letterhead.
    expect(docxParts((await download(t, client.token, `/api/letters/${letter.id}/export?format=docx`, { expectStatus: 200 })).bytes).document).toContain(
      FIRM.name,
    );
  });

  it('under white label, name the firm wherever the files would name Acclaim', async () => {
    const { attorney, client, caseId } = await createFirmCase(t, { clientName: 'Kenji Tanaka', hideAcclaimBranding: true });
    const letter = await draftedLetter(client.token, caseId, 'Kenji Tanaka', attorney.token);

    const docx = await download(t, attorney.token, `/api/letters/${letter.id}/export?format=docx`, { expectStatus: 200 });
    const { document, core, all } = docxParts(docx.bytes);
    expect(document).toContain(FIRM.name);
    expect(document).toContain(FIRM_ADDRESS_LINE);
    expect(brandMentions(all)).toEqual([]);
    expect(core).toContain(`<dc:creator>${FIRM.name}</dc:creator>`);
    expect(core).toContain(`<cp:lastModifiedBy>${FIRM.name}</cp:lastModifiedBy>`);
    expect(core).toMatch(/not legal advice/);
    expect(docx.disposition).toContain('filename="petition-letter-eb1a-kenji-tanaka-v1.docx"');

    const pdfFile = await download(t, attorney.token, `/api/letters/${letter.id}/export?format=pdf`, { expectStatus: 200 });
    const pdf = await PDFDocument.load(pdfFile.bytes, { updateMetadata: false });
    expect([pdf.getAuthor(), pdf.getCreator(), pdf.getProducer()]).toEqual([FIRM.name, FIRM.name, FIRM.name]);
    expect(pdf.getSubject()).toMatch(/not legal advice/);
    expect(brandMentions(pdf.getSubject() ?? '')).toEqual([]);
    const text = await pdfText(pdfFile.bytes);
    expect(text).toContain(FIRM.name);
    expect(brandMentions(text)).toEqual([]);
    expect(pdfFile.disposition).not.toMatch(/acclaim/i);
  });

  it('leave a self-petitioner’s letter as it was: no letterhead, Acclaim as creator, the applicant as author', async () => {
    const { caseId, ...person } = await signUpWithCase(t, { name: 'Lena Vogt' });
    const letter = await draftedLetter(person.token, caseId, 'Lena Vogt');

    const docx = await download(t, person.token, `/api/letters/${letter.id}/export?format=docx`, { expectStatus: 200 });
    const { document, core, names } = docxParts(docx.bytes);
    expect(document).not.toContain(FIRM.name);
    expect(names.some((name) => name.startsWith('word/media/'))).toBe(false);
    expect(core).toContain('<dc:creator>Acclaim</dc:creator>');
    expect(core).not.toContain('lastModifiedBy>Acclaim');
    expect(core).toContain('EB-1A petition letter for Lena Vogt, drafted with Acclaim; not legal advice');
    expect(brandMentions(core)).toEqual(['with Acclaim', 'with Acclaim']);
    expect(docx.disposition).toContain('acclaim-petition-letter-eb1a-lena-vogt-v1.docx');

    const pdfBytes = (await download(t, person.token, `/api/letters/${letter.id}/export?format=pdf`, { expectStatus: 200 })).bytes;
    const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
    expect([pdf.getAuthor(), pdf.getCreator(), pdf.getProducer()]).toEqual(['Lena Vogt', 'Acclaim', 'Acclaim']);
    expect(pdf.getSubject()).toBe('EB-1A petition letter for Lena Vogt, drafted with Acclaim; not legal advice');
    expect(imagesOf(pdf)).toEqual([]);
    const firstPage = await pdfText(pdfBytes, 1);
    expect(firstPage).not.toContain(FIRM.name);
    expect(firstPage).toContain(letter.title!.split(' ').slice(0, 2).join(' '));
  });
});

describe('the eligibility report on a firm’s case', () => {
  async function assessed(token: string, caseId: string) {
    await makeEb1aCase(t, token, caseId);
    await addEvidence(t, token, caseId, { ...ACTA_MATERIALIA_REVIEWS, title: 'Reviewer, Acta Materialia' });
    const started = await t.call('POST', `/api/cases/${caseId}/assessments`, { token });
    expect(started.status, started.text).toBe(202);
    for (let i = 0; i < 200; i++) {
      const res = await t.call('GET', `/api/assessments/${started.json.assessment.id}`, { token });
      if (res.json.assessment.status === 'completed') return res.json.assessment.id as string;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error('the assessment did not finish');
  }

  it('wears the firm’s letterhead, says the software’s assessment is not legal advice without calling the firm no law firm, and hides Acclaim under white label', async () => {
    const { attorney, client, caseId } = await createFirmCase(t, { clientName: 'Priya Raman', hideAcclaimBranding: true });
    const id = await assessed(client.token, caseId);
    const report = await download(t, attorney.token, `/api/assessments/${id}/report.pdf`, { expectStatus: 200 });
    const pdf = await PDFDocument.load(report.bytes, { updateMetadata: false });
    expect([pdf.getAuthor(), pdf.getCreator(), pdf.getProducer()]).toEqual([FIRM.name, FIRM.name, FIRM.name]);
    const text = await pdfText(report.bytes);
    expect(text).toContain(FIRM.name);
    expect(text).toContain(FIRM_ADDRESS_LINE);
    expect(text).toContain('not legal advice');
    expect(text).not.toMatch(/not a law firm/i);
    expect(brandMentions(text), text.match(/.{60}\bacclaim\b.{60}/gi)?.join('\n')).toEqual([]);
    expect(report.disposition).toMatch(/filename="eligibility-assessment-priya-raman-/);

    // A self-petitioner's report still says what Acclaim is not.
    const { caseId: ownCase, ...person } = await signUpWithCase(t, { name: 'Tomas Berg' });
    const own = await download(t, person.token, `/api/assessments/${await assessed(person.token, ownCase)}/report.pdf`, { expectStatus: 200 });
    const ownText = await pdfText(own.bytes);
    expect(ownText).toMatch(/Not legal advice · Not a law firm/);
    // The same check finds Acclaim's name where it belongs.
    expect(brandMentions(ownText).length).toBeGreaterThan(0);
    expect((await PDFDocument.load(own.bytes, { updateMetadata: false })).getAuthor()).toBe('Acclaim');
  });
});
