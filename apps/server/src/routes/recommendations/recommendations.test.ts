import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  ZDraftRecommendationLettersResponse,
  ZRecommendationLetterResponse,
  ZRecommendationLettersResponse,
  ZRecommendationLetterVersionsResponse,
  ZRecommendersResponse,
  type TRecommendationLetterDetail,
  type TRecommenderSuggestion,
} from '@acclaim/contracts';
import { letterSentences, paragraphText, type ParagraphBlock } from '@acclaim/domain/letter';
import { users } from '../../db/schema/index';
import { addEvidence, download, signUpWithCase, subscribe, uploadText } from '../../test/case-helpers';
import { INDEPENDENT_RECOMMENDER, POWER_SOURCES_REVIEWS } from '../../test/sample-evidence';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
// An upload queues its extraction, so the queue runs.
await t.startWorker();

const NAME = 'Lena Vogt';

/** An EB-1A case whose articles (with co-authors), award and reviewing each rest on an exhibit. */
async function caseWithCoauthors() {
  const { caseId, ...person } = await signUpWithCase(t, { name: NAME });
  const saved = await t.call('PATCH', `/api/cases/${caseId}`, {
    token: person.token,
    body: { petitionType: 'EB1A', fieldOfEndeavor: 'Battery materials chemistry', currentRole: 'Senior Scientist', employer: 'Nordlicht Energy Lab' },
  });
  expect(saved.status, saved.text).toBe(200);
  const pubs = await uploadText(t, person.token, caseId, 'articles.txt', 'Three articles on solid electrolytes.', 'publication');
  const award = await uploadText(t, person.token, caseId, 'award.txt', 'The Electrochemical Society awards the 2023 Young Author Prize.', 'award');
  const review = await uploadText(t, person.token, caseId, 'reviews.txt', 'Reviewer records, Journal of Power Sources.', 'judging');
  // Her co-authors are written as each journal writes them, so the suggestions must match the names across forms.
  const articles = [
    {
      title: 'Sulfide solid electrolytes with stable lithium interfaces',
      venue: 'Nature Energy',
      year: 2021,
      authors: ['Vogt, L.', 'Hartmann, Jonas', 'Ibe, Chinedu'],
      authorPosition: 1,
      citations: 240,
    },
    {
      title: 'Dendrite suppression in thin ceramic separators',
      venue: 'Joule',
      year: 2022,
      authors: ['Lena Vogt', 'Jonas Hartmann'],
      authorPosition: 1,
      citations: 90,
    },
    {
      title: 'Operando imaging of lithium plating',
      venue: 'ACS Energy Letters',
      year: 2023,
      authors: ['Reyes, Marisol', 'Vogt, L.'],
      authorPosition: 2,
      citations: 35,
    },
  ];
  for (const { title, ...details } of articles) {
    await addEvidence(t, person.token, caseId, { type: 'publication', title, date: `${details.year}`, details, documentId: pubs.id });
  }
  await addEvidence(t, person.token, caseId, {
    type: 'award',
    title: 'Young Author Prize, The Electrochemical Society',
    description: 'Given each year to one author under 31 for the best paper in the Society’s journals.',
    date: '2023-05',
    details: { issuer: 'The Electrochemical Society', scope: 'international', winners: 1 },
    documentId: award.id,
  });
  await addEvidence(t, person.token, caseId, {
    ...POWER_SOURCES_REVIEWS,
    description: 'Reviewed 18 manuscripts for the journal between 2021 and 2024.',
    documentId: review.id,
  });
  return { ...person, caseId, exhibits: { pubs, award, review } };
}

async function overview(token: string, caseId: string) {
  const res = await t.call('GET', `/api/cases/${caseId}/recommenders`, { token });
  expect(res.status, res.text).toBe(200);
  return ZRecommendersResponse.parse(res.json);
}

const byName = (list: TRecommenderSuggestion[], name: string) => list.find((s) => s.name === name);

async function choose(token: string, caseId: string, key: string) {
  const res = await t.call('POST', `/api/cases/${caseId}/recommenders`, { token, body: { key } });
  expect(res.status, res.text).toBe(201);
  return res.json.recommender as { id: string; name: string };
}

async function readLetter(token: string, id: string): Promise<TRecommendationLetterDetail> {
  const res = await t.call('GET', `/api/recommendation-letters/${id}`, { token });
  expect(res.status, res.text).toBe(200);
  return ZRecommendationLetterResponse.parse(res.json).letter;
}

async function listLetters(token: string, caseId: string) {
  const res = await t.call('GET', `/api/cases/${caseId}/recommendation-letters`, { token });
  expect(res.status, res.text).toBe(200);
  return ZRecommendationLettersResponse.parse(res.json);
}

/** A Complete-plan case with two co-authors chosen and their letters drafted. */
async function draftedCase() {
  const person = await caseWithCoauthors();
  const { suggestions } = await overview(person.token, person.caseId);
  const hartmann = await choose(person.token, person.caseId, byName(suggestions, 'Jonas Hartmann')!.key);
  const reyes = await choose(person.token, person.caseId, byName(suggestions, 'Marisol Reyes')!.key);
  await subscribe(t, person.token, 'COMPLETE');
  const drafted = await t.call('POST', `/api/cases/${person.caseId}/recommendation-letters`, { token: person.token });
  expect(drafted.status, drafted.text).toBe(201);
  const { letters, warnings } = ZDraftRecommendationLettersResponse.parse(drafted.json);
  return { ...person, hartmann, reyes, letters, warnings };
}

const focusSection = (letter: TRecommendationLetterDetail) => letter.document.sections.find((s) => s.id.startsWith('focus-'))!;

/** The paragraph with the most words of the writer's own (titles in quotes are not phrasing), as a user would copy. */
function wordiestParagraph(letter: TRecommendationLetterDetail): ParagraphBlock {
  const ownWords = (p: ParagraphBlock) =>
    paragraphText(p)
      .replace(/“[^”]*”/g, ' ')
      .split(/\s+/).length;
  const paragraphs = letter.document.sections.flatMap((s) => s.blocks).filter((b): b is ParagraphBlock => b.type === 'paragraph');
  return paragraphs.sort((x, y) => ownWords(y) - ownWords(x))[0]!;
}

describe('recommendation letters', () => {
  it('suggests the co-authors of the articles on every plan, lets the user choose them, and plans distinct letters', async () => {
    const { token, caseId } = await caseWithCoauthors();
    const first = await overview(token, caseId);
    expect(first.access).toMatchObject({ planName: 'Free Trial', canDraft: false });
    expect(first.access.upgradeNote).toMatch(/Complete and Attorneys & Agents plans.*Free Trial plan/);
    expect(first.recommenders).toEqual([]);
    expect(first.plan).toBeNull();
    expect(first.planNote).toMatch(/at least 2/);

    const hartmann = byName(first.suggestions, 'Jonas Hartmann');
    expect(hartmann).toMatchObject({ relationship: 'collaborator', sources: ['coauthor'] });
    expect(hartmann!.evidenceIds).toHaveLength(2);
    expect(hartmann!.reason).toMatch(/^Co-authored .*Sulfide solid electrolytes/);
    expect(hartmann!.canAttest.length).toBeGreaterThan(0);
    expect(byName(first.suggestions, 'Marisol Reyes')).toMatchObject({ relationship: 'collaborator' });
    expect(byName(first.suggestions, 'Chinedu Ibe')).toBeDefined();
    // The applicant is never suggested to herself, under any spelling.
    expect(first.suggestions.some((s) => /Vogt/.test(s.name ?? ''))).toBe(false);

    const chosen = await choose(token, caseId, hartmann!.key);
    expect(chosen).toMatchObject({ name: 'Jonas Hartmann', status: 'chosen', relationship: 'collaborator' });
    const again = await t.call('POST', `/api/cases/${caseId}/recommenders`, { token, body: { key: hartmann!.key } });
    expect(again.status).toBe(409);
    const gone = await t.call('POST', `/api/cases/${caseId}/recommenders`, { token, body: { key: 'person:nobody-x' } });
    expect(gone.status).toBe(404);
    await choose(token, caseId, byName(first.suggestions, 'Marisol Reyes')!.key);

    const byHand = await t.call('POST', `/api/cases/${caseId}/recommenders`, {
      token,
      body: INDEPENDENT_RECOMMENDER,
    });
    expect(byHand.status, byHand.text).toBe(201);
    expect(byHand.json.recommender).toMatchObject({
      sources: ['user'],
      relationship: 'independent',
      credentials: 'I direct the solid-state ionics group at Porto',
    });
    const bad = await t.call('POST', `/api/cases/${caseId}/recommenders`, { token, body: { name: 'X', relationship: 'independent' } });
    expect(bad.status).toBe(400);

    const patched = await t.call('PATCH', `/api/recommenders/${byHand.json.recommender.id}`, {
      token,
      body: { status: 'asked', title: 'Full Professor of Chemistry' },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json.recommender).toMatchObject({ status: 'asked', title: 'Full Professor of Chemistry', name: 'Prof. Ana Lima' });
    const removed = await t.call('DELETE', `/api/recommenders/${byHand.json.recommender.id}`, { token });
    expect(removed.status, removed.text).toBe(200);

    const after = await overview(token, caseId);
    expect(after.recommenders.map((r) => r.name)).toEqual(['Jonas Hartmann', 'Marisol Reyes']);
    expect(after.recommenders[0]!.canAttest.length).toBeGreaterThan(0);
    expect(byName(after.suggestions, 'Jonas Hartmann')).toBeUndefined();
    // The plan is shown before drafting, on the Free Trial too: one focus per letter, and the missing independent expert.
    expect(after.plan!.letters).toHaveLength(2);
    expect(new Set(after.plan!.letters.map((l) => l.focus.id)).size).toBe(2);
    expect(after.plan!.letters.every((l) => l.facts.every((f) => f.exhibit))).toBe(true);
    expect(after.plan!.warnings.map((w) => w.code)).toContain('no_independent');

    const refused = await t.call('POST', `/api/cases/${caseId}/recommendation-letters`, { token });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/^Drafting recommendation letters is not part of the Free Trial plan\..*upgrade on the Billing page/);
    expect((await listLetters(token, caseId)).letters).toEqual([]);
  });

  it('drafts one letter per chosen recommender on Complete, each with its own focus, every fact on its exhibit, none alike', async () => {
    const { token, caseId, letters, warnings, hartmann, reyes, exhibits } = await draftedCase();
    expect(letters.map((l) => l.recommenderName).sort()).toEqual(['Jonas Hartmann', 'Marisol Reyes']);
    expect(new Set(letters.map((l) => l.focus.id)).size).toBe(2);
    expect(warnings.map((w) => w.code)).toContain('no_independent');

    const labels = new Set([exhibits.pubs.exhibitLabel, exhibits.award.exhibitLabel, exhibits.review.exhibitLabel]);
    for (const summary of letters) {
      const letter = await readLetter(token, summary.id);
      expect(letter.version).toBe(1);
      expect(letter.title).toBe(`Letter of ${summary.recommenderName} in support of ${NAME}`);
      const factual = letterSentences(letter.document).filter((s) => s.sentence.isFactual);
      expect(factual.length).toBeGreaterThan(1);
      for (const { sentence } of factual) {
        expect(sentence.evidenceIds.length).toBeGreaterThan(0);
        const refs = sentence.runs.flatMap((r) => (r.type === 'exhibit' ? [r.label] : []));
        expect(refs.length).toBeGreaterThan(0);
        for (const label of refs) expect(labels.has(label)).toBe(true);
      }
      expect(letter.check).toMatchObject({ isClean: true, issues: [] });
      expect(letter.overlaps.every((o) => !o.isFlagged)).toBe(true);
      expect(letter.evidence.some((e) => e.exhibit === exhibits.pubs.exhibitLabel)).toBe(true);
    }
    const list = await listLetters(token, caseId);
    expect(list.letters).toHaveLength(2);
    expect(list.access.canDraft).toBe(true);
    expect(list.overlaps.filter((o) => o.isFlagged)).toEqual([]);

    const overviewAfter = await overview(token, caseId);
    expect(overviewAfter.recommenders.find((r) => r.id === hartmann.id)!.letterId).toBeTruthy();
    expect(overviewAfter.recommenders.find((r) => r.id === reyes.id)!.letterId).toBeTruthy();
    const twice = await t.call('POST', `/api/cases/${caseId}/recommendation-letters`, { token });
    expect(twice.status).toBe(409);
  });

  it('flags a paragraph pasted from one letter into another, refuses a stale save, and restores a version', async () => {
    const { token, caseId, letters } = await draftedCase();
    const a = await readLetter(token, letters[0]!.id);
    const b = await readLetter(token, letters[1]!.id);
    const pasted = wordiestParagraph(a);
    const target = focusSection(b);

    const saved = await t.call('PATCH', `/api/recommendation-letters/${b.id}`, {
      token,
      body: { baseVersion: 1, sections: [{ id: target.id, blocks: [...target.blocks, pasted] }] },
    });
    expect(saved.status, saved.text).toBe(200);
    const edited = ZRecommendationLetterResponse.parse(saved.json).letter;
    expect(edited.version).toBe(2);
    // The pasted sentences keep their exhibits, so the filing check still passes.
    expect(edited.check.isClean).toBe(true);
    const flagged = edited.overlaps.filter((o) => o.isFlagged);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.letterIds.slice().sort()).toEqual([a.id, b.id].sort());
    expect(flagged[0]!.passages.length).toBeGreaterThan(0);
    const list = await listLetters(token, caseId);
    expect(list.overlaps.filter((o) => o.isFlagged).map((o) => o.recommenderNames.slice().sort())).toEqual([[a.recommenderName, b.recommenderName].sort()]);

    const stale = await t.call('PATCH', `/api/recommendation-letters/${b.id}`, {
      token,
      body: { baseVersion: 1, sections: [{ id: target.id, blocks: target.blocks }] },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/changed since you opened it \(now version 2\)/);
    const unknown = await t.call('PATCH', `/api/recommendation-letters/${b.id}`, {
      token,
      body: { baseVersion: 2, sections: [{ id: 'no-such-section', blocks: [] }] },
    });
    expect(unknown.status).toBe(404);

    const versions = ZRecommendationLetterVersionsResponse.parse(
      (await t.call('GET', `/api/recommendation-letters/${b.id}/versions`, { token })).json,
    ).versions;
    expect(versions.map((v) => [v.number, v.source])).toEqual([
      [2, 'edited'],
      [1, 'generated'],
    ]);
    expect(versions[0]!.note).toBe(`Edited “${target.heading}”`);
    expect(versions[0]!.createdBy).toBe(NAME);

    const restored = await t.call('POST', `/api/recommendation-letters/${b.id}/versions/1/restore`, { token });
    expect(restored.status, restored.text).toBe(200);
    const back = ZRecommendationLetterResponse.parse(restored.json).letter;
    expect(back.version).toBe(3);
    expect(back.document).toEqual(b.document);
    expect(back.overlaps.filter((o) => o.isFlagged)).toEqual([]);
    const missing = await t.call('POST', `/api/recommendation-letters/${b.id}/versions/9/restore`, { token });
    expect(missing.status).toBe(404);
    const after = ZRecommendationLetterVersionsResponse.parse((await t.call('GET', `/api/recommendation-letters/${b.id}/versions`, { token })).json).versions;
    expect(after[0]).toMatchObject({ number: 3, source: 'restored', note: 'Restored version 1' });
  });

  it('exports a letter on the recommender’s letterhead as DOCX and PDF', async () => {
    const { token, letters } = await draftedCase();
    const id = letters[0]!.id;
    const docx = await download(t, token, `/api/recommendation-letters/${id}/export?format=docx`);
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-disposition')).toMatch(/acclaim-recommendation-letter-[a-z-]+-v1\.docx/);
    const docxBytes = Buffer.from(docx.bytes);
    expect(docxBytes.subarray(0, 2).toString()).toBe('PK');

    const pdf = await download(t, token, `/api/recommendation-letters/${id}/export?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const pdfBytes = pdf.bytes;
    expect(Buffer.from(pdfBytes.subarray(0, 4)).toString()).toBe('%PDF');
    const { text } = await extractText(await getDocumentProxy(pdfBytes), { mergePages: true });
    expect(text).toContain(letters[0]!.recommenderName);
    expect(text).toContain(`in support of ${NAME}`);
    expect(text).not.toMatch(/\bContents\b/);
    expect(text).not.toMatch(/Form I-140 petition/);
    expect((await download(t, token, `/api/recommendation-letters/${id}/export?format=rtf`)).status).toBe(400);
  });

  it('keeps letters to their owner: another user gets 404, a visitor 401; a lapsed plan reads but cannot edit; removing a writer with a letter needs confirming', async () => {
    const owner = await draftedCase();
    const { token, caseId, letters, hartmann } = owner;
    const letterId = letters[0]!.id;
    const other = await t.signUp();
    expect((await t.call('GET', `/api/cases/${caseId}/recommenders`, { token: other.token })).status).toBe(404);
    expect(
      (await t.call('POST', `/api/cases/${caseId}/recommenders`, { token: other.token, body: { name: 'Someone Else', relationship: 'other' } })).status,
    ).toBe(404);
    expect((await t.call('PATCH', `/api/recommenders/${hartmann.id}`, { token: other.token, body: { status: 'asked' } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/recommenders/${hartmann.id}?withLetter=1`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/cases/${caseId}/recommendation-letters`, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', `/api/cases/${caseId}/recommendation-letters`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/recommendation-letters/${letterId}`, { token: other.token })).status).toBe(404);
    expect(
      (
        await t.call('PATCH', `/api/recommendation-letters/${letterId}`, {
          token: other.token,
          body: { baseVersion: 1, sections: [{ id: 'introduction', blocks: [] }] },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('GET', `/api/recommendation-letters/${letterId}/versions`, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', `/api/recommendation-letters/${letterId}/versions/1/restore`, { token: other.token })).status).toBe(404);
    expect((await download(t, other.token, `/api/recommendation-letters/${letterId}/export?format=pdf`)).status).toBe(404);
    expect((await t.call('GET', '/api/recommendation-letters/not-a-uuid', { token })).status).toBe(404);

    expect((await t.call('GET', `/api/cases/${caseId}/recommenders`)).status).toBe(401);
    expect((await t.call('GET', `/api/recommendation-letters/${letterId}`)).status).toBe(401);
    expect((await download(t, null, `/api/recommendation-letters/${letterId}/export?format=pdf`)).status).toBe(401);
    const paths = Object.keys((await t.call('GET', '/api/openapi.json')).json.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/cases/{caseId}/recommenders',
        '/recommenders/{id}',
        '/recommendation-letters/{id}/export',
        '/recommendation-letters/{id}/versions/{number}/restore',
      ]),
    );

    // Back on the Free Trial (the billing events set the plan), the letters stay readable but not editable.
    await t.database.db.update(users).set({ planId: 'FREE_TRIAL' }).where(eq(users.email, owner.email));
    const read = await readLetter(token, letterId);
    expect(read.access).toMatchObject({ canDraft: false, planName: 'Free Trial' });
    const edit = await t.call('PATCH', `/api/recommendation-letters/${letterId}`, {
      token,
      body: { baseVersion: 1, sections: [{ id: 'introduction', blocks: read.document.sections[0]!.blocks }] },
    });
    expect(edit.status).toBe(403);
    expect(edit.json.message).toMatch(/^Editing recommendation letters is not part of the Free Trial plan/);
    expect((await t.call('POST', `/api/recommendation-letters/${letterId}/versions/1/restore`, { token })).status).toBe(403);
    expect((await download(t, token, `/api/recommendation-letters/${letterId}/export?format=pdf`)).status).toBe(403);

    // Removing a recommender with a letter needs the client's confirmation, then takes the letter along.
    const refused = await t.call('DELETE', `/api/recommenders/${hartmann.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/has a drafted letter/);
    const hartmannLetter = letters.find((l) => l.recommenderId === hartmann.id)!.id;
    expect((await t.call('DELETE', `/api/recommenders/${hartmann.id}?withLetter=1`, { token })).status).toBe(200);
    expect((await t.call('GET', `/api/recommendation-letters/${hartmannLetter}`, { token })).status).toBe(404);
  });
});
