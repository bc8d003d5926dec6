import { describe, expect, it } from 'vitest';
import { ZFilingChecklistResponse, ZLetterCheckResponse, ZLetterResponse, type TLetterDetail } from '@acclaim/contracts';
import type { Block, Run } from '@acclaim/domain/letter';
import { addEvidence, signUpWithCase, subscribe, uploadText, waitForExtraction, waitForLetter } from '../../test/case-helpers';
import { ACTA_MATERIALIA_REVIEWS, makeEb1aCase, YOUNG_INVESTIGATOR_PRIZE } from '../../test/sample-evidence';
import { createTestApp } from '../../test/test-app';

/**
 * The petition letter's filing check as the gate on /finalize (issue 25, item 9): a factual sentence without an
 * exhibit, an exhibit whose document names someone else, and a criterion argued only from the CV each keep the
 * letter's checklist item from "Ready" until resolved. The letter's text is set by edits, so what is checked does
 * not depend on how the composer words its draft.
 */

const t = await createTestApp({ RATE_LIMIT_LETTER: '1000/3600' });
await t.startWorker();

const NAME = 'Zofia Nowak';

const text = (value: string): Run => ({ type: 'text', text: value, marks: [] });
const exhibit = (label: string, evidenceIds: string[]): Run => ({ type: 'exhibit', label, evidenceIds });
/** One paragraph; the server splits it into sentences and derives their provenance, as it does for the editor. */
const paragraph = (...runs: Run[]): Block => ({ type: 'paragraph', sentences: [{ runs, isFactual: false, evidenceIds: [] }] });

/** A Complete-plan EB-1A case (the whole letter is shown, so only the check decides) with an award, reviews and a CV. */
async function gatedCase() {
  const { caseId, ...person } = await signUpWithCase(t, { name: NAME });
  await subscribe(t, person.token, 'COMPLETE');
  await makeEb1aCase(t, person.token, caseId);
  const cv = await uploadText(t, person.token, caseId, 'cv.txt', `Curriculum vitae of ${NAME}, Principal Scientist, Baltic Alloys Institute.`, 'cv');
  const award = await uploadText(t, person.token, caseId, 'award.txt', `The Society awards the 2022 Young Investigator Prize to ${NAME}.`, 'award');
  const reviews = await uploadText(t, person.token, caseId, 'reviews.txt', `Acta Materialia thanks ${NAME} for reviewing 14 manuscripts.`, 'judging');
  await waitForExtraction(t, person.token, caseId);
  const ids = {
    role: await addEvidence(t, person.token, caseId, {
      type: 'leading_role',
      title: 'Principal Scientist, Baltic Alloys Institute',
      date: '2021',
      details: { organization: 'Baltic Alloys Institute', role: 'Principal Scientist' },
      documentId: cv.id,
    }),
    award: await addEvidence(t, person.token, caseId, { ...YOUNG_INVESTIGATOR_PRIZE, date: '2022', documentId: award.id }),
    reviews: await addEvidence(t, person.token, caseId, { ...ACTA_MATERIALIA_REVIEWS, documentId: reviews.id }),
    // Listed on the CV only: nothing but the applicant's own summary shows it.
    cvReviews: await addEvidence(t, person.token, caseId, {
      type: 'judging',
      title: 'Peer reviewer, Scripta Materialia',
      date: '2022',
      details: { organization: 'Scripta Materialia', count: 6 },
      documentId: cv.id,
    }),
  };
  const started = await t.call('POST', `/api/cases/${caseId}/letters`, { token: person.token, body: {} });
  expect(started.status, started.text).toBe(202);
  const letter = await waitForLetter(t, person.token, started.json.letter.id);
  expect(letter.status, letter.error ?? '').toBe('completed');
  return { ...person, caseId, letter, labels: { cv: cv.exhibitLabel, award: award.exhibitLabel, reviews: reviews.exhibitLabel }, ids };
}

type GatedCase = Awaited<ReturnType<typeof gatedCase>>;

const sectionOf = (letter: TLetterDetail, kind: string) => letter.document!.sections.find((s) => s.kind === kind)!;

/** The introduction: biography from the CV and the two primary exhibits named. */
const introBlocks = ({ labels, ids }: GatedCase): Block[] => [
  paragraph(
    text(`${NAME} leads the alloy design group of the Baltic Alloys Institute `),
    exhibit(labels.cv, [ids.role]),
    text('. She won the Young Investigator Prize '),
    exhibit(labels.award, [ids.award]),
    text(' and reviews manuscripts for Acta Materialia '),
    exhibit(labels.reviews, [ids.reviews]),
    text('.'),
  ),
];

/** A criterion argued from its primary exhibits. */
const criterionBlocks = ({ labels, ids }: GatedCase): Block[] => [
  paragraph(
    text('She received the Young Investigator Prize, given each year to one researcher '),
    exhibit(labels.award, [ids.award]),
    text('. She reviewed manuscripts for Acta Materialia '),
    exhibit(labels.reviews, [ids.reviews]),
    text('.'),
  ),
];

/** Replaces every section but the exhibit index with text whose support is known, and returns the new version. */
async function setCleanText(c: GatedCase): Promise<TLetterDetail> {
  const intro = sectionOf(c.letter, 'introduction');
  const criterion = sectionOf(c.letter, 'criterion');
  const sections = c.letter
    .document!.sections.filter((s) => s.kind !== 'exhibit-index')
    .map((s) => ({
      id: s.id,
      blocks:
        s.id === intro.id ? introBlocks(c) : s.id === criterion.id ? criterionBlocks(c) : [paragraph(text('The record set out above supports this point.'))],
    }));
  return saveSections(c, c.letter.version, sections);
}

async function saveSections(c: GatedCase, baseVersion: number, sections: { id: string; blocks: Block[] }[]): Promise<TLetterDetail> {
  const saved = await t.call('PATCH', `/api/letters/${c.letter.id}`, { token: c.token, body: { baseVersion, sections } });
  expect(saved.status, saved.text).toBe(200);
  return ZLetterResponse.parse(saved.json).letter;
}

/** The check of the current version and the letter's item on the /finalize checklist, read as the pages read them. */
async function gate(c: GatedCase) {
  const check = ZLetterCheckResponse.parse((await t.call('GET', `/api/letters/${c.letter.id}/check`, { token: c.token })).json).check;
  const list = await t.call('GET', `/api/cases/${c.caseId}/filing/checklist`, { token: c.token });
  expect(list.status, list.text).toBe(200);
  const checklist = ZFilingChecklistResponse.parse(list.json).checklist;
  return { check, checklist, item: checklist.items.find((i) => i.id === 'petition-letter')! };
}

async function expectReady(c: GatedCase, version: number) {
  const { check, item } = await gate(c);
  expect(check).toMatchObject({ version, isClean: true, issues: [] });
  expect(item).toMatchObject({ status: 'present', summary: expect.stringMatching(new RegExp(`^Version ${version} passes the filing check`)) });
}

describe('the filing check gates the petition letter on /finalize', () => {
  it('a factual sentence added without an exhibit blocks Ready until it is removed; every save and rewrite is checked', async () => {
    const c = await gatedCase();
    const clean = await setCleanText(c);
    await expectReady(c, clean.version);

    const intro = sectionOf(clean, 'introduction');
    const edited = await saveSections(c, clean.version, [{ id: intro.id, blocks: [...introBlocks(c), paragraph(text('She also gave 3 keynote talks.'))] }]);
    expect(edited.version).toBe(clean.version + 1);
    const blocked = await gate(c);
    expect(blocked.check.version).toBe(edited.version);
    expect(blocked.check.issues).toEqual([
      expect.objectContaining({ kind: 'unsupported-sentence', sectionId: intro.id, sectionHeading: intro.heading, text: 'She also gave 3 keynote talks.' }),
    ]);
    expect(blocked.item).toMatchObject({
      status: 'blocking',
      target: 'petition-letter',
      summary: `Version ${edited.version}: the filing check found 1 issue to resolve.`,
      details: [`In “${intro.heading}”: “She also gave 3 keynote talks.” This factual statement does not rest on any evidence.`],
    });
    expect(blocked.checklist.isComplete).toBe(false);

    const fixed = await saveSections(c, edited.version, [{ id: intro.id, blocks: introBlocks(c) }]);
    await expectReady(c, fixed.version);

    // A section written again is a new version, and the check that /finalize reads is that version's.
    const regenerated = await t.call('POST', `/api/letters/${c.letter.id}/sections/${intro.id}/regenerate`, {
      token: c.token,
      body: { baseVersion: fixed.version },
    });
    expect(regenerated.status, regenerated.text).toBe(202);
    const rewritten = await waitForLetter(t, c.token, c.letter.id);
    expect(rewritten.version).toBe(fixed.version + 1);
    const afterRewrite = await gate(c);
    expect(afterRewrite.check.version).toBe(rewritten.version);
    expect(afterRewrite.item.summary).toMatch(new RegExp(`^Version ${rewritten.version}[: ]`));
  });

  it('an exhibit whose document names another person blocks Ready, by name, until someone confirms it is the beneficiary’s', async () => {
    const c = await gatedCase();
    const clean = await setCleanText(c);
    const other = await uploadText(
      t,
      c.token,
      c.caseId,
      'medal.txt',
      'Dear Amit Agarwal, the Society is pleased to announce that the 2021 Gold Medal is awarded to Amit Agarwal.',
      'award',
    );
    await waitForExtraction(t, c.token, c.caseId);
    const medal = await addEvidence(t, c.token, c.caseId, {
      type: 'award',
      title: 'Gold Medal',
      date: '2021',
      details: { issuer: 'Materials Society' },
      documentId: other.id,
    });
    // Held back and not cited, it is no part of the filing yet: the letter stays ready.
    await expectReady(c, clean.version);

    const criterion = sectionOf(clean, 'criterion');
    const cited = await saveSections(c, clean.version, [
      {
        id: criterion.id,
        blocks: [...criterionBlocks(c), paragraph(text('She also received the Gold Medal '), exhibit(other.exhibitLabel, [medal]), text('.'))],
      },
    ]);
    const blocked = await gate(c);
    expect(blocked.check.issues).toEqual([
      expect.objectContaining({ kind: 'exhibit-identity-unconfirmed', sectionId: criterion.id, text: other.exhibitLabel }),
    ]);
    const [issue] = blocked.check.issues;
    expect(issue!.message).toBe(
      `Exhibit ${other.exhibitLabel} (medal.txt) names Amit Agarwal, not the beneficiary, and no one has confirmed it is the beneficiary’s. On the Documents screen, confirm that it belongs to the beneficiary or remove it; until then, do not cite it in the letter.`,
    );
    expect(blocked.item).toMatchObject({ status: 'blocking', details: [`In “${criterion.heading}”: ${issue!.message}`] });

    const confirmed = await t.call('POST', `/api/documents/${other.id}/identity-confirmation`, {
      token: c.token,
      body: { reason: 'The medal went to the team she led.' },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    await expectReady(c, cited.version);
  });

  it('a criterion argued only from the CV blocks Ready and names the documents to attach', async () => {
    const c = await gatedCase();
    const clean = await setCleanText(c);
    const criterion = sectionOf(clean, 'criterion');
    await saveSections(c, clean.version, [
      { id: criterion.id, blocks: [paragraph(text('She reviewed manuscripts for Scripta Materialia '), exhibit(c.labels.cv, [c.ids.cvReviews]), text('.'))] },
    ]);
    const blocked = await gate(c);
    expect(blocked.check.issues).toEqual([expect.objectContaining({ kind: 'cv-only-section', sectionId: criterion.id, sectionHeading: criterion.heading })]);
    expect(blocked.check.issues[0]!.message).toBe(
      `Every fact in “${criterion.heading}” rests only on the CV (Exhibit ${c.labels.cv}), which an officer reads as the applicant’s own summary, not as proof. Upload the primary documents on the Documents screen and cite them in this section: the invitation to review or judge and its confirmation.`,
    );
    expect(blocked.item).toMatchObject({ status: 'blocking', summary: expect.stringContaining('found 1 issue to resolve') });
    expect(blocked.item.details).toEqual([`In “${criterion.heading}”: ${blocked.check.issues[0]!.message}`]);
  });
});
