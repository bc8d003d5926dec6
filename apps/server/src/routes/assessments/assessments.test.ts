import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { eligibilityStanding, ZAssessment } from '@acclaim/domain';
import { ZAssessmentListResponse, ZAssessmentResponse, ZProgressResponse, ZStartAssessmentResponse } from '@acclaim/contracts';
import { assessments, evidenceItems, users } from '../../db/schema/index';
import { runAssessment } from '../../services/assessments/assess-case-job';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';
import { addEvidence, signUpWithCase, uploadText } from '../../test/case-helpers';

// A tight start limit, so the rate-limit test reaches it in a few requests.
const t = await createTestApp({ RATE_LIMIT_ASSESSMENT: '3/3600' });
await t.startWorker();

const NAME = 'Zofia Łódź-Núñez';

/** A new Free Trial account's case, with one accepted evidence item unless `empty` (the trial's assessment needs one). */
async function newCase(overrides: { name?: string; empty?: boolean } = {}) {
  const { caseId, ...person } = await signUpWithCase(t, overrides.name ? { name: overrides.name } : {});
  if (!overrides.empty) await addEvidence(t, person.token, caseId, { type: 'judging', title: 'Reviewer, Journal of Materials Research' });
  return { ...person, userId: person.user.id as string, caseId };
}

async function waitForAssessment(token: string, id: string) {
  for (let i = 0; i < 200; i++) {
    const res = await t.call('GET', `/api/assessments/${id}`, { token });
    if (res.json.assessment.status === 'completed' || res.json.assessment.status === 'failed') return res.json.assessment;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('the assessment did not finish');
}

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  // A copy: pdf.js takes ownership of (detaches) the buffer it is given.
  const pdf = await getDocumentProxy(new Uint8Array(bytes).slice());
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A person with a documented, partly exhibited EB-1A case and one completed assessment. */
async function assessedCase() {
  const person = await newCase({ name: NAME, empty: true });
  await t.call('PATCH', `/api/cases/${person.caseId}`, {
    token: person.token,
    body: { petitionType: 'EB1A', fieldOfEndeavor: 'Materials science (Łódź University of Technology)', intendedFilingDate: '2030-01-15' },
  });
  const award = await uploadText(
    t,
    person.token,
    person.caseId,
    'award-letter.txt',
    `Award letter\nThe Society awards ${NAME} the 2022 Young Investigator Prize.`,
    'award',
  );
  await addEvidence(t, person.token, person.caseId, {
    type: 'award',
    title: 'Young Investigator Prize, European Materials Research Society',
    date: '2022-06',
    details: { issuer: 'European Materials Research Society', scope: 'international' },
    documentId: award.id,
  });
  await addEvidence(t, person.token, person.caseId, {
    type: 'judging',
    title: 'Reviewer, Acta Materialia',
    date: '2023',
    details: { organization: 'Acta Materialia', count: 14 },
  });
  await addEvidence(t, person.token, person.caseId, {
    type: 'publication',
    title: 'Grain boundaries in high-entropy alloys',
    date: '2021',
    details: { venue: 'Acta Materialia', year: 2021, authorPosition: 1 },
  });
  await addEvidence(t, person.token, person.caseId, { type: 'membership', title: 'Rejected membership', status: 'rejected' });
  const started = await t.call('POST', `/api/cases/${person.caseId}/assessments`, { token: person.token });
  expect(started.status).toBe(202);
  const assessment = await waitForAssessment(person.token, started.json.assessment.id);
  return { ...person, award, started, assessment };
}

describe('eligibility assessments', () => {
  it('runs as a job: queued, then completed with the input snapshot, the result and its processing state', async () => {
    const { token, caseId, userId, award, started, assessment } = await assessedCase();
    expect(ZStartAssessmentResponse.safeParse(started.json).success).toBe(true);
    expect(started.json.assessment).toMatchObject({ caseId, status: 'queued', level: null });
    expect(started.json.assessment).not.toHaveProperty('result');

    expect(assessment.status).toBe('completed');
    const detail = await t.call('GET', `/api/assessments/${assessment.id}`, { token });
    expect(ZAssessmentResponse.safeParse(detail.json).success).toBe(true);
    const result = ZAssessment.parse(detail.json.assessment.result);
    expect(result.petitionType).toBe('EB1A');
    expect(result.eb1a?.criteria).toHaveLength(10);
    expect(result.counts.evidence).toBe(3); // accepted only: the rejected membership is left out
    expect(result.isReworded).toBe(false); // no LLM configured
    expect(detail.json.assessment).toMatchObject({
      level: expect.any(String),
      headline: expect.any(String),
      eligibilityProgress: result.eligibilityProgress,
      error: null,
    });
    expect(detail.json.assessment.completedAt).toBeTruthy();
    // The evidence as the engine read it, with the exhibit label of the uploaded award letter.
    expect(detail.json.assessment.evidence).toHaveLength(3);
    expect(detail.json.assessment.evidence.find((item: { type: string }) => item.type === 'award')).toMatchObject({
      exhibit: award.exhibitLabel,
      documentId: award.id,
      verification: 'unverified',
      documentation: 'primary_exhibit',
    });
    // How each item is documented, for the screen's one line per item: the judging record has no document.
    expect(detail.json.assessment.evidence.find((item: { type: string }) => item.type === 'judging')).toMatchObject({ documentation: 'not_documented' });

    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, assessment.id));
    expect(row!.requestedBy).toBe(userId);
    expect(row!.input?.profile).toMatchObject({ fullName: NAME, petitionType: 'EB1A', intendedFilingDate: '2030-01-15' });
    expect(row!.input?.asOf).toBe(new Date().toISOString().slice(0, 10));

    // The job's processing state, through the existing processing route.
    const processing = await t.call('GET', `/api/cases/${caseId}/processing?type=eligibility`, { token });
    expect(processing.json.processing).toHaveLength(1);
    expect(processing.json.processing[0]).toMatchObject({ type: 'eligibility', category: 'eligibility', isActive: false, progress: 100, petitionId: caseId });
    expect(processing.json.processing[0].currentStep).toBe(`Done: ${detail.json.assessment.headline}`);
    expect(processing.json.processing[0].details).toMatchObject({ assessmentId: assessment.id, evidenceCount: 3 });

    const list = await t.call('GET', `/api/cases/${caseId}/assessments`, { token });
    expect(ZAssessmentListResponse.safeParse(list.json).success).toBe(true);
    expect(list.json.assessments.map((a: { id: string }) => a.id)).toEqual([assessment.id]);
    expect(list.json.allowance).toEqual({ used: 1, allowed: 1 });
  });

  it('holds the Free Trial to one assessment, with an upgrade message, and writes nothing more', async () => {
    const { token, caseId, userId } = await assessedCase();
    const second = await t.call('POST', `/api/cases/${caseId}/assessments`, { token });
    expect(second.status).toBe(403);
    expect(second.json.error.code).toBe('FORBIDDEN');
    expect(second.json.message).toMatch(
      /^You have used 1 of 1 eligibility assessment\. The Free Trial plan allows this much; upgrade on the Billing page to continue\./,
    );
    expect(await t.database.db.$count(assessments, eq(assessments.requestedBy, userId))).toBe(1);
    const processing = await t.call('GET', `/api/cases/${caseId}/processing?type=eligibility`, { token });
    expect(processing.json.processing[0].isActive).toBe(false);
  });

  it('does not count a failed assessment, and runs one at a time per case', async () => {
    const person = await newCase();
    await t.database.db.insert(assessments).values({ caseId: person.caseId, requestedBy: person.userId, status: 'failed', error: 'x' });
    const list = await t.call('GET', `/api/cases/${person.caseId}/assessments`, { token: person.token });
    expect(list.json.allowance).toEqual({ used: 0, allowed: 1 });

    const [running] = await t.database.db.insert(assessments).values({ caseId: person.caseId, requestedBy: person.userId, status: 'running' }).returning();
    const busy = await t.call('POST', `/api/cases/${person.caseId}/assessments`, { token: person.token });
    expect(busy.status).toBe(409);
    expect(busy.json.message).toMatch(/already running/);
    expect(await t.database.db.$count(assessments, eq(assessments.caseId, person.caseId))).toBe(2);

    // A job lost long ago (a crash) neither blocks the case nor uses up the allowance.
    await t.database.db
      .update(assessments)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(assessments.id, running!.id));
    const again = await t.call('POST', `/api/cases/${person.caseId}/assessments`, { token: person.token });
    expect(again.status).toBe(202);
    const [lost] = await t.database.db.select().from(assessments).where(eq(assessments.id, running!.id));
    expect(lost).toMatchObject({ status: 'failed', error: expect.stringMatching(/did not finish in time/) });
    await waitForAssessment(person.token, again.json.assessment.id);
  });

  it('keeps the Free Trial’s only assessment from being spent on a case with no accepted evidence, and writes nothing', async () => {
    const person = await newCase({ empty: true });
    await addEvidence(t, person.token, person.caseId, { type: 'award', title: 'Only suggested, not accepted', status: 'suggested' });
    const refused = await t.call('POST', `/api/cases/${person.caseId}/assessments`, { token: person.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Accept at least one evidence item first. Your plan includes 1 assessment, and on a case with no accepted evidence it could only say that there is no evidence yet.',
    );
    expect(await t.database.db.$count(assessments, eq(assessments.caseId, person.caseId))).toBe(0);
    const list = await t.call('GET', `/api/cases/${person.caseId}/assessments`, { token: person.token });
    expect(list.json.allowance).toEqual({ used: 0, allowed: 1 });
  });

  it('refuses the same when every accepted item waits for confirmation that it is about the beneficiary', async () => {
    const person = await newCase({ empty: true });
    const id = await addEvidence(t, person.token, person.caseId, { type: 'award', title: 'Best Paper Award, awarded to Amit Agarwal' });
    await t.database.db.update(evidenceItems).set({ identityStatus: 'names_other' }).where(eq(evidenceItems.id, id));
    const refused = await t.call('POST', `/api/cases/${person.caseId}/assessments`, { token: person.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^None of the accepted evidence counts yet: it comes from documents that name someone else/);
    expect(await t.database.db.$count(assessments, eq(assessments.caseId, person.caseId))).toBe(0);
  });

  it('assesses a case with no accepted evidence on a plan with unlimited assessments, and says so', async () => {
    const person = await newCase({ empty: true });
    await t.database.db.update(users).set({ planId: 'ANALYSIS' }).where(eq(users.id, person.userId));
    const started = await t.call('POST', `/api/cases/${person.caseId}/assessments`, { token: person.token });
    expect(started.status).toBe(202);
    const done = await waitForAssessment(person.token, started.json.assessment.id);
    expect(done.status).toBe('completed');
    expect(done.result.counts.evidence).toBe(0);
    expect(done.evidence).toEqual([]);
    expect(done.level).toBe('no_evidence');
    const processing = await t.call('GET', `/api/cases/${person.caseId}/processing?type=eligibility`, { token: person.token });
    expect(processing.json.processing[0].details.evidenceCount).toBe(0);
  });

  it('fails cleanly with a readable error when the case cannot be read, and frees the allowance', async () => {
    const person = await newCase();
    // A corrupt verification record (written by hand) makes the input invalid.
    await t.database.db.insert(evidenceItems).values({
      caseId: person.caseId,
      type: 'publication',
      title: 'Broken',
      status: 'accepted',
      verificationDetails: { source: 'nowhere' } as never,
    });
    const [row] = await t.database.db.insert(assessments).values({ caseId: person.caseId, requestedBy: person.userId }).returning();
    await runAssessment(t.deps, row!.id, { isLast: true });
    const failed = await t.call('GET', `/api/assessments/${row!.id}`, { token: person.token });
    expect(failed.json.assessment).toMatchObject({ status: 'failed', result: null, level: null });
    expect(failed.json.assessment.error).toMatch(/could not be completed, and it does not count toward your plan/);
    const processing = await t.call('GET', `/api/cases/${person.caseId}/processing?type=eligibility`, { token: person.token });
    expect(processing.json.processing[0]).toMatchObject({ isActive: false, progress: 100 });
    expect(processing.json.processing[0].currentStep).toMatch(/^Assessment failed: /);
    expect((await t.call('GET', `/api/cases/${person.caseId}/assessments`, { token: person.token })).json.allowance.used).toBe(0);
    const report = await t.call('GET', `/api/assessments/${row!.id}/report.pdf`, { token: person.token });
    expect(report.status).toBe(409);
    expect(report.json.message).toMatch(/did not complete/);
  });

  it('lets dashboard eligibility progress follow the newest completed assessment', async () => {
    const person = await newCase();
    const progress = async () => (await t.call('GET', `/api/cases/${person.caseId}/progress`, { token: person.token })).json.progress;
    expect((await progress()).eligibility).toBe(0);
    expect((await t.call('GET', `/api/cases/${person.caseId}/progress`, { token: person.token })).json.eligibilityStanding).toBeNull();
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const values = { caseId: person.caseId, requestedBy: person.userId };
    await t.database.db.insert(assessments).values({ ...values, status: 'completed', eligibilityProgress: 20, createdAt: at(30), completedAt: at(29) });
    expect(await progress()).toMatchObject({ eligibility: 20, overall: 5 });
    await t.database.db.insert(assessments).values({ ...values, status: 'completed', eligibilityProgress: 55, createdAt: at(20), completedAt: at(19) });
    // Newer, but not completed: it does not move the dashboard.
    await t.database.db.insert(assessments).values({ ...values, status: 'failed', eligibilityProgress: null, createdAt: at(10), completedAt: at(9) });
    await t.database.db.insert(assessments).values({ ...values, status: 'running', createdAt: at(1) });
    expect(await progress()).toMatchObject({ eligibility: 55, documents: 0, overall: 14 });
  });

  it('matches the real job: progress equals the stored eligibilityProgress', async () => {
    const { token, caseId, assessment } = await assessedCase();
    const progress = await t.call('GET', `/api/cases/${caseId}/progress`, { token });
    expect(progress.json.progress.eligibility).toBe(assessment.eligibilityProgress);
    // The dashboard shows the levels reached, read out of the stored result, instead of a figure out of 100.
    expect(ZProgressResponse.parse(progress.json).eligibilityStanding).toEqual(eligibilityStanding(ZAssessment.parse(assessment.result)));
    expect(progress.json.eligibilityStanding).toMatchObject({ eb1a: { criteriaTotal: 10, finalMerits: expect.any(String) }, niw: null });
  });

  it('renders the report as a real PDF with every criterion, the disclaimer and the name intact', async () => {
    const { token, assessment } = await assessedCase();
    const res = await t.app.request(`/api/assessments/${assessment.id}/report.pdf`, { headers: { authorization: `Bearer ${token}`, origin: TEST_ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="acclaim-eligibility-assessment-zofia-lodz-nunez-${assessment.result.asOf}.pdf"`);
    const bytes = await res.arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const criterion of assessment.result.eb1a.criteria) expect(text).toContain(criterion.label);
    expect(text).toContain(NAME);
    expect(text).toContain('Łódź University of Technology');
    expect(text).toContain('Not legal advice · Not a law firm · No prediction of the outcome');
    expect(text).toContain('not legal advice, and Acclaim is not a law firm');
    expect(text).toContain('8 C.F.R. § 204.5(h)(3)(i)');
    expect(text).toMatch(/Page 2 of \d+/);
  });

  it('answers 409 for the report of an assessment still running', async () => {
    const person = await newCase();
    const [row] = await t.database.db.insert(assessments).values({ caseId: person.caseId, requestedBy: person.userId, status: 'running' }).returning();
    const res = await t.call('GET', `/api/assessments/${row!.id}/report.pdf`, { token: person.token });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('CONFLICT');
    expect(res.json.message).toMatch(/still running/);
  });

  it('serves the sample assessment PDF to anyone, rendered once', async () => {
    const first = await t.app.request('/api/samples/download/assessment');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toBe('attachment; filename="acclaim-sample-eligibility-assessment.pdf"');
    const bytes = await first.arrayBuffer();
    const text = await pdfText(bytes);
    expect(text).toContain('Eligibility assessment');
    expect(text).toContain('Priya Raman');
    expect(text).toContain('No prediction of the outcome');
    const startedAt = performance.now();
    const second = await t.app.request('/api/samples/download/assessment');
    expect(performance.now() - startedAt).toBeLessThan(500); // from memory, not rendered again
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('rate-limits starting assessments per account', async () => {
    const person = await newCase();
    expect((await t.call('POST', `/api/cases/${person.caseId}/assessments`, { token: person.token })).status).toBe(202);
    expect((await t.call('POST', `/api/cases/${person.caseId}/assessments`, { token: person.token })).status).not.toBe(429);
    expect((await t.call('POST', `/api/cases/${person.caseId}/assessments`, { token: person.token })).status).not.toBe(429);
    const limited = await t.call('POST', `/api/cases/${person.caseId}/assessments`, { token: person.token });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/^Too many attempts/);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(Object.keys(res.json.paths)).toEqual(
      expect.arrayContaining(['/cases/{caseId}/assessments', '/assessments/{id}', '/assessments/{id}/report.pdf', '/samples/download/assessment']),
    );
    expect(res.json.paths['/cases/{caseId}/assessments'].post.responses['202']).toBeTruthy();
  });

  it('never shows one person’s assessments to another (authorization matrix)', async () => {
    const { token, caseId, assessment } = await assessedCase();
    const other = await newCase();
    const routes: [string, string, number][] = [
      ['GET', `/api/cases/${caseId}/assessments`, 200],
      ['GET', `/api/assessments/${assessment.id}`, 200],
      ['GET', `/api/assessments/${assessment.id}/report.pdf`, 200],
    ];
    for (const [method, path, ownerStatus] of routes) {
      expect([path, (await t.call(method, path)).status]).toEqual([path, 401]);
      expect([path, (await t.call(method, path, { token: other.token })).status]).toEqual([path, 404]);
      expect([path, (await t.call(method, path, { token })).status]).toEqual([path, ownerStatus]);
    }
    // Starting one: anonymous 401, another person 404 (and nothing written), the owner of a fresh case 202.
    const fresh = await newCase();
    expect((await t.call('POST', `/api/cases/${fresh.caseId}/assessments`)).status).toBe(401);
    expect((await t.call('POST', `/api/cases/${fresh.caseId}/assessments`, { token: other.token })).status).toBe(404);
    expect(await t.database.db.$count(assessments, eq(assessments.caseId, fresh.caseId))).toBe(0);
    expect((await t.call('POST', `/api/cases/${fresh.caseId}/assessments`, { token: fresh.token })).status).toBe(202);
    await waitForAssessment(fresh.token, (await t.call('GET', `/api/cases/${fresh.caseId}/assessments`, { token: fresh.token })).json.assessments[0].id);
    // Ids that are not ids get the same answer as someone else's.
    expect((await t.call('GET', '/api/assessments/not-an-id', { token })).status).toBe(404);
    // The sample needs no account.
    expect((await t.call('GET', '/api/samples/download/assessment')).status).toBe(200);
  });
});
