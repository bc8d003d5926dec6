/**
 * Beneficiary identity (issue 24, item 3): the case names its beneficiary apart from the account holder; a document
 * naming someone else is flagged after extraction and its evidence stays out of the assessment, the letter and the
 * package until a person confirms, with a reason, that it belongs. Through the real app and database.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDocument, TEvidenceItem } from '@acclaim/contracts';
import { cases, documents, users } from '../../db/schema/index';
import { buildAssessmentInput } from '../../services/assessments/build-assessment-input';
import { loadCaseFilingData } from '../../services/filing/case-filing-data';
import { checkDocumentsReadBeforeIdentityCheck } from '../../services/identity/check-case-identity';
import { collectPackageParts } from '../../services/filing/package-parts';
import { findLetterEvidence, findLetterExhibits } from '../../services/letters/letter-evidence';
import { addEvidence, signUpWithCase, uploadText, waitForExtraction } from '../../test/case-helpers';
import { createFirmCase } from '../../test/firm-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
await t.startWorker();

const CV =
  'Carl Boettiger\nDepartment of Environmental Science, Policy and Management\nPublications\n1. Carl Boettiger, Alan Hastings (2012). Early warning signals. Nature.';
const AWARD =
  'Abzooba Victor Award\nTo,\nMr. Amit Agarwal Date: April 27, 2017\nDear Amit,\nWe are honoured to present to you the Abzooba Victor Award.\nVivek Vipul, CEO';
const PRESS =
  'AI Unleashed\nInterview with Amit Agarwal, Principal Applied Scientist at Oracle.\nIn a conversation with Amit Agarwal, Mr. Agarwal said AI is changing fast.';

async function caseRowOf(caseId: string) {
  const [row] = await t.database.db.select().from(cases).where(eq(cases.id, caseId));
  return row!;
}

/**
 * A paralegal's account whose case is for Carl Boettiger: his CV, an award letter and a press article about Amit
 * Agarwal, with one accepted item on each document.
 */
async function boettigerCase() {
  const { caseId, ...person } = await signUpWithCase(t, { name: 'Paula Paralegal' });
  const saved = await t.call('PATCH', `/api/cases/${caseId}`, {
    token: person.token,
    body: { beneficiaryName: 'Carl Boettiger', beneficiaryOtherNames: ['Carl Boettiger', ' ', 'Boettiger, Carl'], petitionType: 'EB1A' },
  });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.json.case).toMatchObject({ beneficiaryName: 'Carl Boettiger', beneficiaryOtherNames: ['Carl Boettiger', 'Boettiger, Carl'] });
  const cv = await uploadText(t, person.token, caseId, 'boettiger-cv.txt', CV, 'cv');
  const award = await uploadText(t, person.token, caseId, 'victor-award.txt', AWARD, 'award');
  const press = await uploadText(t, person.token, caseId, 'press.txt', PRESS, 'media');
  const documents = await waitForExtraction(t, person.token, caseId);
  const ids = {
    cvItem: await addEvidence(t, person.token, caseId, {
      type: 'publication',
      title: 'Early warning signals',
      date: '2012',
      details: { venue: 'Nature', authors: ['Carl Boettiger', 'Alan Hastings'] },
      documentId: cv.id,
    }),
    awardItem: await addEvidence(t, person.token, caseId, {
      type: 'award',
      title: 'Abzooba Victor Award',
      date: '2017-04',
      details: { issuer: 'Abzooba' },
      documentId: award.id,
    }),
    pressItem: await addEvidence(t, person.token, caseId, {
      type: 'media_coverage',
      title: 'AI Unleashed',
      date: '2025-05',
      details: { outlet: 'Ahmedabad Mirror' },
      documentId: press.id,
    }),
  };
  const byId = (id: string) => documents.find((d) => d.id === id)!;
  return { ...person, caseId, cv: byId(cv.id), award: byId(award.id), press: byId(press.id), ids };
}

async function countedIds(caseId: string): Promise<string[]> {
  return (await buildAssessmentInput(t.database.db, await caseRowOf(caseId))).evidence.map((e) => e.id);
}

describe('beneficiary identity', () => {
  it('keeps the beneficiary apart from the account: a self-petitioner’s case starts with the account’s name, a firm client’s with the name the firm typed', async () => {
    const person = await t.signUp({ name: 'Ada Self' });
    const own = (await t.call('GET', '/api/cases/active', { token: person.token })).json.case;
    expect(own).toMatchObject({ beneficiaryName: 'Ada Self', beneficiaryOtherNames: [] });
    const tooMany = await t.call('PATCH', `/api/cases/${own.id}`, {
      token: person.token,
      body: { beneficiaryOtherNames: Array.from({ length: 11 }, (_, i) => `Name ${i}`) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe('List at most ten other names.');

    // The attorney who adds a client is never the beneficiary: the client's name as typed is.
    const { attorney } = await createFirmCase(t, { clientName: 'Existing Client', attorneyName: 'Dana Attorney' });
    const added = await t.call('POST', '/api/firm/cases', {
      token: attorney.token,
      body: { clientName: 'Zofia Łukasiewicz-Núñez', clientEmail: `zofia-${Date.now()}@example.com` },
    });
    expect(added.status, added.text).toBe(201);
    expect((await caseRowOf(added.json.case.id)).beneficiaryName).toBe('Zofia Łukasiewicz-Núñez');
  });

  it('flags the documents naming someone else, and the evidence on them does not count until confirmed', async () => {
    const c = await boettigerCase();
    expect(c.cv.identity).toMatchObject({
      status: 'matches',
      names: ['Carl Boettiger'],
      isCounted: true,
      beneficiaryName: 'Carl Boettiger',
      confirmation: null,
    });
    expect(c.award.identity).toMatchObject({ status: 'names_other', names: ['Amit Agarwal'], isCounted: false, beneficiaryName: 'Carl Boettiger' });
    expect(c.press.identity).toMatchObject({ status: 'names_other', names: ['Amit Agarwal'], isCounted: false });

    // The evidence payload carries its document's flag.
    const evidence = (await t.call('GET', `/api/cases/${c.caseId}/evidence`, { token: c.token })).json.evidence as TEvidenceItem[];
    expect(evidence.find((e) => e.id === c.ids.awardItem)!.identity).toMatchObject({ status: 'names_other', source: 'document', isCounted: false });
    expect(evidence.find((e) => e.id === c.ids.cvItem)!.identity).toMatchObject({ status: 'matches', isCounted: true });
    // Suggestions read from the award letter are held too.
    const suggested = evidence.filter((e) => e.documentId === c.award.id && e.status === 'suggested');
    expect(suggested.every((e) => e.identity?.isCounted === false)).toBe(true);

    // Assessment input, petition letter evidence and exhibits, filing package: the CV's item only.
    expect(await countedIds(c.caseId)).toEqual([c.ids.cvItem]);
    expect((await findLetterEvidence(t.database.db, c.caseId)).map((e) => e.id)).toEqual([c.ids.cvItem]);
    // The held documents stay among the letter's exhibits, marked, so a letter citing one is told why it may not.
    const heldOf = async () => Object.fromEntries((await findLetterExhibits(t.database.db, c.caseId)).map((e) => [e.label, e.identity?.reason ?? null]));
    expect(await heldOf()).toEqual({ [c.cv.exhibitLabel!]: null, [c.award.exhibitLabel!]: 'names-other', [c.press.exhibitLabel!]: 'names-other' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, c.user.id));
    const data = await loadCaseFilingData(t.database.db, user!, await caseRowOf(c.caseId));
    const exhibitsOf = async () =>
      (await collectPackageParts(t.deps, user!, await loadCaseFilingData(t.database.db, user!, await caseRowOf(c.caseId)), 'EB1A', new Date()))
        .filter((p) => p.kind === 'exhibit')
        .map((p) => p.exhibitLabel);
    expect(
      data.documents
        .filter((d) => d.isIdentityHeld)
        .map((d) => d.id)
        .sort(),
    ).toEqual([c.award.id, c.press.id].sort());
    expect(await exhibitsOf()).toEqual([c.cv.exhibitLabel]);

    // Confirmed with a reason: the award counts; withdrawn: it does not.
    const confirmed = await t.call('POST', `/api/documents/${c.award.id}/identity-confirmation`, {
      token: c.token,
      body: { reason: 'Carl nominated Amit; the letter shows the team he led.' },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.document.identity).toMatchObject({
      status: 'names_other',
      isCounted: true,
      confirmation: { byName: 'Paula Paralegal', reason: 'Carl nominated Amit; the letter shows the team he led.' },
    });
    expect((await countedIds(c.caseId)).sort()).toEqual([c.ids.cvItem, c.ids.awardItem].sort());
    expect((await findLetterEvidence(t.database.db, c.caseId)).map((e) => e.id).sort()).toEqual([c.ids.cvItem, c.ids.awardItem].sort());
    expect((await exhibitsOf()).sort()).toEqual([c.cv.exhibitLabel, c.award.exhibitLabel].sort());
    expect(await heldOf()).toEqual({ [c.cv.exhibitLabel!]: null, [c.award.exhibitLabel!]: null, [c.press.exhibitLabel!]: 'names-other' });

    const withdrawn = await t.call('DELETE', `/api/documents/${c.award.id}/identity-confirmation`, { token: c.token });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.json.document.identity).toMatchObject({ isCounted: false, confirmation: null });
    expect(await countedIds(c.caseId)).toEqual([c.ids.cvItem]);
  });

  it('uses the beneficiary’s name, not the account holder’s, for the author list, and re-checks every document when the names change', async () => {
    const c = await boettigerCase();
    const input = await buildAssessmentInput(t.database.db, await caseRowOf(c.caseId));
    expect(input.profile.fullName).toBe('Carl Boettiger');

    // A maiden name in an old author list still names the beneficiary, for the engine.
    await t.call('PATCH', `/api/cases/${c.caseId}`, { token: c.token, body: { beneficiaryName: 'Carla Smith', beneficiaryOtherNames: ['Carl Boettiger'] } });
    const renamed = await buildAssessmentInput(t.database.db, await caseRowOf(c.caseId));
    expect(renamed.profile.fullName).toBe('Carla Smith');
    expect(renamed.evidence.find((e) => e.id === c.ids.cvItem)!.details.authors).toEqual(['Carl Boettiger (now Carla Smith)', 'Alan Hastings']);

    // Renamed to the person of the award letter: the letter and the press now match, the CV is flagged.
    const saved = await t.call('PATCH', `/api/cases/${c.caseId}`, { token: c.token, body: { beneficiaryName: 'Amit Agarwal', beneficiaryOtherNames: [] } });
    expect(saved.status).toBe(200);
    const documents = (await t.call('GET', `/api/cases/${c.caseId}/documents`, { token: c.token })).json.documents as TDocument[];
    const statusOf = (id: string) => documents.find((d) => d.id === id)!.identity;
    expect(statusOf(c.award.id)).toMatchObject({ status: 'matches', isCounted: true, beneficiaryName: 'Amit Agarwal' });
    expect(statusOf(c.cv.id)).toMatchObject({ status: 'names_other', names: ['Carl Boettiger'], isCounted: false });
  });

  it('flags an item typed by hand only when its text names another person, and confirms it on its own', async () => {
    const c = await boettigerCase();
    const plain = await t.call('POST', `/api/cases/${c.caseId}/evidence`, {
      token: c.token,
      body: { type: 'award', title: 'Mercer Award', description: 'Given by the Ecological Society of America.', confidence: 1, details: {} },
    });
    expect(plain.json.evidence.identity).toMatchObject({ status: 'no_person', source: 'item', isCounted: true });
    const other = await t.call('POST', `/api/cases/${c.caseId}/evidence`, {
      token: c.token,
      body: { type: 'award', title: 'Best Paper Award', description: 'Awarded to Amit Agarwal at ICDMAI 2020.', confidence: 1, details: {} },
    });
    expect(other.json.evidence.identity).toMatchObject({ status: 'names_other', names: ['Amit Agarwal'], source: 'item', isCounted: false });
    expect(await countedIds(c.caseId)).not.toContain(other.json.evidence.id);

    const confirmed = await t.call('POST', `/api/evidence/${other.json.evidence.id}/identity-confirmation`, {
      token: c.token,
      body: { reason: 'A shared award with my co-author.' },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.evidence.identity).toMatchObject({ isCounted: true, confirmation: { reason: 'A shared award with my co-author.' } });
    expect(await countedIds(c.caseId)).toContain(other.json.evidence.id);

    // Edited to name someone new, it is flagged again.
    const edited = await t.call('PATCH', `/api/evidence/${other.json.evidence.id}`, {
      token: c.token,
      body: { description: 'Awarded to Maria Lopez at ICDMAI 2021.' },
    });
    expect(edited.json.evidence.identity).toMatchObject({ status: 'names_other', names: ['Maria Lopez'], isCounted: false, confirmation: null });
  });

  it('lets only the case’s people confirm, asks for a reason, and refuses a document that is not flagged', async () => {
    const c = await boettigerCase();
    const path = `/api/documents/${c.award.id}/identity-confirmation`;
    const body = { reason: 'It belongs.' };
    expect((await t.call('POST', path, { body })).status).toBe(401);
    const stranger = await t.signUp({ name: 'Stranger' });
    const refused = await t.call('POST', path, { token: stranger.token, body });
    expect(refused.status).toBe(404);
    expect((await t.call('DELETE', path, { token: stranger.token })).status).toBe(404);
    expect((await t.call('POST', `/api/evidence/${c.ids.awardItem}/identity-confirmation`, { token: stranger.token, body })).status).toBe(404);

    const empty = await t.call('POST', path, { token: c.token, body: { reason: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/Say why this belongs to the case/);
    const notFlagged = await t.call('POST', `/api/documents/${c.cv.id}/identity-confirmation`, { token: c.token, body });
    expect(notFlagged.status).toBe(409);
    // The item inherits its document's flag: it is confirmed on the document, not on the item.
    expect((await t.call('POST', `/api/evidence/${c.ids.awardItem}/identity-confirmation`, { token: c.token, body })).status).toBe(409);

    // Nothing changed through any of those attempts.
    const award = (await t.call('GET', `/api/documents/${c.award.id}`, { token: c.token })).json.document as TDocument;
    expect(award.identity).toMatchObject({ status: 'names_other', isCounted: false, confirmation: null });
  });

  it('checks, once at start-up, the documents read before the identity check existed', async () => {
    const c = await boettigerCase();
    // As such a document was stored: its text read, its identity never checked.
    await t.database.db.update(documents).set({ identityStatus: 'unchecked', identityNames: [] }).where(eq(documents.caseId, c.caseId));
    expect(await checkDocumentsReadBeforeIdentityCheck(t.database.db)).toBe(1);
    const statusOf = async () =>
      Object.fromEntries(
        ((await t.call('GET', `/api/cases/${c.caseId}/documents`, { token: c.token })).json.documents as TDocument[]).map((d) => [d.id, d.identity?.status]),
      );
    expect(await statusOf()).toEqual({ [c.cv.id]: 'matches', [c.award.id]: 'names_other', [c.press.id]: 'names_other' });
    expect(await checkDocumentsReadBeforeIdentityCheck(t.database.db)).toBe(0);
  });
});
