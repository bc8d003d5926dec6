import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { signUpWithCase } from '../../test/case-helpers';
import { filingPackages } from '../../db/schema/index';

const t = await createTestApp();

describe('cases and onboarding', () => {
  it('creates the first case on demand, makes it active and saves onboarding answers', async () => {
    const person = await t.signUp();
    const active = await t.call('GET', '/api/cases/active', { token: person.token });
    expect(active.status).toBe(200);
    expect(active.json.case).toMatchObject({ title: 'My petition', petitionType: 'UNDECIDED', onboardingStep: 0, isActive: true });
    const caseId = active.json.case.id;
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).json.user.activeCaseId).toBe(caseId);

    const saved = await t.call('PATCH', `/api/cases/${caseId}`, {
      token: person.token,
      body: {
        petitionType: 'NIW',
        fieldOfEndeavor: 'Computational epidemiology',
        orcidId: 'https://orcid.org/0000-0002-1642-628x',
        yearsOfExperience: 9,
        intendedFilingDate: '2027-03-01',
        onboardingStep: 2,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.case).toMatchObject({
      petitionType: 'NIW',
      orcidId: '0000-0002-1642-628X',
      yearsOfExperience: 9,
      intendedFilingDate: '2027-03-01',
      onboardingStep: 2,
    });
    expect(saved.json.user.onboardingCompleted).toBe(false);

    const done = await t.call('PATCH', `/api/cases/${caseId}`, {
      token: person.token,
      body: { proposedEndeavor: 'Build open tools for outbreak forecasting.', completeOnboarding: true },
    });
    expect(done.json.user.onboardingCompleted).toBe(true);
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).json.user.onboardingCompleted).toBe(true);
  });

  it('explains bad answers field by field', async () => {
    const { caseId, ...person } = await signUpWithCase(t);
    const res = await t.call('PATCH', `/api/cases/${caseId}`, {
      token: person.token,
      body: { orcidId: '1234', petitionType: 'EB5', googleScholarUrl: 'https://evil.example/x' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.orcidId).toEqual(['An ORCID iD looks like 0000-0002-1825-0097.']);
    expect(res.json.error.fields.petitionType).toEqual(['Choose EB-1A, EB-2 NIW or “not sure”.']);
    expect(res.json.error.fields.googleScholarUrl[0]).toMatch(/Google Scholar profile/);
  });

  it('holds the Free Trial to one petition, with an upgrade message', async () => {
    const person = await t.signUp();
    expect((await t.call('POST', '/api/cases', { token: person.token, body: { title: 'First' } })).status).toBe(201);
    const second = await t.call('POST', '/api/cases', { token: person.token, body: { title: 'Second' } });
    expect(second.status).toBe(403);
    expect(second.json.message).toMatch(/You already have 1 petition\. The Free Trial plan allows this much; upgrade on the Billing page/);
    expect((await t.call('GET', '/api/cases', { token: person.token })).json.cases).toHaveLength(1);
  });

  it('reports progress with the spec math', async () => {
    const { caseId, ...person } = await signUpWithCase(t);
    const res = await t.call('GET', `/api/cases/${caseId}/progress`, { token: person.token });
    expect(res.json).toEqual({
      success: true,
      documentCount: 0,
      // The Free Trial's upload limit, so the dashboard counts against 5 rather than the 10 that fill the bar.
      documentAllowance: { used: 0, allowed: 5 },
      // Levels reached, once an assessment has run; none yet.
      eligibilityStanding: null,
      progress: { eligibility: 0, documents: 0, forms: 0, petition: 0, overall: 0 },
    });
  });

  it('never lets one person see, change or delete another person’s case', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const caseId = (await t.call('GET', '/api/cases/active', { token: owner.token })).json.case.id;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/cases/${caseId}`],
      ['PATCH', `/api/cases/${caseId}`, { title: 'Mine now' }],
      ['POST', `/api/cases/${caseId}/activate`],
      ['GET', `/api/cases/${caseId}/progress`],
      ['GET', `/api/cases/${caseId}/documents`],
      ['GET', `/api/cases/${caseId}/evidence`],
      ['POST', `/api/cases/${caseId}/evidence`, { type: 'award', title: 'Planted', confidence: 1 }],
      ['GET', `/api/cases/${caseId}/processing`],
      ['GET', `/api/cases/${caseId}/events`],
      ['DELETE', `/api/cases/${caseId}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await t.call(method, path, { token: other.token, body });
      expect([method, path, res.status]).toEqual([method, path, 404]);
      const anonymous = await t.call(method, path, { body });
      expect([method, path, anonymous.status]).toEqual([method, path, 401]);
    }
    const still = await t.call('GET', `/api/cases/${caseId}`, { token: owner.token });
    expect(still.json.case.title).toBe('My petition');
  });

  it('deletes a case with everything in it', async () => {
    const { caseId, ...person } = await signUpWithCase(t);
    await t.call('POST', `/api/cases/${caseId}/evidence`, { token: person.token, body: { type: 'award', title: 'NSF CAREER Award', confidence: 1 } });
    // An assembled filing package keeps two files in storage; they go with the case.
    const pdfKey = `packages/${caseId}/package-pdf`;
    const zipKey = `packages/${caseId}/package-zip`;
    await t.deps.storage.put(pdfKey, new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    await t.deps.storage.put(zipKey, new Uint8Array([80, 75]), 'application/zip');
    await t.database.db.insert(filingPackages).values({ caseId, requestedBy: person.user.id, status: 'completed', pdfKey, zipKey });
    expect((await t.call('DELETE', `/api/cases/${caseId}`, { token: person.token })).status).toBe(200);
    expect(await t.deps.storage.exists(pdfKey)).toBe(false);
    expect(await t.deps.storage.exists(zipKey)).toBe(false);
    expect((await t.call('GET', `/api/cases/${caseId}`, { token: person.token })).status).toBe(404);
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).json.user.activeCaseId).toBeNull();
  });
});
