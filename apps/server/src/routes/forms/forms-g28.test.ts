import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ZFormsOverviewResponse, type TFormsOverview, type TG28Worksheet } from '@acclaim/contracts';
import { cases, firmMembers } from '../../db/schema/index';
import { createFirmCase, FIRM } from '../../test/firm-helpers';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';
import { signUpWithCase } from '../../test/case-helpers';

const t = await createTestApp();

async function formsOf(token: string, caseId: string): Promise<TFormsOverview> {
  const res = await t.call('GET', `/api/cases/${caseId}/forms`, { token });
  expect(res.status, res.text).toBe(200);
  return ZFormsOverviewResponse.parse(res.json).forms;
}

const fieldOf = (g28: TG28Worksheet, fieldId: string) => g28.sections.flatMap((s) => s.fields).find((f) => f.fieldId === fieldId)!;

describe('Form G-28 in the forms of a case', () => {
  it('gives a firm’s case its G-28 from the firm’s profile, flags the missing bar number, and always recommends the form', async () => {
    const { attorney, client, caseId } = await createFirmCase(t, { clientName: 'Amara Okafor', attorneyName: 'Dana Whitfield', barNumber: null });
    await t.call('PATCH', `/api/cases/${caseId}`, { token: client.token, body: { petitionType: 'NIW' } });

    const forms = await formsOf(attorney.token, caseId);
    const g28 = forms.g28!;
    expect(g28.firmName).toBe(FIRM.name);
    expect(fieldOf(g28, 'attorneyName')).toMatchObject({ value: 'Dana Whitfield', fix: null });
    expect(fieldOf(g28, 'firmName').value).toBe(FIRM.name);
    expect(fieldOf(g28, 'addressLine1').value).toBe(FIRM.addressLine1);
    expect(fieldOf(g28, 'city').value).toBe(FIRM.city);
    expect(fieldOf(g28, 'postalCode').value).toBe(FIRM.postalCode);
    expect(fieldOf(g28, 'phone').value).toBe(FIRM.phone);
    expect(fieldOf(g28, 'licensingAuthority').value).toBe('Supreme Judicial Court of Massachusetts');
    expect(fieldOf(g28, 'barNumber')).toMatchObject({
      value: null,
      required: true,
      fix: { place: 'firm-members', text: 'Add the bar number on the Members page.' },
    });
    expect(g28.missing).toBe(1);
    // Part 3, the client: for an I-140 the petitioner, here the self-petitioning beneficiary, from their account.
    const client3 = g28.sections.find((s) => s.sectionId === 'client')!;
    expect(client3.number).toBe('Part 3');
    expect(fieldOf(g28, 'clientName').value).toBe('Amara Okafor');
    expect(fieldOf(g28, 'clientEmail').value).toBe(client.email);
    expect(g28.facts.map((f) => f.ref.official?.url)).toEqual(
      g28.facts.map(() => 'https://www.uscis.gov/forms/g-28-notice-entry-appearance-attorney-or-accredited-representative-tips-lockbox-facility-filings'),
    );

    // An attorney represents the client, so the G-28 is recommended without anyone switching it on.
    expect(forms.needs.hasAttorney).toBe(true);
    expect(forms.recommendedForms.map((f) => f.formId)).toContain('G-28');
    // The disclaimer stays true under a law firm: the software's worksheets are what is not legal advice.
    expect(forms.disclaimer).toMatch(/for review by Harbor Immigration LLP's attorneys/);
    expect(forms.disclaimer).toMatch(/not legal advice/);

    // The client sees the same worksheet in the portal.
    expect((await formsOf(client.token, caseId)).g28?.missing).toBe(1);

    // Adding the bar number on the Members page fills it in.
    await t.database.db.update(firmMembers).set({ barNumber: 'MA-684201' }).where(eq(firmMembers.userId, attorney.userId));
    const filled = (await formsOf(attorney.token, caseId)).g28!;
    expect(fieldOf(filled, 'barNumber')).toMatchObject({ value: 'MA-684201', fix: null });
    expect(filled.missing).toBe(0);
  });

  it('names the attorney of record the case gives, falls back to the owner when they leave, and flags a paralegal', async () => {
    const { firm, client, caseId } = await createFirmCase(t, { clientName: 'Kenji Tanaka' });
    const colleague = await t.signUp({ name: 'Ravi Menon' });
    await t.database.db
      .insert(firmMembers)
      .values({ firmId: firm.id, userId: colleague.user.id, role: 'ATTORNEY', barNumber: 'CA-220931', licensingAuthority: 'State Bar of California' });
    await t.database.db.update(cases).set({ attorneyOfRecordId: colleague.user.id }).where(eq(cases.id, caseId));

    let g28 = (await formsOf(client.token, caseId)).g28!;
    expect(fieldOf(g28, 'attorneyName').value).toBe('Ravi Menon');
    expect(fieldOf(g28, 'barNumber').value).toBe('CA-220931');
    expect(fieldOf(g28, 'email').value).toBe(colleague.email);

    await t.database.db.update(firmMembers).set({ role: 'PARALEGAL' }).where(eq(firmMembers.userId, colleague.user.id));
    g28 = (await formsOf(client.token, caseId)).g28!;
    expect(fieldOf(g28, 'attorneyName').fix?.text).toMatch(/paralegal/);
    expect(g28.missing).toBe(1);

    await t.database.db.delete(firmMembers).where(eq(firmMembers.userId, colleague.user.id));
    g28 = (await formsOf(client.token, caseId)).g28!;
    expect(fieldOf(g28, 'attorneyName').value).toBe('Dana Whitfield');
    expect(fieldOf(g28, 'barNumber').value).toBe('MA-684201');
  });

  it('keeps Acclaim out of the forms of a white-label firm, in the disclaimer and in the I-140 worksheet file', async () => {
    const { attorney, caseId } = await createFirmCase(t, { clientName: 'Priya Raman', hideAcclaimBranding: true });
    const forms = await formsOf(attorney.token, caseId);
    expect(forms.disclaimer).not.toMatch(/acclaim/i);
    expect(forms.disclaimer).toMatch(/not legal advice/);
    expect(forms.disclaimer).not.toMatch(/not a law firm/i);

    const res = await t.app.request(`/api/cases/${caseId}/forms/i-140/worksheet?format=pdf`, {
      headers: { authorization: `Bearer ${attorney.token}`, origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(200);
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()), { updateMetadata: false });
    expect([pdf.getAuthor(), pdf.getCreator(), pdf.getProducer()]).toEqual([FIRM.name, FIRM.name, FIRM.name]);
  });

  it('has no G-28 for a self-petitioner, who decides whether an attorney files', async () => {
    const { caseId, ...person } = await signUpWithCase(t, { name: 'Lena Vogt' });
    await t.call('PATCH', `/api/cases/${caseId}`, { token: person.token, body: { petitionType: 'EB1A' } });
    const forms = await formsOf(person.token, caseId);
    expect(forms.g28).toBeNull();
    expect(forms.needs.hasAttorney).toBe(false);
    expect(forms.recommendedForms.map((f) => f.formId)).not.toContain('G-28');
    expect(forms.disclaimer).toBe(
      'Not legal advice. Acclaim is software for preparing petitions, not a law firm. Fees, form editions and filing addresses change: check uscis.gov before you file.',
    );

    const withAttorney = await t.call('PUT', `/api/cases/${caseId}/forms/needs`, {
      token: person.token,
      body: { hasAttorney: true, wantsPremiumProcessing: false, wantsEmailNotice: true, paysByCard: false },
    });
    expect(withAttorney.status, withAttorney.text).toBe(200);
    expect(withAttorney.json.forms.recommendedForms.map((f: { formId: string }) => f.formId)).toContain('G-28');
    expect(withAttorney.json.forms.g28).toBeNull();
  });
});
