import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assessments, cases, letters } from '../../db/schema/index';
import { createFirmCase } from '../../test/firm-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp({ RATE_LIMIT_BILLING: '1000/60' });

/** The sentence every refusal on an attorney's own petition carries, in two halves the test checks separately. */
const COVERS_CLIENT_CASES = 'The Attorneys & Agents plan covers your firm’s client cases';
const CHOOSE_OWN_PLAN = 'For your own petition, choose Analysis or Complete';

/** An attorney on the Attorneys & Agents plan with a client case of their firm, and their own petition beside it. */
async function attorneyWithOwnPetition() {
  const { attorney, caseId: clientCaseId } = await createFirmCase(t, { clientName: 'Maria Okafor', attorneyName: 'Dana Reyes' });
  const active = await t.call('GET', '/api/cases/active', { token: attorney.token });
  expect(active.status, active.text).toBe(200);
  const ownCaseId = active.json.case.id as string;
  const [own] = await t.database.db.select({ firmId: cases.firmId }).from(cases).where(eq(cases.id, ownCaseId));
  expect(own!.firmId).toBeNull();
  return { token: attorney.token, attorneyId: attorney.userId, ownCaseId, clientCaseId };
}

const worksheet = (token: string, caseId: string) => t.call('GET', `/api/cases/${caseId}/forms/i-140/worksheet?format=json`, { token });

describe('the attorney plan serves the firm’s client cases, not the owner’s own petition', () => {
  it('refuses the I-140 guide on the attorney’s own petition with the reason, and opens it on a client case', async () => {
    const { token, ownCaseId, clientCaseId } = await attorneyWithOwnPetition();

    const refused = await worksheet(token, ownCaseId);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain(COVERS_CLIENT_CASES);
    expect(refused.json.message).toContain(CHOOSE_OWN_PLAN);
    const ownForms = await t.call('GET', `/api/cases/${ownCaseId}/forms`, { token });
    expect(ownForms.status, ownForms.text).toBe(200);
    expect(ownForms.json.forms.i140).toBeNull();
    expect(ownForms.json.forms.upgradeNote).toContain(COVERS_CLIENT_CASES);

    expect((await worksheet(token, clientCaseId)).status).toBe(200);
    const clientForms = await t.call('GET', `/api/cases/${clientCaseId}/forms`, { token });
    expect(clientForms.json.forms.i140).not.toBeNull();
    expect(clientForms.json.forms.upgradeNote).toBeNull();
  });

  it('gives the own petition the Free Trial’s allowances and refuses the filing package and recommendation letters there', async () => {
    const { token, attorneyId, ownCaseId, clientCaseId } = await attorneyWithOwnPetition();

    // An assessment and a letter of a client's case are the firm's work: they leave the own petition's allowances unused.
    await t.database.db.insert(assessments).values({ caseId: clientCaseId, requestedBy: attorneyId, status: 'completed' });
    await t.database.db.insert(letters).values({ caseId: clientCaseId, requestedBy: attorneyId, petitionType: 'EB1A', status: 'completed' });

    const ownProgress = await t.call('GET', `/api/cases/${ownCaseId}/progress`, { token });
    expect(ownProgress.json.documentAllowance.allowed).toBe(5);
    const ownAssessments = await t.call('GET', `/api/cases/${ownCaseId}/assessments`, { token });
    expect(ownAssessments.json.allowance).toEqual({ used: 0, allowed: 1 });
    const ownLetters = await t.call('GET', `/api/cases/${ownCaseId}/letters`, { token });
    expect(ownLetters.json.allowance).toEqual({ used: 0, allowed: 1 });

    const noPackage = await t.call('POST', `/api/cases/${ownCaseId}/filing/package`, { token });
    expect(noPackage.status).toBe(403);
    expect(noPackage.json.message).toContain(COVERS_CLIENT_CASES);
    const noLetters = await t.call('POST', `/api/cases/${ownCaseId}/recommendation-letters`, { token });
    expect(noLetters.status).toBe(403);
    expect(noLetters.json.message).toContain(CHOOSE_OWN_PLAN);

    // The firm's case keeps the plan whole.
    const clientProgress = await t.call('GET', `/api/cases/${clientCaseId}/progress`, { token });
    expect(clientProgress.json.documentAllowance.allowed).toBeNull();
    const clientAssessments = await t.call('GET', `/api/cases/${clientCaseId}/assessments`, { token });
    expect(clientAssessments.json.allowance.allowed).toBeNull();
    const clientPackage = await t.call('GET', `/api/cases/${clientCaseId}/filing/package`, { token });
    expect(clientPackage.json.access).toEqual({ canAssemble: true, upgradeNote: null });
  });

  it('allows one own petition, as the Free Trial does, and says why a second is refused', async () => {
    const { token } = await attorneyWithOwnPetition();
    const second = await t.call('POST', '/api/cases', { token, body: { title: 'My second petition' } });
    expect(second.status).toBe(403);
    expect(second.json.message).toContain('You already have 1 petition.');
    expect(second.json.message).toContain(COVERS_CLIENT_CASES);
  });
});
