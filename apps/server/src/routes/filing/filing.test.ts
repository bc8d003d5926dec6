import path from 'node:path';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { ZFilingChecklistResponse, ZFilingPackageResponse, type TChecklistItem } from '@acclaim/contracts';
import {
  addEvidence,
  download,
  signUpWithCase,
  subscribe,
  uploadDocument,
  uploadText,
  waitForExtraction,
  waitForLetter,
  waitForPackage,
} from '../../test/case-helpers';
import { realDocumentBytes } from '../../test/real-documents';
import { EMPLOYER_RECOMMENDER, INDEPENDENT_RECOMMENDER, POWER_SOURCES_REVIEWS } from '../../test/sample-evidence';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
// Uploads queue extraction, and the letter and the package are jobs.
await t.startWorker();

const NAME = 'Lena Vogt';

const FRENCH_ARTICLE =
  "Lena Vogt, chimiste à Berlin, a reçu le prix du jeune auteur de la Société d'électrochimie pour ses travaux sur les électrolytes solides. Ses recherches sur les batteries sans dendrites ont été saluées par de nombreux spécialistes en Europe et aux États-Unis, qui voient dans ces résultats une avancée importante pour le stockage de l'énergie et pour les véhicules électriques de demain.";
const TRANSLATION =
  'Certified translation. Lena Vogt, a chemist in Berlin, received the Young Author Prize of the Electrochemical Society for her work on solid electrolytes. Her research on dendrite-free batteries has been praised by many specialists in Europe and the United States, who see in these results an important advance for energy storage and for the electric vehicles of tomorrow. I certify that I am competent to translate from French into English and that this translation is complete and accurate.';

function uploadFile(token: string, caseId: string, file: string, category: string) {
  return uploadDocument(t, token, caseId, new File([realDocumentBytes(file)], path.basename(file), { type: 'application/pdf' }), category);
}

async function checklist(token: string, caseId: string) {
  const res = await t.call('GET', `/api/cases/${caseId}/filing/checklist`, { token });
  expect(res.status, res.text).toBe(200);
  return ZFilingChecklistResponse.parse(res.json).checklist;
}
const itemOf = (items: TChecklistItem[], id: string) => items.find((i) => i.id === id)!;

/** A Complete-plan EB-1A case: a real award letter (PDF), a French press article with its linked translation, a passport copy, evidence, a letter and a recommendation letter. */
async function filingCase() {
  const { caseId, ...person } = await signUpWithCase(t, { name: NAME });
  await subscribe(t, person.token, 'COMPLETE');
  const saved = await t.call('PATCH', `/api/cases/${caseId}`, {
    token: person.token,
    body: { petitionType: 'EB1A', fieldOfEndeavor: 'Battery materials chemistry' },
  });
  expect(saved.status, saved.text).toBe(200);
  const award = await uploadFile(person.token, caseId, 'awards/agarwal-amit_award-letter_abzooba-victor-award_2017.pdf', 'award');
  const press = await uploadText(t, person.token, caseId, 'le-monde-article.txt', FRENCH_ARTICLE, 'media');
  const translation = await uploadText(t, person.token, caseId, 'le-monde-article-english.txt', TRANSLATION, 'translation');
  const passport = await uploadText(t, person.token, caseId, 'passport.txt', 'Passport of Lena Vogt, identity page.', 'identity');
  const review = await uploadText(
    t,
    person.token,
    caseId,
    'reviews.txt',
    'Reviewer records, Journal of Power Sources: 18 manuscripts reviewed from 2021 to 2024.',
    'judging',
  );
  await waitForExtraction(t, person.token, caseId);
  // The real award letter names Amit Agarwal, not Lena Vogt, so it is flagged (routes/identity/identity.test.ts); this
  // case confirms it belongs, as a user would, to file it as an exhibit.
  const confirmed = await t.call('POST', `/api/documents/${award.id}/identity-confirmation`, {
    token: person.token,
    body: { reason: 'Awarded to the team she led.' },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  await addEvidence(t, person.token, caseId, {
    type: 'award',
    title: 'Victor Award',
    description: 'Given each year to one researcher.',
    date: '2017-05',
    details: { issuer: 'Abzooba', scope: 'national', winners: 1 },
    documentId: award.id,
  });
  await addEvidence(t, person.token, caseId, {
    type: 'media_coverage',
    title: 'Le Monde: profile of Lena Vogt',
    date: '2023-02',
    details: { outlet: 'Le Monde', aboutApplicant: true },
    documentId: press.id,
  });
  await addEvidence(t, person.token, caseId, { ...POWER_SOURCES_REVIEWS, description: 'Reviewed 18 manuscripts.', documentId: review.id });
  return { ...person, caseId, award, press, translation, passport, review };
}

describe('filing checklist and package', () => {
  it('tracks what the filing needs, links a translation to its original, and ticks what only the user can see', async () => {
    const { token, caseId, press, translation, award } = await filingCase();
    let list = await checklist(token, caseId);
    expect(list.items.map((i) => i.id)).toEqual([
      'i-140',
      'supporting-forms',
      'fees',
      'identity',
      'status',
      'degree',
      'petition-letter',
      'recommendation-letters',
      'exhibits',
      'translations',
    ]);
    expect(itemOf(list.items, 'identity').status).toBe('present');
    expect(itemOf(list.items, 'petition-letter').status).toBe('blocking');
    expect(itemOf(list.items, 'translations')).toMatchObject({ status: 'blocking' });
    expect(itemOf(list.items, 'translations').details.join(' ')).toContain(`${press.exhibitLabel}: le-monde-article.txt does not read as English`);

    // A translation may only point at an original of the same case.
    const { caseId: otherCase, ...other } = await signUpWithCase(t, { name: 'Someone Else' });
    const foreign = await uploadText(t, other.token, otherCase, 'other.txt', 'Other text', 'other');
    expect((await t.call('PATCH', `/api/documents/${translation.id}`, { token, body: { translationOfId: foreign.id } })).status).toBe(400);
    expect((await t.call('PATCH', `/api/documents/${award.id}`, { token, body: { translationOfId: press.id } })).status).toBe(400);
    expect((await t.call('PATCH', `/api/documents/${translation.id}`, { token, body: { translationOfId: translation.id } })).status).toBe(400);
    const linked = await t.call('PATCH', `/api/documents/${translation.id}`, { token, body: { translationOfId: press.id } });
    expect(linked.status, linked.text).toBe(200);
    expect(linked.json.document.translationOfId).toBe(press.id);
    list = await checklist(token, caseId);
    expect(itemOf(list.items, 'translations').status).toBe('present');

    expect(itemOf(list.items, 'fees')).toMatchObject({ status: 'blocking', manual: { isDone: false } });
    const ticked = await t.call('PUT', `/api/cases/${caseId}/filing/checklist/fees`, { token, body: { isDone: true } });
    expect(ticked.status, ticked.text).toBe(200);
    expect(itemOf(ticked.json.checklist.items, 'fees')).toMatchObject({ status: 'present', manual: { isDone: true } });
    expect((await t.call('PUT', `/api/cases/${caseId}/filing/checklist/petition-letter`, { token, body: { isDone: true } })).status).toBe(400);

    // Someone else's case answers as if it did not exist.
    expect((await t.call('GET', `/api/cases/${caseId}/filing/checklist`, { token: other.token })).status).toBe(404);
    expect((await t.call('PUT', `/api/cases/${caseId}/filing/checklist/fees`, { token: other.token, body: { isDone: false } })).status).toBe(404);
    expect((await t.call('GET', `/api/cases/${caseId}/filing/checklist`)).status).toBe(401);
  });

  it('assembles the package as a job: one PDF in filing order with tabs, index, Bates numbers and bookmarks, and a ZIP', async () => {
    const { token, caseId, award, press, translation, passport, review } = await filingCase();
    await t.call('PATCH', `/api/documents/${translation.id}`, { token, body: { translationOfId: press.id } });
    const started = await t.call('POST', `/api/cases/${caseId}/letters`, { token, body: {} });
    expect(started.status, started.text).toBe(202);
    expect((await waitForLetter(t, token, started.json.letter.id)).status).toBe('completed');
    const chosen = await t.call('POST', `/api/cases/${caseId}/recommenders`, {
      token,
      body: INDEPENDENT_RECOMMENDER,
    });
    expect(chosen.status, chosen.text).toBe(201);
    const hartmann = await t.call('POST', `/api/cases/${caseId}/recommenders`, {
      token,
      body: { ...EMPLOYER_RECOMMENDER, credentials: 'I led the lab where Dr. Vogt developed the separators' },
    });
    expect(hartmann.status, hartmann.text).toBe(201);
    // The writer's CV goes right after the letter, not among the exhibits.
    const limaCv = await uploadText(t, token, caseId, 'lima-cv.txt', 'Curriculum vitae of Ana Lima, Professor of Chemistry, University of Porto.', 'cv');
    const withCv = await t.call('PATCH', `/api/recommenders/${chosen.json.recommender.id}`, { token, body: { cvDocumentId: limaCv.id } });
    expect(withCv.status, withCv.text).toBe(200);
    const drafted = await t.call('POST', `/api/cases/${caseId}/recommendation-letters`, { token });
    expect(drafted.status, drafted.text).toBe(201);

    const queued = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token });
    expect(queued.status, queued.text).toBe(202);
    expect(queued.json.package.status).toBe('queued');
    const busy = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token });
    expect(busy.status).toBe(409);

    const pkg = await waitForPackage(t, token, caseId);
    expect(pkg.status, pkg.error ?? '').toBe('completed');
    expect(pkg.problems).toEqual([]);
    const kinds = pkg.parts.map((p) => p.kind);
    expect(kinds.slice(0, 7)).toEqual([
      'transmittal',
      'forms',
      'petition-letter',
      'recommendation-letter',
      'recommendation-letter',
      'recommendation-letter',
      'exhibit-index',
    ]);
    expect(pkg.parts.filter((p) => p.kind === 'recommendation-letter').map((p) => p.title)).toEqual([
      'Letter of Prof. Ana Lima',
      'CV of Prof. Ana Lima',
      'Letter of Dr. Jonas Hartmann',
    ]);
    const exhibits = pkg.parts.filter((p) => p.kind === 'exhibit');
    // Identity first, then the criteria in the regulation's order; the translation right after its original.
    expect(exhibits.map((p) => p.exhibitLabel)).toEqual([
      passport.exhibitLabel,
      award.exhibitLabel,
      press.exhibitLabel,
      translation.exhibitLabel,
      review.exhibitLabel,
    ]);
    expect(exhibits[3]!.title).toBe('Certified English translation of le-monde-article.txt');
    expect(exhibits[1]!.criterion).toBe('Criterion (i): prizes or awards for excellence');
    expect(pkg.bates!.first).toBe('VOGT 000001');

    const pdf = await download(t, token, `/api/cases/${caseId}/filing/package/${pkg.id}/download?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="filing-package-lena-vogt-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const opened = await PDFDocument.load(pdf.bytes);
    expect(opened.getPageCount()).toBe(pkg.totalPages);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: false });
    for (const exhibit of exhibits) {
      const tab = text[exhibit.startPage - 1]!;
      expect(tab).toContain(`Exhibit ${exhibit.exhibitLabel}`);
      expect(tab).toContain(exhibit.bates!.first);
    }
    const index = text[pkg.parts.find((p) => p.kind === 'exhibit-index')!.startPage - 1]!;
    for (const exhibit of exhibits) expect(index).toContain(exhibit.exhibitLabel!);
    expect(text.at(-1)).toContain(pkg.bates!.last);
    const outline = await (await getDocumentProxy(new Uint8Array(pdf.bytes))).getOutline();
    expect(outline.map((o) => o.title).join('|')).toContain('Petition letter');

    const zip = await download(t, token, `/api/cases/${caseId}/filing/package/${pkg.id}/download?format=zip`);
    expect(zip.status).toBe(200);
    const names = Object.keys(unzipSync(zip.bytes));
    expect(names.length).toBe(pkg.parts.length + 1);
    expect(names.some((n) => n.endsWith('.pdf') && n.includes('Filing package'))).toBe(true);

    // A second assembly replaces the first; the old files are gone.
    const again = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token });
    expect(again.status, again.text).toBe(202);
    const second = await waitForPackage(t, token, caseId);
    expect(second.id).not.toBe(pkg.id);
    expect((await download(t, token, `/api/cases/${caseId}/filing/package/${pkg.id}/download?format=pdf`)).status).toBe(404);

    // Only the owner reaches the files.
    const other = await t.signUp({ name: 'Someone Else' });
    expect((await download(t, other.token, `/api/cases/${caseId}/filing/package/${second.id}/download?format=pdf`)).status).toBe(404);
    expect((await t.call('GET', `/api/cases/${caseId}/filing/package`, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: other.token })).status).toBe(404);
  });

  it('keeps assembly to the plans that include it and refuses an empty or undecided case', async () => {
    const { caseId, ...person } = await signUpWithCase(t, { name: 'Ada Free' });
    const state = ZFilingPackageResponse.parse((await t.call('GET', `/api/cases/${caseId}/filing/package`, { token: person.token })).json);
    expect(state).toMatchObject({ package: null, access: { canAssemble: false } });
    expect(state.access.upgradeNote).toMatch(/Billing/);
    const refused = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: person.token });
    expect(refused.status).toBe(403);

    await subscribe(t, person.token, 'COMPLETE');
    const undecided = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: person.token });
    expect(undecided.status).toBe(400);
    expect(undecided.json.message).toMatch(/Choose EB-1A or NIW/);
    await t.call('PATCH', `/api/cases/${caseId}`, { token: person.token, body: { petitionType: 'NIW' } });
    const empty = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: person.token });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/nothing to assemble/);
  });
});
