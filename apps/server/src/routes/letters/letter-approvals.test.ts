import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ZFilingChecklistResponse,
  ZLetterListResponse,
  ZLetterResponse,
  ZLetterReviewResponse,
  type TLetterDetail,
  type TLetterReview,
} from '@acclaim/contracts';
import type { FirmRole } from '@acclaim/domain';
import type { Block } from '@acclaim/domain/letter';
import { cases, firmMembers, firms, letterSectionApprovals, users } from '../../db/schema/index';
import { addEvidence, uploadText, waitForLetter, waitForPackage } from '../../test/case-helpers';
import { acceptedClientInvitation } from '../../test/firm-helpers';
import { ACTA_MATERIALIA_REVIEWS, actaMaterialiaArticle, uploadPrizeAnnouncement, YOUNG_INVESTIGATOR_PRIZE } from '../../test/sample-evidence';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp({ RATE_LIMIT_LETTER: '1000/3600' });
// The letter and the filing package are jobs.
await t.startWorker();

type Person = Awaited<ReturnType<typeof t.signUp>> & { id: string };

async function person(name?: string): Promise<Person> {
  const signedUp = await t.signUp(name ? { name } : {});
  return { ...signedUp, id: signedUp.user.id as string };
}

/** A paid plan, as billing sets it once paid. A firm's plan is its owner's (Attorneys & Agents). */
async function onPlan(planId: 'ATTORNEY' | 'COMPLETE', ...people: Person[]) {
  for (const p of people) await t.database.db.update(users).set({ planId }).where(eq(users.id, p.id));
}

/** Gives the case accepted evidence behind an award, judging and publications, uploaded by `token`. */
async function documentCase(token: string, caseId: string, beneficiary: string) {
  const award = await uploadPrizeAnnouncement(t, token, caseId, beneficiary);
  const review = await uploadText(t, token, caseId, 'reviews.txt', 'Reviewer records, Acta Materialia.', 'judging');
  await addEvidence(t, token, caseId, { ...YOUNG_INVESTIGATOR_PRIZE, description: 'One researcher a year.', documentId: award.id });
  await addEvidence(t, token, caseId, { ...ACTA_MATERIALIA_REVIEWS, description: 'Reviewed 14 manuscripts.', documentId: review.id });
  for (let i = 1; i <= 3; i++) {
    await addEvidence(t, token, caseId, { ...actaMaterialiaArticle(`High-entropy alloys, part ${i}`, 2018 + i), documentId: review.id });
  }
}

/**
 * A firm run by an attorney (its owner, on the firm's plan) with an attorney and a paralegal, and a client whose
 * EB-1A case the firm runs, documented and with a first draft the attorney had written by the offline composer.
 */
async function firmLetter() {
  const owner = await person('Morgan Hale');
  const attorney = await person('Dana Reyes');
  const paralegal = await person('Sam Ortiz');
  const client = await person('Zofia Nowak');
  await onPlan('ATTORNEY', owner, attorney, paralegal);
  const [firm] = await t.database.db.insert(firms).values({ name: 'Hale & Reyes Immigration', ownerId: owner.id }).returning();
  const roles: [Person, FirmRole][] = [
    [owner, 'OWNER'],
    [attorney, 'ATTORNEY'],
    [paralegal, 'PARALEGAL'],
  ];
  await t.database.db.insert(firmMembers).values(roles.map(([member, role]) => ({ firmId: firm!.id, userId: member.id, role })));
  const caseId = (await t.call('GET', '/api/cases/active', { token: client.token })).json.case.id as string;
  await t.database.db.update(cases).set({ firmId: firm!.id, petitionType: 'EB1A', fieldOfEndeavor: 'materials science' }).where(eq(cases.id, caseId));
  await acceptedClientInvitation(t, { firmId: firm!.id, caseId, email: client.email });
  await documentCase(client.token, caseId, 'Zofia Nowak');

  // The client reads the letter their attorney prepares; they cannot start one.
  const byClient = await t.call('POST', `/api/cases/${caseId}/letters`, { token: client.token, body: {} });
  expect(byClient.status).toBe(403);
  expect(byClient.json.message).toBe('Your attorney prepares the petition letter. You can read it here.');

  const started = await t.call('POST', `/api/cases/${caseId}/letters`, { token: attorney.token, body: {} });
  expect(started.status, started.text).toBe(202);
  const letter = await waitForLetter(t, attorney.token, started.json.letter.id);
  expect(letter).toMatchObject({ status: 'completed', generator: 'composer', version: 1 });
  return { owner, attorney, paralegal, client, firmId: firm!.id, caseId, letter };
}

async function read(token: string, letterId: string): Promise<TLetterDetail> {
  const res = await t.call('GET', `/api/letters/${letterId}`, { token });
  expect(res.status, res.text).toBe(200);
  return ZLetterResponse.parse(res.json).letter;
}

const approve = (token: string, letterId: string, sectionId: string, body?: { contentHash?: string }) =>
  t.call('POST', `/api/letters/${letterId}/sections/${sectionId}/approval`, { token, body });
const withdraw = (token: string, letterId: string, sectionId: string) => t.call('DELETE', `/api/letters/${letterId}/sections/${sectionId}/approval`, { token });

function reviewOf(res: Awaited<ReturnType<typeof t.call>>): TLetterReview {
  expect(res.status, res.text).toBe(200);
  return ZLetterReviewResponse.parse(res.json).review;
}
const sectionOf = (review: TLetterReview, sectionId: string) => review.sections.find((s) => s.sectionId === sectionId)!;

async function checklistItem(token: string, caseId: string, id: string) {
  const res = await t.call('GET', `/api/cases/${caseId}/filing/checklist`, { token });
  expect(res.status, res.text).toBe(200);
  return ZFilingChecklistResponse.parse(res.json).checklist.items.find((item) => item.id === id);
}

const paragraphWith = (text: string): Block => ({
  type: 'paragraph',
  sentences: [{ runs: [{ type: 'text', text, marks: [] }], isFactual: false, evidenceIds: [] }],
});

describe('attorney approval of letter sections', () => {
  it('lets an attorney approve a section, recording who, when and what drafted it; a paralegal, the client and outsiders cannot', async () => {
    const { owner, attorney, paralegal, client, letter } = await firmLetter();
    const intro = letter.document!.sections[0]!;

    const before = (await read(attorney.token, letter.id)).review!;
    expect(before).toMatchObject({ required: true, canApprove: true, canEdit: true, approved: 0 });
    expect(before.total).toBe(letter.document!.sections.length);
    expect(before.sections.map((s) => [s.state, s.draftedBy, s.approvedBy])).toEqual(before.sections.map(() => ['unapproved', 'composer', null]));

    const startedAt = Date.now();
    const approved = reviewOf(await approve(attorney.token, letter.id, intro.id));
    expect(approved.approved).toBe(1);
    expect(sectionOf(approved, intro.id)).toMatchObject({
      state: 'approved',
      approvedBy: { name: 'Dana Reyes' },
      draftedBy: 'composer',
      model: null,
      editedByName: null,
    });
    expect(Date.parse(sectionOf(approved, intro.id).approvedAt!)).toBeGreaterThanOrEqual(startedAt - 1000);
    const [row] = await t.database.db.select().from(letterSectionApprovals).where(eq(letterSectionApprovals.letterId, letter.id));
    expect(row).toMatchObject({
      sectionId: intro.id,
      approvedBy: attorney.id,
      approverName: 'Dana Reyes',
      letterVersion: 1,
      draftedBy: 'composer',
      model: null,
    });
    expect(row!.contentHash).toBe(sectionOf(approved, intro.id).contentHash);

    // The firm's owner is an attorney too; a paralegal prepares but does not sign off.
    expect(sectionOf(reviewOf(await approve(owner.token, letter.id, letter.document!.sections[1]!.id)), letter.document!.sections[1]!.id).approvedBy).toEqual({
      name: 'Morgan Hale',
    });
    for (const res of [await approve(paralegal.token, letter.id, intro.id), await withdraw(paralegal.token, letter.id, intro.id)]) {
      expect(res.status).toBe(403);
      expect(res.json.message).toBe('Only owners and attorneys can approve letter sections.');
    }
    expect((await read(paralegal.token, letter.id)).review).toMatchObject({ canApprove: false, canEdit: true, approved: 2 });

    // The client reads the letter and where its review stands, but neither approves nor writes it.
    const asClient = await read(client.token, letter.id);
    expect(asClient.review).toMatchObject({ required: true, canApprove: false, canEdit: false, approved: 2 });
    expect(ZLetterListResponse.parse((await t.call('GET', `/api/cases/${letter.caseId}/letters`, { token: client.token })).json).canWrite).toBe(false);
    expect(ZLetterListResponse.parse((await t.call('GET', `/api/cases/${letter.caseId}/letters`, { token: paralegal.token })).json).canWrite).toBe(true);
    const clientApproves = await approve(client.token, letter.id, intro.id);
    expect(clientApproves.status).toBe(403);
    expect((await withdraw(client.token, letter.id, intro.id)).status).toBe(403);
    for (const [method, path, body] of [
      ['PATCH', `/api/letters/${letter.id}`, { baseVersion: 1, sections: [{ id: intro.id, blocks: [paragraphWith('My own words.')] }] }],
      ['POST', `/api/letters/${letter.id}/sections/${intro.id}/regenerate`, { baseVersion: 1 }],
      ['POST', `/api/letters/${letter.id}/versions/1/restore`],
    ] as const) {
      const res = await t.call(method, path, { token: client.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.message).toBe('Your attorney prepares the petition letter. You can read it here.');
    }
    expect((await read(attorney.token, letter.id)).version).toBe(1);

    // Someone outside the firm finds nothing; no one signed in gets nothing.
    const outsider = await person();
    for (const res of [
      await approve(outsider.token, letter.id, intro.id),
      await withdraw(outsider.token, letter.id, intro.id),
      await t.call('GET', `/api/letters/${letter.id}`, { token: outsider.token }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await t.call('POST', `/api/letters/${letter.id}/sections/${intro.id}/approval`)).status).toBe(401);
    expect((await approve(attorney.token, letter.id, 'no-such-section')).status).toBe(404);

    const withdrawn = reviewOf(await withdraw(attorney.token, letter.id, intro.id));
    expect(withdrawn.approved).toBe(1);
    expect(sectionOf(withdrawn, intro.id)).toMatchObject({ state: 'unapproved', approvedBy: null, approvedAt: null });
    expect(
      await t.database.db.$count(letterSectionApprovals, and(eq(letterSectionApprovals.letterId, letter.id), eq(letterSectionApprovals.sectionId, intro.id))),
    ).toBe(0);
  });

  it('shows an edited section as changed since approval, names who edited it, and refuses to approve text the attorney has not seen', async () => {
    const { attorney, paralegal, letter } = await firmLetter();
    const intro = letter.document!.sections[0]!;
    const first = sectionOf(reviewOf(await approve(attorney.token, letter.id, intro.id)), intro.id);

    const saved = await t.call('PATCH', `/api/letters/${letter.id}`, {
      token: paralegal.token,
      body: { baseVersion: 1, sections: [{ id: intro.id, blocks: [...intro.blocks, paragraphWith('The petitioner asks that the petition be approved.')] }] },
    });
    expect(saved.status, saved.text).toBe(200);
    const afterEdit = ZLetterResponse.parse(saved.json).letter.review!;
    expect(afterEdit.approved).toBe(0);
    expect(sectionOf(afterEdit, intro.id)).toMatchObject({
      state: 'changed-since-approval',
      approvedBy: { name: 'Dana Reyes' },
      draftedBy: 'edited',
      editedByName: 'Sam Ortiz',
    });
    // The other sections still read as the composer wrote them.
    expect(sectionOf(afterEdit, letter.document!.sections[1]!.id)).toMatchObject({ state: 'unapproved', draftedBy: 'composer' });

    const stale = await approve(attorney.token, letter.id, intro.id, { contentHash: first.contentHash });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(`“${intro.heading}” changed since you opened it. Read it again, then approve it.`);
    const again = reviewOf(await approve(attorney.token, letter.id, intro.id, { contentHash: sectionOf(afterEdit, intro.id).contentHash }));
    expect(sectionOf(again, intro.id)).toMatchObject({ state: 'approved', draftedBy: 'edited', editedByName: 'Sam Ortiz' });
    const [row] = await t.database.db.select().from(letterSectionApprovals).where(eq(letterSectionApprovals.letterId, letter.id));
    expect(row).toMatchObject({ letterVersion: 2, draftedBy: 'edited' });

    // Restoring version 1 brings back the composer's text: it keeps its author, and the approval of the edit no longer holds.
    const restored = await t.call('POST', `/api/letters/${letter.id}/versions/1/restore`, { token: attorney.token });
    expect(restored.status, restored.text).toBe(200);
    expect(sectionOf(ZLetterResponse.parse(restored.json).letter.review!, intro.id)).toMatchObject({
      state: 'changed-since-approval',
      draftedBy: 'composer',
      editedByName: null,
    });
  });

  it('holds the filing package until every section is approved as it reads, and lists the wait in the checklist', async () => {
    const { attorney, client, caseId, letter } = await firmLetter();
    const sections = letter.document!.sections;
    expect(sections.length).toBeGreaterThan(2);

    const blocked = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: attorney.token });
    expect(blocked.status).toBe(409);
    expect(blocked.json.message).toBe(
      `${sections.length} sections of the petition letter await attorney approval. An attorney approves each section on the Cover Letter page.`,
    );
    const waiting = await checklistItem(client.token, caseId, 'letter-approval');
    expect(waiting).toMatchObject({ title: 'Attorney approval of the petition letter', status: 'blocking', target: 'petition-letter' });
    expect(waiting!.summary).toMatch(new RegExp(`^${sections.length} sections of ${sections.length} await attorney approval`));
    expect(waiting!.details).toContain(`${sections[0]!.heading}: not yet approved`);

    for (const section of sections.slice(0, -1)) reviewOf(await approve(attorney.token, letter.id, section.id));
    const oneLeft = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: attorney.token });
    expect(oneLeft.status).toBe(409);
    expect(oneLeft.json.message).toBe('1 section of the petition letter awaits attorney approval. An attorney approves each section on the Cover Letter page.');
    expect((await checklistItem(attorney.token, caseId, 'letter-approval'))!.details).toEqual([`${sections.at(-1)!.heading}: not yet approved`]);

    const all = reviewOf(await approve(attorney.token, letter.id, sections.at(-1)!.id));
    expect(all).toMatchObject({ approved: sections.length, total: sections.length });
    expect(await checklistItem(attorney.token, caseId, 'letter-approval')).toMatchObject({ status: 'present' });
    const started = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: attorney.token });
    expect(started.status, started.text).toBe(202);
    expect((await waitForPackage(t, attorney.token, caseId)).status).toBe('completed');
  });

  it('leaves a self-petitioner’s letter without review: no approval, and the package does not wait', async () => {
    const self = await person('Lena Vogt');
    await onPlan('COMPLETE', self);
    const caseId = (await t.call('GET', '/api/cases/active', { token: self.token })).json.case.id as string;
    await t.call('PATCH', `/api/cases/${caseId}`, { token: self.token, body: { petitionType: 'EB1A', fieldOfEndeavor: 'materials science' } });
    await documentCase(self.token, caseId, 'Lena Vogt');
    const started = await t.call('POST', `/api/cases/${caseId}/letters`, { token: self.token, body: {} });
    expect(started.status, started.text).toBe(202);
    const letter = await waitForLetter(t, self.token, started.json.letter.id);

    expect((await read(self.token, letter.id)).review).toBeNull();
    expect(ZLetterListResponse.parse((await t.call('GET', `/api/cases/${caseId}/letters`, { token: self.token })).json).canWrite).toBe(true);
    const refused = await approve(self.token, letter.id, letter.document!.sections[0]!.id);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Section approval is for cases a firm runs.');
    expect(await checklistItem(self.token, caseId, 'letter-approval')).toBeUndefined();

    const packaged = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: self.token });
    expect(packaged.status, packaged.text).toBe(202);
    expect((await waitForPackage(t, self.token, caseId)).status).toBe('completed');
  });
});
