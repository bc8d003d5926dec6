import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZLetterResponse } from '@acclaim/contracts';
import { cases, sessions, users } from '../db/schema/index';
import { addEvidence, signUpWithCase, subscribe, waitForLetter, waitForPackage } from '../test/case-helpers';
import { acceptedClientInvitation, createFirmCase } from '../test/firm-helpers';
import {
  ACTA_MATERIALIA_REVIEWS,
  actaMaterialiaArticle,
  EMPLOYER_RECOMMENDER,
  INDEPENDENT_RECOMMENDER,
  uploadPrizeAnnouncement,
  YOUNG_INVESTIGATOR_PRIZE,
} from '../test/sample-evidence';
import { createTestApp, TEST_ORIGIN } from '../test/test-app';

const t = await createTestApp({
  RATE_LIMIT_LETTER: '1000/3600',
  RATE_LIMIT_ASSESSMENT: '1000/3600',
  RATE_LIMIT_CHAT: '1000/60',
  RATE_LIMIT_BILLING: '1000/3600',
});
await t.startWorker();

/**
 * One firm's client case with something behind every kind of id the API takes: documents, evidence, an assessment,
 * a conversation, recommenders and their letters, an approved petition letter and an assembled filing package, the
 * firm's members and a pending invitation, and the owner's billing records.
 */
async function victim() {
  const { firm, attorney, client, caseId } = await createFirmCase(t, { clientName: 'Zofia Nowak', attorneyName: 'Dana Reyes' });
  await t.database.db.update(cases).set({ petitionType: 'EB1A', fieldOfEndeavor: 'materials science' }).where(eq(cases.id, caseId));
  const award = await uploadPrizeAnnouncement(t, client.token, caseId, 'Zofia Nowak');
  const evidenceId = await addEvidence(t, client.token, caseId, { ...YOUNG_INVESTIGATOR_PRIZE, description: 'One researcher a year.', documentId: award.id });
  await addEvidence(t, client.token, caseId, { ...ACTA_MATERIALIA_REVIEWS, description: 'Reviewed 14 manuscripts.', documentId: award.id });
  await addEvidence(t, client.token, caseId, { ...actaMaterialiaArticle('High-entropy alloys', 2020), documentId: award.id });

  const ok = (res: Awaited<ReturnType<typeof t.call>>, status: number) => {
    expect(res.status, res.text).toBe(status);
    return res.json;
  };
  const assessmentId = ok(await t.call('POST', `/api/cases/${caseId}/assessments`, { token: attorney.token }), 202).assessment.id as string;
  const conversationId = ok(await t.call('POST', `/api/cases/${caseId}/conversations`, { token: client.token, body: {} }), 201).conversation.id as string;
  const recommenderId = ok(
    await t.call('POST', `/api/cases/${caseId}/recommenders`, {
      token: attorney.token,
      body: INDEPENDENT_RECOMMENDER,
    }),
    201,
  ).recommender.id as string;
  ok(
    await t.call('POST', `/api/cases/${caseId}/recommenders`, {
      token: attorney.token,
      body: EMPLOYER_RECOMMENDER,
    }),
    201,
  );
  const recommendationLetterId = ok(await t.call('POST', `/api/cases/${caseId}/recommendation-letters`, { token: attorney.token }), 201).letters[0]
    .id as string;

  const letterId = ok(await t.call('POST', `/api/cases/${caseId}/letters`, { token: attorney.token, body: {} }), 202).letter.id as string;
  expect((await waitForLetter(t, attorney.token, letterId)).status).toBe('completed');
  const review = ZLetterResponse.parse(ok(await t.call('GET', `/api/letters/${letterId}`, { token: attorney.token }), 200)).letter.review!;
  for (const section of review.sections)
    ok(await t.call('POST', `/api/letters/${letterId}/sections/${section.sectionId}/approval`, { token: attorney.token }), 200);
  const sectionId = review.sections[0]!.sectionId;
  ok(await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: attorney.token }), 202);
  const assembled = await waitForPackage(t, attorney.token, caseId);
  expect(assembled.status, assembled.error ?? '').toBe('completed');
  const packageId = assembled.id;

  ok(
    await t.call('POST', '/api/firm/invitations', { token: attorney.token, body: { email: `kim-${crypto.randomUUID()}@example.com`, role: 'PARALEGAL' } }),
    201,
  );
  const staff = ok(await t.call('GET', '/api/firm/members', { token: attorney.token }), 200);
  const checkoutId = (await subscribe(t, client.token, 'COMPLETE')).checkoutId;
  const billing = ok(await t.call('GET', '/api/billing/subscription', { token: client.token }), 200);
  const receiptId = (billing.payments[0].receiptUrl as string).split('/').pop()!;

  const [caseRow] = await t.database.db.select().from(cases).where(eq(cases.id, caseId));
  const [clientSession] = await t.database.db.select().from(sessions).where(eq(sessions.userId, client.userId));
  return {
    firm,
    attorney,
    client,
    caseTitle: caseRow!.title,
    ids: {
      caseId,
      documentId: award.id,
      evidenceId,
      assessmentId,
      conversationId,
      recommenderId,
      recommendationLetterId,
      letterId,
      sectionId,
      packageId,
      memberId: staff.members[0].id as string,
      invitationId: staff.invitations[0].id as string,
      checkoutId,
      receiptId,
      sessionId: clientSession!.id,
    },
  };
}

type Ids = Awaited<ReturnType<typeof victim>>['ids'];
interface Call {
  path: string;
  body?: unknown;
  /** An upload: the body is a form with a small text file, as the browser sends it. */
  upload?: boolean;
  /** Who of the case's own people reads it: the firm's attorney or the client. */
  reader?: 'attorney' | 'client';
}

/**
 * Every API route that names something by id, keyed as in the OpenAPI document, with a request for the victim's
 * thing. Bodies are valid, so a refusal is about who asks, not what they sent. A route added without an entry here
 * fails the first test. Public by design and left out: a firm's logo (shown on the sign-in page of its portal) and
 * an invitation link (its token is the secret).
 */
const ROUTES: Record<string, (ids: Ids) => Call> = {
  'DELETE /account/sessions/{sessionId}': (ids) => ({ path: `/account/sessions/${ids.sessionId}` }),
  'GET /assessments/{id}': (ids) => ({ path: `/assessments/${ids.assessmentId}`, reader: 'attorney' }),
  'GET /assessments/{id}/report.pdf': (ids) => ({ path: `/assessments/${ids.assessmentId}/report.pdf` }),
  'GET /billing/receipts/{id}': (ids) => ({ path: `/billing/receipts/${ids.receiptId}`, reader: 'client' }),
  'GET /billing/test-checkout/{id}': (ids) => ({ path: `/billing/test-checkout/${ids.checkoutId}`, reader: 'client' }),
  'POST /billing/test-checkout/{id}/cancel': (ids) => ({ path: `/billing/test-checkout/${ids.checkoutId}/cancel` }),
  'POST /billing/test-checkout/{id}/pay': (ids) => ({ path: `/billing/test-checkout/${ids.checkoutId}/pay`, body: { card: 'success' } }),
  'DELETE /cases/{caseId}': (ids) => ({ path: `/cases/${ids.caseId}` }),
  'GET /cases/{caseId}': (ids) => ({ path: `/cases/${ids.caseId}`, reader: 'attorney' }),
  'PATCH /cases/{caseId}': (ids) => ({ path: `/cases/${ids.caseId}`, body: { title: 'Taken over' } }),
  'POST /cases/{caseId}/activate': (ids) => ({ path: `/cases/${ids.caseId}/activate` }),
  'GET /cases/{caseId}/assessments': (ids) => ({ path: `/cases/${ids.caseId}/assessments`, reader: 'attorney' }),
  'POST /cases/{caseId}/assessments': (ids) => ({ path: `/cases/${ids.caseId}/assessments` }),
  'GET /cases/{caseId}/conversations': (ids) => ({ path: `/cases/${ids.caseId}/conversations`, reader: 'client' }),
  'POST /cases/{caseId}/conversations': (ids) => ({ path: `/cases/${ids.caseId}/conversations`, body: {} }),
  'GET /cases/{caseId}/documents': (ids) => ({ path: `/cases/${ids.caseId}/documents`, reader: 'attorney' }),
  'POST /cases/{caseId}/documents': (ids) => ({ path: `/cases/${ids.caseId}/documents`, upload: true }),
  'GET /cases/{caseId}/events': (ids) => ({ path: `/cases/${ids.caseId}/events` }),
  'GET /cases/{caseId}/evidence': (ids) => ({ path: `/cases/${ids.caseId}/evidence`, reader: 'attorney' }),
  'POST /cases/{caseId}/evidence': (ids) => ({
    path: `/cases/${ids.caseId}/evidence`,
    body: { type: 'award', title: 'Planted', description: 'x', confidence: 1, details: {} },
  }),
  'POST /cases/{caseId}/evidence/merge': (ids) => ({
    path: `/cases/${ids.caseId}/evidence/merge`,
    body: { keepId: ids.evidenceId, mergeIds: [ids.evidenceId] },
  }),
  'POST /cases/{caseId}/evidence/bulk-review': (ids) => ({
    path: `/cases/${ids.caseId}/evidence/bulk-review`,
    body: { action: 'reject', selection: { by: 'ids', ids: [ids.evidenceId] } },
  }),
  'POST /cases/{caseId}/evidence/bulk-review/undo': (ids) => ({
    path: `/cases/${ids.caseId}/evidence/bulk-review/undo`,
    body: { action: 'reject', changes: [{ id: ids.evidenceId, previousStatus: 'rejected' }] },
  }),
  'GET /cases/{caseId}/filing/checklist': (ids) => ({ path: `/cases/${ids.caseId}/filing/checklist`, reader: 'attorney' }),
  'PUT /cases/{caseId}/filing/checklist/{itemId}': (ids) => ({ path: `/cases/${ids.caseId}/filing/checklist/fees`, body: { isDone: true } }),
  'GET /cases/{caseId}/filing/package': (ids) => ({ path: `/cases/${ids.caseId}/filing/package`, reader: 'attorney' }),
  'POST /cases/{caseId}/filing/package': (ids) => ({ path: `/cases/${ids.caseId}/filing/package` }),
  'GET /cases/{caseId}/filing/package/{packageId}/download': (ids) => ({
    path: `/cases/${ids.caseId}/filing/package/${ids.packageId}/download?format=zip`,
    reader: 'attorney',
  }),
  'GET /cases/{caseId}/forms': (ids) => ({ path: `/cases/${ids.caseId}/forms`, reader: 'attorney' }),
  'PATCH /cases/{caseId}/forms/i-140': (ids) => ({ path: `/cases/${ids.caseId}/forms/i-140`, body: { baseVersion: 0, answers: {} } }),
  'GET /cases/{caseId}/forms/i-140/worksheet': (ids) => ({ path: `/cases/${ids.caseId}/forms/i-140/worksheet?format=json`, reader: 'attorney' }),
  'PUT /cases/{caseId}/forms/needs': (ids) => ({
    path: `/cases/${ids.caseId}/forms/needs`,
    body: { hasAttorney: true, wantsPremiumProcessing: true, wantsEmailNotice: true, paysByCard: true },
  }),
  'GET /cases/{caseId}/letters': (ids) => ({ path: `/cases/${ids.caseId}/letters`, reader: 'client' }),
  'POST /cases/{caseId}/letters': (ids) => ({ path: `/cases/${ids.caseId}/letters`, body: {} }),
  'GET /cases/{caseId}/metrics': (ids) => ({ path: `/cases/${ids.caseId}/metrics`, reader: 'attorney' }),
  'GET /cases/{caseId}/processing': (ids) => ({ path: `/cases/${ids.caseId}/processing`, reader: 'attorney' }),
  'GET /cases/{caseId}/progress': (ids) => ({ path: `/cases/${ids.caseId}/progress`, reader: 'client' }),
  'GET /cases/{caseId}/recommendation-letters': (ids) => ({ path: `/cases/${ids.caseId}/recommendation-letters`, reader: 'attorney' }),
  'POST /cases/{caseId}/recommendation-letters': (ids) => ({ path: `/cases/${ids.caseId}/recommendation-letters` }),
  'GET /cases/{caseId}/recommenders': (ids) => ({ path: `/cases/${ids.caseId}/recommenders`, reader: 'attorney' }),
  'POST /cases/{caseId}/recommenders': (ids) => ({
    path: `/cases/${ids.caseId}/recommenders`,
    body: { name: 'Planted Writer', title: 'Professor', affiliation: 'Elsewhere', relationship: 'independent', credentials: 'None' },
  }),
  'POST /cases/{caseId}/verification': (ids) => ({ path: `/cases/${ids.caseId}/verification` }),
  'DELETE /conversations/{id}': (ids) => ({ path: `/conversations/${ids.conversationId}` }),
  'GET /conversations/{id}': (ids) => ({ path: `/conversations/${ids.conversationId}`, reader: 'client' }),
  'PATCH /conversations/{id}': (ids) => ({ path: `/conversations/${ids.conversationId}`, body: { title: 'Read by a stranger' } }),
  'POST /conversations/{id}/messages': (ids) => ({ path: `/conversations/${ids.conversationId}/messages`, body: { content: 'What does my case hold?' } }),
  'DELETE /documents/{id}': (ids) => ({ path: `/documents/${ids.documentId}` }),
  'GET /documents/{id}': (ids) => ({ path: `/documents/${ids.documentId}`, reader: 'attorney' }),
  'PATCH /documents/{id}': (ids) => ({ path: `/documents/${ids.documentId}`, body: { name: 'Renamed' } }),
  'POST /documents/{id}/extract': (ids) => ({ path: `/documents/${ids.documentId}/extract` }),
  'DELETE /documents/{id}/identity-confirmation': (ids) => ({ path: `/documents/${ids.documentId}/identity-confirmation` }),
  'POST /documents/{id}/identity-confirmation': (ids) => ({ path: `/documents/${ids.documentId}/identity-confirmation`, body: { reason: 'Planted reason' } }),
  'DELETE /evidence/{id}/identity-confirmation': (ids) => ({ path: `/evidence/${ids.evidenceId}/identity-confirmation` }),
  'POST /evidence/{id}/identity-confirmation': (ids) => ({ path: `/evidence/${ids.evidenceId}/identity-confirmation`, body: { reason: 'Planted reason' } }),
  'GET /documents/{id}/file': (ids) => ({ path: `/documents/${ids.documentId}/file`, reader: 'attorney' }),
  'DELETE /evidence/{id}': (ids) => ({ path: `/evidence/${ids.evidenceId}` }),
  'PATCH /evidence/{id}': (ids) => ({ path: `/evidence/${ids.evidenceId}`, body: { title: 'Changed' } }),
  'POST /firm/cases/{caseId}/invitation': (ids) => ({ path: `/firm/cases/${ids.caseId}/invitation` }),
  'DELETE /firm/invitations/{invitationId}': (ids) => ({ path: `/firm/invitations/${ids.invitationId}` }),
  'DELETE /firm/members/{memberId}': (ids) => ({ path: `/firm/members/${ids.memberId}` }),
  'PATCH /firm/members/{memberId}': (ids) => ({ path: `/firm/members/${ids.memberId}`, body: { barNumber: 'X-1' } }),
  'GET /letters/{id}': (ids) => ({ path: `/letters/${ids.letterId}`, reader: 'client' }),
  'PATCH /letters/{id}': (ids) => ({ path: `/letters/${ids.letterId}`, body: { baseVersion: 1, sections: [] } }),
  'GET /letters/{id}/check': (ids) => ({ path: `/letters/${ids.letterId}/check`, reader: 'attorney' }),
  'GET /letters/{id}/export': (ids) => ({ path: `/letters/${ids.letterId}/export?format=docx`, reader: 'attorney' }),
  'DELETE /letters/{id}/sections/{sectionId}/approval': (ids) => ({ path: `/letters/${ids.letterId}/sections/${ids.sectionId}/approval` }),
  'POST /letters/{id}/sections/{sectionId}/approval': (ids) => ({ path: `/letters/${ids.letterId}/sections/${ids.sectionId}/approval` }),
  'POST /letters/{id}/sections/{sectionId}/regenerate': (ids) => ({
    path: `/letters/${ids.letterId}/sections/${ids.sectionId}/regenerate`,
    body: { baseVersion: 1 },
  }),
  'GET /letters/{id}/versions': (ids) => ({ path: `/letters/${ids.letterId}/versions`, reader: 'attorney' }),
  'GET /letters/{id}/versions/{number}': (ids) => ({ path: `/letters/${ids.letterId}/versions/1`, reader: 'attorney' }),
  'POST /letters/{id}/versions/{number}/restore': (ids) => ({ path: `/letters/${ids.letterId}/versions/1/restore` }),
  'GET /recommendation-letters/{id}': (ids) => ({ path: `/recommendation-letters/${ids.recommendationLetterId}`, reader: 'attorney' }),
  'PATCH /recommendation-letters/{id}': (ids) => ({
    path: `/recommendation-letters/${ids.recommendationLetterId}`,
    body: { baseVersion: 1, sections: [{ id: 'body', blocks: [] }] },
  }),
  'GET /recommendation-letters/{id}/export': (ids) => ({
    path: `/recommendation-letters/${ids.recommendationLetterId}/export?format=docx`,
    reader: 'attorney',
  }),
  'GET /recommendation-letters/{id}/versions': (ids) => ({ path: `/recommendation-letters/${ids.recommendationLetterId}/versions`, reader: 'attorney' }),
  'POST /recommendation-letters/{id}/versions/{number}/restore': (ids) => ({
    path: `/recommendation-letters/${ids.recommendationLetterId}/versions/1/restore`,
  }),
  'DELETE /recommenders/{id}': (ids) => ({ path: `/recommenders/${ids.recommenderId}` }),
  'PATCH /recommenders/{id}': (ids) => ({ path: `/recommenders/${ids.recommenderId}`, body: { status: 'asked' } }),
};

/** Sends the call as `token`, as the browser would. */
async function send(method: string, call: Call, token?: string) {
  if (!call.upload) return t.call(method, `/api${call.path}`, { token, body: call.body });
  const form = new FormData();
  form.append('file', new File(['Planted by someone else.'], 'planted.txt', { type: 'text/plain' }));
  form.append('category', 'other');
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await t.app.request(`/api${call.path}`, { method, body: form, headers });
  return { status: response.status, text: await response.text() };
}

const PUBLIC_BY_DESIGN = ['GET /firms/{firmId}/logo', 'GET /invitations/{token}', 'POST /invitations/{token}/accept'];

const { attorney, client, ids, caseTitle } = await victim();
// Three kinds of outsider, each on a paid plan so no plan limit answers in place of the ownership check: a
// self-petitioner, the owner of another firm, and another client of the same firm.
const stranger = await t.signUp({ name: 'Stranger Self-Petitioner' });
await t.database.db.update(users).set({ planId: 'COMPLETE' }).where(eq(users.id, stranger.user.id));
const otherFirm = await createFirmCase(t, { clientName: 'Other Client', attorneyName: 'Rival Attorney' });
const { caseId: siblingCase, ...sibling } = await signUpWithCase(t, { name: 'Sibling Client' });
const victimFirmId = (await t.database.db.select().from(cases).where(eq(cases.id, ids.caseId)))[0]!.firmId;
await t.database.db.update(cases).set({ firmId: victimFirmId }).where(eq(cases.id, siblingCase));
await acceptedClientInvitation(t, { firmId: victimFirmId!, caseId: siblingCase, email: sibling.email });
const OUTSIDERS = {
  'a self-petitioner': stranger.token,
  'another firm’s attorney': otherFirm.attorney.token,
  'another client of the same firm': sibling.token,
};
// A case the victim's firm opened for an address that already had an account, whose invitation is not accepted yet
// (decision 022): the firm works on it; the account it waits for must not reach it by any route.
const WAITING_NAME = 'Typed Waiting Client';
const waitingFor = await t.signUp({ name: 'Waiting Account Own Name' });
await t.database.db.update(users).set({ planId: 'COMPLETE' }).where(eq(users.id, waitingFor.user.id));
const waitingCase = await t.call('POST', '/api/firm/cases', { token: attorney.token, body: { clientName: WAITING_NAME, clientEmail: waitingFor.email } });
const waitingCaseId = waitingCase.json.case.id as string;

describe('tenant isolation across every route that takes an id', () => {
  it('covers every such route of the OpenAPI document', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    const documented = Object.entries(doc.json.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.includes('{') && !path.startsWith('/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((route) => !PUBLIC_BY_DESIGN.includes(route));
    expect(documented.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [route, build] of Object.entries(ROUTES)) {
    const method = route.split(' ')[0]!;
    it(`${route}: the case's own people reach it, outsiders are told it does not exist`, async () => {
      const call = build(ids);
      if (call.reader) {
        const own = await send(method, call, call.reader === 'attorney' ? attorney.token : client.token);
        expect(own.status, own.text).toBe(200);
      }
      for (const [who, token] of Object.entries(OUTSIDERS)) {
        const res = await send(method, call, token);
        expect([403, 404], `${who}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
        expect(res.text).not.toContain('Zofia');
      }
      expect((await send(method, call)).status).toBe(401);
    });
  }

  it('leaves everything of the case as it was after all those attempts', async () => {
    const [row] = await t.database.db.select().from(cases).where(eq(cases.id, ids.caseId));
    expect(row).toMatchObject({ title: caseTitle, firmId: victimFirmId });
    for (const path of [`/documents/${ids.documentId}`, `/letters/${ids.letterId}`, `/recommendation-letters/${ids.recommendationLetterId}`]) {
      expect((await t.call('GET', `/api${path}`, { token: attorney.token })).status, path).not.toBe(404);
    }
    // A conversation is its asker's own, even from colleagues on the case.
    expect((await t.call('GET', `/api/conversations/${ids.conversationId}`, { token: client.token })).status).toBe(200);
    expect((await t.call('GET', `/api/conversations/${ids.conversationId}`, { token: attorney.token })).status).toBe(404);
    const documents = (await t.call('GET', `/api/cases/${ids.caseId}/documents`, { token: attorney.token })).json;
    expect(JSON.stringify(documents)).not.toContain('planted');
    const recommenders = (await t.call('GET', `/api/cases/${ids.caseId}/recommenders`, { token: attorney.token })).json;
    expect(JSON.stringify(recommenders)).toContain(ids.recommenderId);
    expect(JSON.stringify(recommenders)).not.toContain('Planted Writer');
    const evidence = (await t.call('GET', `/api/cases/${ids.caseId}/evidence`, { token: attorney.token })).json;
    expect(JSON.stringify(evidence)).not.toContain('Planted');
    expect(JSON.stringify(evidence)).toContain('Young Investigator Prize');
    const members = (await t.call('GET', '/api/firm/members', { token: attorney.token })).json;
    expect(members.members).toHaveLength(1);
    expect(members.invitations).toHaveLength(1);
    expect(members.members[0].barNumber).not.toBe('X-1');
  });
});

describe('a firm case whose client has not accepted the invitation yet', () => {
  const caseRoutes = Object.entries(ROUTES).filter(([route]) => route.includes('{caseId}'));
  for (const [route, build] of caseRoutes) {
    const method = route.split(' ')[0]!;
    it(`${route}: the firm reaches it, the account it waits for is told it does not exist`, async () => {
      const call = build({ ...ids, caseId: waitingCaseId });
      // Routes naming only the case: the firm reads them on the waiting case as on any other.
      if (call.reader === 'attorney' && route.match(/\{/g)!.length === 1) {
        const own = await send(method, call, attorney.token);
        expect(own.status, own.text).toBe(200);
      }
      const res = await send(method, call, waitingFor.token);
      expect([403, 404], `${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
      expect(res.text).not.toContain(WAITING_NAME);
    });
  }
});
