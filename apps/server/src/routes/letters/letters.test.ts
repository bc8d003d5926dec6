import { and, eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  ZFilingChecklistResponse,
  ZLetterCheckResponse,
  ZLetterListResponse,
  ZLetterResponse,
  ZLetterVersionListResponse,
  ZStartLetterResponse,
} from '@acclaim/contracts';
import { letterSentences, sentenceText, type Block } from '@acclaim/domain/letter';
import { caseProcessing, letters, letterVersions } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { addEvidence, download, signUpWithCase, uploadText, waitForLetter } from '../../test/case-helpers';
import { ACTA_MATERIALIA_REVIEWS, actaMaterialiaArticle, makeEb1aCase, YOUNG_INVESTIGATOR_PRIZE } from '../../test/sample-evidence';

const t = await createTestApp({ RATE_LIMIT_LETTER: '1000/3600' });
await t.startWorker();

const NAME = 'Zofia Łódź-Núñez';

/** A signed-up person whose EB-1A case has exhibits for awards, judging, publications, a role and press. */
async function documentedCase(accountName = NAME, beneficiaryName?: string) {
  const { caseId, ...person } = await signUpWithCase(t, { name: accountName });
  await makeEb1aCase(t, person.token, caseId, {
    currentRole: 'Principal Scientist',
    employer: 'Baltic Alloys Institute',
    intendedFilingDate: '2030-01-15',
    ...(beneficiaryName ? { beneficiaryName } : {}),
  });
  // Each document names the beneficiary, as real ones do: one naming no one would wait for a confirmation that it belongs.
  const who = beneficiaryName ?? NAME;
  const cv = await uploadText(t, person.token, caseId, 'cv.txt', `Curriculum vitae of ${who}`, 'cv');
  const award = await uploadText(t, person.token, caseId, 'award.txt', `The Society awards the 2022 Young Investigator Prize to ${who}.`, 'award');
  const review = await uploadText(t, person.token, caseId, 'reviews.txt', 'Reviewer records, Acta Materialia.', 'judging');
  const press = await uploadText(t, person.token, caseId, 'press.txt', `Nature Materials news feature on ${who} and her alloys.`, 'media');
  await addEvidence(t, person.token, caseId, {
    ...YOUNG_INVESTIGATOR_PRIZE,
    title: 'Young Investigator Prize, European Materials Research Society',
    description: 'Given each year to one researcher under 35 for outstanding work in materials research.',
    details: { ...YOUNG_INVESTIGATOR_PRIZE.details, entrants: 140 },
    documentId: award.id,
  });
  await addEvidence(t, person.token, caseId, {
    ...ACTA_MATERIALIA_REVIEWS,
    description: 'Reviewed 14 manuscripts for the journal between 2020 and 2023.',
    documentId: review.id,
  });
  await addEvidence(t, person.token, caseId, {
    type: 'judging',
    title: 'Peer reviewer, Scripta Materialia',
    description: 'Reviewed 6 manuscripts for the journal.',
    date: '2022',
    details: { organization: 'Scripta Materialia', count: 6 },
    documentId: review.id,
  });
  await addEvidence(t, person.token, caseId, {
    type: 'media_coverage',
    title: 'Alloys that heal themselves',
    description: 'A news feature in Nature Materials about her self-healing alloys.',
    date: '2023-03',
    details: { outlet: 'Nature Materials', isAboutPerson: true, isMajorMedia: true },
    documentId: press.id,
  });
  await addEvidence(t, person.token, caseId, {
    type: 'leading_role',
    title: 'Principal Scientist, Baltic Alloys Institute',
    description: 'Leads the 12-person alloy design group.',
    date: '2021',
    details: { organization: 'Baltic Alloys Institute', role: 'Principal Scientist', isDistinguished: true },
    documentId: cv.id,
  });
  for (let i = 1; i <= 8; i++) {
    await addEvidence(t, person.token, caseId, {
      ...actaMaterialiaArticle(`Grain boundary engineering in high-entropy alloys, part ${i}`, 2014 + i),
      documentId: cv.id,
    });
  }
  return { ...person, caseId, exhibits: { cv, award, review, press } };
}

async function generatedLetter(accountName = NAME, beneficiaryName?: string) {
  const person = await documentedCase(accountName, beneficiaryName);
  const started = await t.call('POST', `/api/cases/${person.caseId}/letters`, { token: person.token, body: {} });
  expect(started.status).toBe(202);
  expect(ZStartLetterResponse.safeParse(started.json).success).toBe(true);
  const letter = await waitForLetter(t, person.token, started.json.letter.id);
  return { ...person, letter };
}

const paragraphWith = (text: string): Block => ({
  type: 'paragraph',
  sentences: [{ runs: [{ type: 'text', text, marks: [] }], isFactual: false, evidenceIds: [] }],
});

describe('petition letters', () => {
  it('writes the first draft as a job, shows it cut at the Free Trial page limit, and records version 1', async () => {
    const { token, caseId, letter, exhibits } = await generatedLetter();
    expect(ZLetterResponse.safeParse({ success: true, letter }).success).toBe(true);
    expect(letter).toMatchObject({ status: 'completed', petitionType: 'EB1A', generator: 'composer', model: null, version: 1, error: null });
    expect(letter.title).toContain(NAME);
    expect(letter.pageEstimate).toBeGreaterThan(2);
    // Free Trial: the first 2 pages; what lies past the cut is listed by heading and cannot be edited.
    expect(letter.access).toMatchObject({ planName: 'Free Trial', pageLimit: 2, isTruncated: true });
    expect(letter.access.upgradeNote).toMatch(/first 2 pages/);
    expect(letter.access.hiddenSections.length).toBeGreaterThan(0);
    const shown = letter.document!.sections.map((s) => s.id);
    for (const hidden of letter.access.hiddenSections) expect(shown).not.toContain(hidden.id);
    for (const id of letter.access.editableSectionIds) expect(shown).toContain(id);
    // The evidence behind exhibit references, with the exhibit labels of their documents.
    expect(letter.evidence.find((e) => e.type === 'award')).toMatchObject({ exhibit: exhibits.award.exhibitLabel, documentName: 'award.txt' });

    const [state] = await t.database.db
      .select()
      .from(caseProcessing)
      .where(and(eq(caseProcessing.caseId, caseId), eq(caseProcessing.type, 'letter')));
    expect(state).toMatchObject({ type: 'letter', isActive: false, progress: 100 });
    expect(state!.currentStep).toMatch(/^Done: \d+ sections written$/);

    const list = await t.call('GET', `/api/cases/${caseId}/letters`, { token });
    expect(ZLetterListResponse.parse(list.json)).toMatchObject({
      allowance: { used: 1, allowed: 1 },
      letters: [{ id: letter.id, title: letter.title, version: 1 }],
    });
    const versions = ZLetterVersionListResponse.parse((await t.call('GET', `/api/letters/${letter.id}/versions`, { token })).json).versions;
    expect(versions).toEqual([
      expect.objectContaining({ number: 1, source: 'generated', generator: 'composer', note: 'First draft, written from the evidence' }),
    ]);

    // The dashboard's petition progress follows the letter and its filing check.
    const progress = await t.call('GET', `/api/cases/${caseId}/progress`, { token });
    expect(progress.json.progress.petition).toBeGreaterThanOrEqual(50);
    // "Petition 100%" means ready to file: a letter the plan shows only in part is not, whatever its check says.
    const check = ZLetterCheckResponse.parse((await t.call('GET', `/api/letters/${letter.id}/check`, { token })).json).check;
    const checklist = ZFilingChecklistResponse.parse((await t.call('GET', `/api/cases/${caseId}/filing/checklist`, { token })).json).checklist;
    expect(checklist.items.find((item) => item.id === 'petition-letter')).toMatchObject({
      status: 'blocking',
      summary: expect.stringMatching(/first 2 pages/),
    });
    expect(check.issues.length).toBeLessThan(10); // so the plan's cut shows in the figure
    expect(progress.json.progress.petition).toBe(50 + Math.max(0, 50 - 5 * (check.issues.length + 1)));
    expect(progress.json.progress.petition).toBeLessThan(100);
  });

  it('keeps the Free Trial to one letter, one job at a time, and hides letters from other accounts', async () => {
    const { token, caseId, letter } = await generatedLetter();
    const again = await t.call('POST', `/api/cases/${caseId}/letters`, { token, body: {} });
    expect(again.status).toBe(403);
    expect(again.json.message).toMatch(/You have used 1 of 1 petition letter\..*upgrade on the Billing page/);

    const stranger = await t.signUp();
    for (const [method, path, body] of [
      ['GET', `/api/letters/${letter.id}`],
      ['PATCH', `/api/letters/${letter.id}`, { baseVersion: 1, sections: [] }],
      ['GET', `/api/letters/${letter.id}/versions`],
      ['GET', `/api/letters/${letter.id}/versions/1`],
      ['POST', `/api/letters/${letter.id}/versions/1/restore`],
      ['GET', `/api/letters/${letter.id}/check`],
      ['GET', `/api/letters/${letter.id}/export?format=pdf`],
      ['POST', `/api/letters/${letter.id}/sections/introduction/regenerate`, { baseVersion: 1 }],
      ['GET', `/api/cases/${caseId}/letters`],
      ['POST', `/api/cases/${caseId}/letters`, {}],
    ] as const) {
      const res = await t.call(method, path, { token: stranger.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await t.call('GET', `/api/letters/${letter.id}`)).status).toBe(401);
  });

  it('saves an edited section as a new version with provenance, and refuses stale, out-of-plan and off-library edits', async () => {
    const { token, letter, exhibits } = await generatedLetter();
    const intro = letter.document!.sections[0]!;
    const award = letter.evidence.find((e) => e.type === 'award')!;
    const blocks: Block[] = [
      ...intro.blocks,
      {
        type: 'paragraph',
        sentences: [
          {
            runs: [
              { type: 'text', text: 'She won the prize against 140 entrants ', marks: ['bold'] },
              { type: 'exhibit', label: exhibits.award.exhibitLabel, evidenceIds: [award.id] },
              { type: 'text', text: '. She also gave 3 keynote talks. This shows standing.', marks: [] },
            ],
            isFactual: false,
            evidenceIds: [],
          },
        ],
      },
    ];
    const saved = await t.call('PATCH', `/api/letters/${letter.id}`, { token, body: { baseVersion: 1, sections: [{ id: intro.id, blocks }] } });
    expect(saved.status).toBe(200);
    const after = ZLetterResponse.parse(saved.json).letter;
    expect(after.version).toBe(2);
    const added = letterSentences(after.document!)
      .filter((s) => s.location.sectionId === intro.id)
      .slice(-3);
    expect(added.map(({ sentence }) => [sentenceText(sentence), sentence.isFactual, sentence.evidenceIds])).toEqual([
      [`She won the prize against 140 entrants (Exhibit ${exhibits.award.exhibitLabel}).`, true, [award.id]],
      ['She also gave 3 keynote talks.', true, []],
      ['This shows standing.', false, []],
    ]);
    // The unsupported figure is what the filing check now reports.
    const check = ZLetterCheckResponse.parse((await t.call('GET', `/api/letters/${letter.id}/check`, { token })).json).check;
    expect(check.issues).toContainEqual(
      expect.objectContaining({ kind: 'unsupported-sentence', sectionId: intro.id, sectionHeading: intro.heading, text: 'She also gave 3 keynote talks.' }),
    );

    const stale = await t.call('PATCH', `/api/letters/${letter.id}`, { token, body: { baseVersion: 1, sections: [{ id: intro.id, blocks }] } });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/changed since you opened it \(now version 2\)/);

    const offLibrary = await t.call('PATCH', `/api/letters/${letter.id}`, {
      token,
      body: { baseVersion: 2, sections: [{ id: intro.id, blocks: [paragraphWith('See Matter of Smith, 99 I&N Dec. 123 (AAO 2020).')] }] },
    });
    expect(offLibrary.status).toBe(400);
    expect(offLibrary.json.message).toMatch(/Matter of Smith.*is not in Acclaim's library/);

    const hidden = letter.access.hiddenSections[0]!;
    const outOfPlan = await t.call('PATCH', `/api/letters/${letter.id}`, {
      token,
      body: { baseVersion: 2, sections: [{ id: hidden.id, blocks: [paragraphWith('Replaced.')] }] },
    });
    expect(outOfPlan.status).toBe(403);
    // Nothing of the refused edits was written.
    const [row] = await t.database.db.select().from(letters).where(eq(letters.id, letter.id));
    expect(row!.version).toBe(2);
  });

  it('writes one section again without touching the edits elsewhere, and restores an earlier version', async () => {
    const { token, letter } = await generatedLetter();
    const [first, second] = letter.access.editableSectionIds;
    expect(second).toBeDefined();
    const original = letter.document!.sections.find((s) => s.id === first)!;
    const edit = await t.call('PATCH', `/api/letters/${letter.id}`, {
      token,
      body: {
        baseVersion: 1,
        sections: [
          { id: first, blocks: [paragraphWith('My own opening words.')] },
          { id: second, blocks: [paragraphWith('My own second section.')] },
        ],
      },
    });
    expect(edit.status).toBe(200);

    const regen = await t.call('POST', `/api/letters/${letter.id}/sections/${first}/regenerate`, { token, body: { baseVersion: 2 } });
    expect(regen.status).toBe(202);
    expect(regen.json.letter).toMatchObject({ status: 'queued', regeneratingSectionId: first });
    const done = await waitForLetter(t, token, letter.id);
    expect(done).toMatchObject({ version: 3, regeneratingSectionId: null, error: null });
    expect(done.document!.sections.find((s) => s.id === first)).toEqual(original);
    expect(done.document!.sections.find((s) => s.id === second)!.blocks).toEqual([expect.objectContaining({ type: 'paragraph' })]);
    const secondBlock = done.document!.sections.find((s) => s.id === second)!.blocks[0];
    expect(secondBlock?.type === 'paragraph' && sentenceText(secondBlock.sentences[0]!)).toBe('My own second section.');

    const versions = ZLetterVersionListResponse.parse((await t.call('GET', `/api/letters/${letter.id}/versions`, { token })).json).versions;
    expect(versions.map((v) => [v.number, v.source])).toEqual([
      [3, 'regenerated'],
      [2, 'edited'],
      [1, 'generated'],
    ]);
    expect(versions[0]!.note).toBe(`Wrote “${original.heading}” again`);

    const v2 = await t.call('GET', `/api/letters/${letter.id}/versions/2`, { token });
    expect(v2.status).toBe(200);
    const restored = await t.call('POST', `/api/letters/${letter.id}/versions/2/restore`, { token });
    expect(restored.status).toBe(200);
    const now = ZLetterResponse.parse(restored.json).letter;
    expect(now.version).toBe(4);
    // A version is read over the sections the plan shows whole in the current letter; the restore copies all.
    const v2Now = (await t.call('GET', `/api/letters/${letter.id}/versions/2`, { token })).json.version.document;
    expect(v2Now.sections.map((s: { id: string }) => s.id)).toEqual(now.access.editableSectionIds);
    expect(now.document!.sections.filter((s) => now.access.editableSectionIds.includes(s.id))).toEqual(v2Now.sections);
    const stored = await t.database.db.select().from(letterVersions).where(eq(letterVersions.letterId, letter.id));
    expect(stored.find((v) => v.number === 4)!.document).toEqual(stored.find((v) => v.number === 2)!.document);
    expect((await t.call('GET', `/api/letters/${letter.id}/versions/9`, { token })).status).toBe(404);
  });

  it('exports DOCX and PDF cut at the plan limit with the upgrade note, and nothing past the cut', async () => {
    const { token, letter } = await generatedLetter();
    const hiddenHeading = letter.access.hiddenSections.at(-1)!.heading;
    const shownHeading = letter.document!.sections[0]!.heading;

    const docx = await download(t, token, `/api/letters/${letter.id}/export?format=docx`);
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.headers.get('content-disposition')).toMatch(/attachment; filename="[\w.-]+\.docx"/);
    const { value: docxText } = await mammoth.extractRawText({ buffer: Buffer.from(docx.bytes) });
    expect(docxText).toContain(shownHeading);
    expect(docxText).toContain(NAME);
    expect(docxText).toMatch(/first 2 pages/);
    expect(docxText).not.toContain(hiddenHeading);

    const pdf = await download(t, token, `/api/letters/${letter.id}/export?format=pdf`);
    expect(pdf.status).toBe(200);
    const proxy = await getDocumentProxy(pdf.bytes);
    expect(proxy.numPages).toBeLessThanOrEqual(2);
    const { text } = await extractText(proxy, { mergePages: true });
    const pdfText = text.replace(/\s+/g, ' ');
    expect(pdfText).toContain(shownHeading);
    expect(pdfText).toContain(NAME);
    expect(pdfText).toMatch(/first 2 pages/);
    expect(pdfText).not.toContain(hiddenHeading);

    expect((await download(t, token, `/api/letters/${letter.id}/export?format=rtf`)).status).toBe(400);
  });

  it("names the case's beneficiary in the title and on every exported page, never the account holder", async () => {
    // A reviewer's account prepares the petition of someone else: the case gives the beneficiary's legal name.
    const { token, letter } = await generatedLetter('Legal Reviewer', NAME);
    expect(letter.document!.title).toContain(NAME);
    expect(letter.document!.title).not.toContain('Legal Reviewer');
    const pdf = await download(t, token, `/api/letters/${letter.id}/export?format=pdf`);
    expect(pdf.status).toBe(200);
    const proxy = await getDocumentProxy(pdf.bytes);
    const { text: pages } = await extractText(proxy, { mergePages: false });
    for (const page of pages) expect(page.replace(/\s+/g, ' ')).toContain(NAME);
    expect(pages.join(' ')).not.toContain('Legal Reviewer');
    expect(pdf.headers.get('content-disposition')).not.toMatch(/Legal.?Reviewer/i);
  });

  it('lists exhibits the letter never cites, which the petition progress then counts', async () => {
    const { token, caseId, letter } = await generatedLetter();
    const before = ZLetterCheckResponse.parse((await t.call('GET', `/api/letters/${letter.id}/check`, { token })).json).check;
    expect(before.factualSentences).toBeGreaterThan(0);
    expect(before.citations).toBeGreaterThan(0);
    const extra = await uploadText(t, token, caseId, 'extra.txt', 'A document the letter does not cite.', 'other');
    const after = ZLetterCheckResponse.parse((await t.call('GET', `/api/letters/${letter.id}/check`, { token })).json).check;
    expect(after.issues).toContainEqual(expect.objectContaining({ kind: 'exhibit-uncited', text: extra.exhibitLabel }));
    expect(after.issues.length).toBe(before.issues.length + 1);
  });

  it('serves the public sample letter as a PDF without sign-in', async () => {
    const res = await t.app.request('/api/samples/download/cover-letter');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const proxy = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const { text } = await extractText(proxy, { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toMatch(/not a law firm/);
  });
});
