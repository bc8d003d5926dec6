import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { ZFormsOverviewResponse, ZI140Worksheet, type TFormsOverview, type TI140Part } from '@acclaim/contracts';
import { addEvidence, download, signUpWithCase, subscribe } from '../../test/case-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();

const NAME = 'Amara Okafor';

async function newPerson(name = NAME) {
  return signUpWithCase(t, { name });
}

/** A Complete-plan NIW case whose role and employer come only from accepted employment evidence. */
async function completeCase() {
  const person = await newPerson();
  await subscribe(t, person.token, 'COMPLETE');
  const saved = await t.call('PATCH', `/api/cases/${person.caseId}`, {
    token: person.token,
    body: { petitionType: 'NIW', fieldOfEndeavor: 'Machine learning for public health', citizenship: 'Nigeria', countryOfBirth: 'Nigeria' },
  });
  expect(saved.status, saved.text).toBe(200);
  await addEvidence(t, person.token, person.caseId, {
    type: 'employment',
    title: 'Research Assistant, Lagos Health Lab',
    date: '2015-01',
    details: { organization: 'Lagos Health Lab', endDate: '2018' },
  });
  await addEvidence(t, person.token, person.caseId, {
    type: 'employment',
    title: 'Senior Data Scientist, Acme Analytics',
    date: '2021-03',
    details: { organization: 'Acme Analytics', endDate: 'present' },
  });
  return person;
}

async function overview(token: string, caseId: string): Promise<TFormsOverview> {
  const res = await t.call('GET', `/api/cases/${caseId}/forms`, { token });
  expect(res.status, res.text).toBe(200);
  expect(ZFormsOverviewResponse.safeParse(res.json).success).toBe(true);
  return res.json.forms;
}

function patch(token: string, caseId: string, body: unknown) {
  return t.call('PATCH', `/api/cases/${caseId}/forms/i-140`, { token, body });
}

const part = (forms: TFormsOverview, partId: string): TI140Part => forms.i140!.parts.find((p) => p.partId === partId)!;
const field = (forms: TFormsOverview, partId: string, fieldId: string) => part(forms, partId).fields.find((f) => f.fieldId === fieldId)!;

async function dashboardForms(token: string, caseId: string): Promise<number> {
  const res = await t.call('GET', `/api/cases/${caseId}/progress`, { token });
  expect(res.status).toBe(200);
  return res.json.progress.forms;
}

describe('forms of a case', () => {
  it('shows every plan the recommended forms, fees and where to file, but the Free Trial gets the upgrade note, not the guide', async () => {
    const person = await newPerson();
    const forms = await overview(person.token, person.caseId);
    expect(forms.petitionType).toBe('UNDECIDED');
    expect(forms.petitionTypeNote).toMatch(/Choose EB-1A or NIW/);
    expect(forms.recommendedForms.map((f) => f.formId)).toEqual(['G-1145', 'I-140', 'G-1650']);
    expect(forms.recommendedForms.find((f) => f.formId === 'I-140')!.reason).toMatch(/petition itself/);
    expect(forms.fees.asOf).toBe('2026-01-12');
    expect(forms.fees.lines[0]).toMatchObject({ id: 'i140-filing', amountUsd: 715 });
    expect(forms.fees.lines[0]!.sourceLabel).toBe('USCIS, Form I-140 page (https://www.uscis.gov/i-140), as of Nov. 28, 2026');
    expect(forms.whereToFile.length).toBeGreaterThan(0);
    expect(forms.i140).toBeNull();
    expect(forms.upgradeNote).toMatch(/Complete and Attorneys & Agents plans.*Free Trial plan; upgrade on the Billing page/);
    expect(forms.disclaimer).toMatch(/Not legal advice/);

    const refused = await patch(person.token, person.caseId, { baseVersion: 0, answers: { filedBy: 'self' } });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/^Form I-140 assistance is not part of the Free Trial plan\..*upgrade on the Billing page to continue\.$/);
    expect((await download(t, person.token, `/api/cases/${person.caseId}/forms/i-140/worksheet?format=pdf`)).status).toBe(403);
    expect((await download(t, person.token, `/api/cases/${person.caseId}/forms/i-140/worksheet?format=json`)).status).toBe(403);

    const needs = await t.call('PUT', `/api/cases/${person.caseId}/forms/needs`, {
      token: person.token,
      body: { hasAttorney: true, wantsPremiumProcessing: true, wantsEmailNotice: false, paysByCard: false },
    });
    expect(needs.status, needs.text).toBe(200);
    expect(needs.json.forms.recommendedForms.map((f: { formId: string }) => f.formId)).toEqual(['G-28', 'I-140', 'I-907', 'G-1650']);
    expect(needs.json.forms.recommendedForms.find((f: { formId: string }) => f.formId === 'I-907').reason).toMatch(/15 business days for EB-1A, 45 for NIW/);
    expect(needs.json.forms.needs).toEqual({ hasAttorney: true, wantsPremiumProcessing: true, wantsEmailNotice: false, paysByCard: false });
  });

  it('pre-fills the guide from the case and its accepted evidence, with what is missing flagged', async () => {
    const { token, caseId } = await completeCase();
    const forms = await overview(token, caseId);
    expect(forms.upgradeNote).toBeNull();
    expect(forms.recommendedForms.map((f) => f.formId)).toEqual(['G-1145', 'ETA-9089', 'I-140', 'G-1650']);
    const guide = forms.i140!;
    expect(guide).toMatchObject({ classification: 'NIW', version: 0, progress: 0, confirmedPartIds: [], answers: {} });
    expect(guide.parts.map((p) => p.partId)).toEqual([
      'petitioner',
      'petition-type',
      'beneficiary',
      'processing',
      'employer-details',
      'proposed-employment',
      'family',
      'signature',
    ]);

    // The current job, not the one that ended in 2018.
    expect(field(forms, 'proposed-employment', 'jobTitle')).toMatchObject({
      value: 'Senior Data Scientist',
      source: 'case',
      answer: { key: 'jobTitle', kind: 'text' },
    });
    expect(field(forms, 'proposed-employment', 'socCode')).toMatchObject({ value: '15-2051', source: 'suggested' });
    expect(field(forms, 'petition-type', 'classification')).toMatchObject({
      value: 'NIW',
      source: 'case',
      displayValue: 'EB-2 with a national interest waiver (NIW)',
    });
    expect(field(forms, 'beneficiary', 'beneficiaryGivenName')).toMatchObject({ value: 'Amara', source: 'suggested' });
    expect(field(forms, 'beneficiary', 'beneficiaryCitizenship')).toMatchObject({ value: 'Nigeria', source: 'case' });
    expect(field(forms, 'beneficiary', 'beneficiaryDateOfBirth')).toMatchObject({
      value: null,
      source: 'missing',
      answer: { key: 'dateOfBirth', kind: 'date' },
    });

    const petitioner = part(forms, 'petitioner');
    expect(petitioner.fields[0]).toMatchObject({ fieldId: 'filedBy', value: null, answer: { key: 'filedBy', kind: 'choice' } });
    expect(petitioner.isConfirmed).toBe(false);
    expect(petitioner.blockers.join(' ')).toMatch(/Say who files/);
    expect(petitioner.blockers.join(' ')).toMatch(/Question 5 must not be left blank/);
    expect(field(forms, 'petitioner', 'petitionerName')).toMatchObject({ answer: null, note: expect.stringMatching(/who files/) });
  });

  it('saves answers over the case, refuses a stale version, unknown fields and wrong types, and keeps the employer from the evidence', async () => {
    const { token, caseId } = await completeCase();
    const first = await patch(token, caseId, { baseVersion: 0, answers: { filedBy: 'employer', petitionerIsNonprofitResearch: false } });
    expect(first.status, first.text).toBe(200);
    expect(first.json.forms.i140.version).toBe(1);

    const second = await patch(token, caseId, {
      baseVersion: 1,
      answers: { petitionerHas25OrFewerEmployees: true, jobTitle: 'Principal Data Scientist', employerTaxId: '  ' },
    });
    expect(second.status, second.text).toBe(200);
    const forms: TFormsOverview = second.json.forms;
    expect(forms.i140!.answers).toEqual({
      filedBy: 'employer',
      petitionerIsNonprofitResearch: false,
      petitionerHas25OrFewerEmployees: true,
      jobTitle: 'Principal Data Scientist',
    });
    expect(forms.i140!.version).toBe(2);
    expect(field(forms, 'petitioner', 'petitionerName')).toMatchObject({ value: 'Acme Analytics', source: 'case', answer: { key: 'employer' } });
    expect(field(forms, 'proposed-employment', 'jobTitle').value).toBe('Principal Data Scientist');
    // Employer petitions need the tax number; question 5 and 6 answered, so the Asylum Program Fee is known.
    expect(field(forms, 'petitioner', 'petitionerTaxId')).toMatchObject({ required: true, value: null });
    expect(forms.fees.lines.map((l) => l.id)).toEqual(['i140-filing', 'asylum-small-employer']);
    expect(forms.fees.totalUsd).toBe(1015);

    const stale = await patch(token, caseId, { baseVersion: 1, answers: { wage: 'USD 150,000 per year' } });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/changed since you opened it/);

    const unknown = await patch(token, caseId, { baseVersion: 2, answers: { favouriteColour: 'blue' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/favouriteColour/);
    const wrongType = await patch(token, caseId, { baseVersion: 2, answers: { dateOfBirth: 'yesterday', filedWithI485: 'no' } });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.json.error.fields)).toEqual(expect.arrayContaining(['answers.dateOfBirth', 'answers.filedWithI485']));

    // Clearing an answer brings back what the case holds.
    const cleared = await patch(token, caseId, { baseVersion: 2, answers: { jobTitle: null } });
    expect(cleared.status).toBe(200);
    expect(field(cleared.json.forms, 'proposed-employment', 'jobTitle').value).toBe('Senior Data Scientist');
    expect((await overview(token, caseId)).i140!.version).toBe(3);
  });

  it('confirms a part only without errors, moves the dashboard, and unconfirms it when an answer inside changes', async () => {
    const { token, caseId } = await completeCase();
    const blocked = await patch(token, caseId, { baseVersion: 0, answers: { filedBy: 'self' }, confirmPartId: 'petitioner' });
    expect(blocked.status).toBe(400);
    expect(blocked.json.message).toMatch(/^Part 1 cannot be confirmed yet\./);
    expect(blocked.json.message).toMatch(/Petitioner mailing address: this answer is needed\./);
    expect(blocked.json.message).toMatch(/Question 5 must not be left blank/);
    // Nothing of a refused change is kept.
    expect((await overview(token, caseId)).i140).toMatchObject({ version: 0, answers: {} });

    const confirmed = await patch(token, caseId, {
      baseVersion: 0,
      answers: { filedBy: 'self', address: '12 Elm Street, Madison, WI 53703', petitionerIsNonprofitResearch: false, petitionerHas25OrFewerEmployees: true },
      confirmPartId: 'petitioner',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.forms.i140).toMatchObject({ confirmedPartIds: ['petitioner'], progress: 13, version: 1 });
    expect(part(confirmed.json.forms, 'petitioner').isConfirmed).toBe(true);
    expect(await dashboardForms(token, caseId)).toBe(13);

    const typeConfirmed = await patch(token, caseId, { baseVersion: 1, confirmPartId: 'petition-type' });
    expect(typeConfirmed.json.forms.i140).toMatchObject({ confirmedPartIds: ['petitioner', 'petition-type'], progress: 25 });
    expect(await dashboardForms(token, caseId)).toBe(25);

    // An answer in another part leaves the confirmations alone.
    const elsewhere = await patch(token, caseId, { baseVersion: 2, answers: { jobDescription: 'Builds outbreak forecasting models.' } });
    expect(elsewhere.json.forms.i140.confirmedPartIds).toEqual(['petitioner', 'petition-type']);

    // The address is both the petitioner's (self-petition) and the beneficiary's: Part 1 is reopened.
    const moved = await patch(token, caseId, { baseVersion: 3, answers: { address: '4 Oak Avenue, Boston, MA 02115' } });
    expect(moved.status).toBe(200);
    expect(moved.json.forms.i140).toMatchObject({ confirmedPartIds: ['petition-type'], progress: 13 });
    expect(await dashboardForms(token, caseId)).toBe(13);

    const reopened = await patch(token, caseId, { baseVersion: 4, unconfirmPartId: 'petition-type' });
    expect(reopened.json.forms.i140).toMatchObject({ confirmedPartIds: [], progress: 0 });
    const unknownPart = await patch(token, caseId, { baseVersion: 5, confirmPartId: 'part-99' });
    expect(unknownPart.status).toBe(400);
    expect(unknownPart.json.message).toMatch(/no part "part-99"/);
  });

  it('exports the worksheet as a PDF with every field, the fees and the notice, and as the same data in JSON', async () => {
    const { token, caseId } = await completeCase();
    await patch(token, caseId, { baseVersion: 0, answers: { filedBy: 'self', address: '12 Elm Street, Madison, WI 53703', wage: 'USD 98,500 per year' } });

    const pdf = await download(t, token, `/api/cases/${caseId}/forms/i-140/worksheet?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="i-140-worksheet-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const bytes = pdf.bytes;
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Worksheet — not the official USCIS form. Copy these answers into the current edition of Form I-140 from uscis.gov.');
    expect(flat).toContain('Not legal advice');
    expect(flat).toContain('USD 98,500 per year');
    expect(flat).toContain('Senior Data Scientist');
    expect(flat).toContain('— not answered —');
    expect(flat).toMatch(/Error: Question 5 must not be left blank/);
    expect(flat).toContain('As of January 12, 2026');
    expect(flat).toContain('$715');
    expect(flat).toContain('Direct Filing Addresses for Form I-140');
    // Sources are the official pages with their date, never the project's notes or a copy on another site.
    expect(flat).toContain('Source: USCIS, Form I-140 page (https://www.uscis.gov/i-140), as of Nov. 28, 2026.');
    expect(flat).toContain('We could not confirm this from an official source as of Nov. 28, 2026: check https://www.uscis.gov/i-140 before you file.');
    expect(flat).not.toMatch(/§\s?1\d\.\d|AAO25|visa2us|doczz|sources: FEE/);

    const json = await download(t, token, `/api/cases/${caseId}/forms/i-140/worksheet?format=json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/\.json"$/);
    const worksheet = ZI140Worksheet.parse(JSON.parse(new TextDecoder().decode(json.bytes)));
    expect(worksheet.notice).toMatch(/^Worksheet — not the official USCIS form/);
    expect(worksheet.parts).toHaveLength(8);
    const wages = worksheet.parts.flatMap((p) => p.fields).find((f) => f.fieldId === 'wages');
    expect(wages).toMatchObject({ value: 'USD 98,500 per year', source: 'case' });
    expect(worksheet.fees.asOf).toBe('2026-01-12');
  });

  it('answers 401 without a session and 404 for another account’s case, changing nothing', async () => {
    const owner = await completeCase();
    const other = await newPerson('Someone Else');
    await subscribe(t, other.token, 'COMPLETE');
    const path = `/api/cases/${owner.caseId}/forms`;
    expect((await t.call('GET', path)).status).toBe(401);
    expect((await t.call('PATCH', `${path}/i-140`, { body: { baseVersion: 0 } })).status).toBe(401);
    expect((await t.call('GET', path, { token: other.token })).status).toBe(404);
    expect((await patch(other.token, owner.caseId, { baseVersion: 0, answers: { filedBy: 'self' } })).status).toBe(404);
    const needs = { hasAttorney: true, wantsPremiumProcessing: false, wantsEmailNotice: true, paysByCard: false };
    expect((await t.call('PUT', `${path}/needs`, { token: other.token, body: needs })).status).toBe(404);
    expect((await download(t, other.token, `/api/cases/${owner.caseId}/forms/i-140/worksheet?format=pdf`)).status).toBe(404);
    expect((await t.call('GET', `${path}/i-140/worksheet?format=json`)).status).toBe(401);
    const forms = await overview(owner.token, owner.caseId);
    expect(forms.i140).toMatchObject({ version: 0, answers: {} });
    expect(forms.needs.hasAttorney).toBe(false);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.paths)).toEqual(
      expect.arrayContaining(['/cases/{caseId}/forms', '/cases/{caseId}/forms/needs', '/cases/{caseId}/forms/i-140', '/cases/{caseId}/forms/i-140/worksheet']),
    );
  });
});
