import { describe, expect, it } from 'vitest';
import { prefillI140, type I140Prefill } from './prefill';
import { fullCaseFacts } from './test-facts';

const field = (prefill: I140Prefill, id: string) => {
  const found = prefill.parts.flatMap((p) => p.fields).find((f) => f.fieldId === id);
  if (!found) throw new Error(`no field ${id}`);
  return found;
};
const errors = (prefill: I140Prefill) => prefill.issues.filter((i) => i.severity === 'error');

describe('prefillI140', () => {
  it('fills a full case with no missing required field and no error', () => {
    const prefill = prefillI140(fullCaseFacts());
    expect(prefill.parts.every((p) => p.missingRequired === 0)).toBe(true);
    expect(errors(prefill)).toEqual([]);
    expect(field(prefill, 'classification')).toMatchObject({ value: 'NIW', source: 'case' });
    expect(field(prefill, 'petitionerName')).toMatchObject({ value: 'Amara Okafor', source: 'case' });
    expect(field(prefill, 'signatoryName').value).toBe('Amara Okafor');
    // No SOC code in the case: suggested from the field (the title "Research Scientist" says too little).
    expect(field(prefill, 'socCode')).toMatchObject({ value: '19-1029', source: 'suggested' });
  });

  it('flags an NIW case with the EB-1A box ticked, and with the no-waiver box', () => {
    const eb1aBox = prefillI140(fullCaseFacts({ classification: 'EB1A' }));
    expect(field(eb1aBox, 'classification').issues).toEqual([expect.objectContaining({ code: 'inconsistent', severity: 'error' })]);
    const noWaiver = prefillI140(fullCaseFacts({ classification: 'EB2_WITHOUT_NIW' }));
    const codes = field(noWaiver, 'classification').issues.map((i) => i.code);
    // Wrong box for the case, and a self-petition without the waiver.
    expect(codes).toEqual(['inconsistent', 'inconsistent']);
  });

  it('lets EB-1A go without a job offer: a self-petition has no error, only a note on Part 6', () => {
    const prefill = prefillI140(fullCaseFacts({ petitionType: 'EB1A' }));
    expect(errors(prefill)).toEqual([]);
    expect(field(prefill, 'jobTitle').issues).toEqual([expect.objectContaining({ severity: 'info' })]);
  });

  it('flags every missing required answer, with the rejection reason on Part 1 questions 5 and 6', () => {
    const prefill = prefillI140({ petitionType: 'UNDECIDED' });
    const missing = new Set(prefill.issues.filter((i) => i.code === 'missing_required').map((i) => i.fieldId));
    for (const id of [
      'petitionerName',
      'classification',
      'beneficiaryFamilyName',
      'beneficiaryDateOfBirth',
      'processingRoute',
      'jobTitle',
      'socCode',
      'wages',
      'signatoryName',
    ]) {
      expect(missing).toContain(id);
    }
    expect(field(prefill, 'petitionerIsNonprofitResearch').issues[0]?.text).toMatch(/rejection/);
    expect(field(prefill, 'petitionerTaxId').required).toBe(false);
    expect(prefill.classification).toBeNull();
  });

  it('asks an employer petitioner for its tax number and signatory', () => {
    const prefill = prefillI140(fullCaseFacts({ filedBy: 'employer', employerAddress: '500 Lincoln Dr, Madison, WI' }));
    expect(field(prefill, 'petitionerName').value).toBe('University of Wisconsin');
    expect(field(prefill, 'petitionerTaxId')).toMatchObject({ required: true, source: 'missing' });
    expect(new Set(errors(prefill).map((i) => i.fieldId))).toEqual(new Set(['petitionerTaxId', 'signatoryName']));
  });

  it('suggests a name split from the full name, and keeps a SOC code the case gives', () => {
    const prefill = prefillI140(fullCaseFacts({ familyName: null, givenName: null, fullName: 'Li Wei Zhang', socCode: '15-2051' }));
    expect(field(prefill, 'beneficiaryGivenName')).toMatchObject({ value: 'Li Wei', source: 'suggested' });
    expect(field(prefill, 'beneficiaryFamilyName')).toMatchObject({ value: 'Zhang', source: 'suggested' });
    expect(field(prefill, 'socCode')).toMatchObject({ value: '15-2051', source: 'case', issues: [] });
  });

  it('keeps a postsecondary-teacher group code open until the user picks the occupation', () => {
    const prefill = prefillI140(fullCaseFacts({ jobTitle: 'Assistant Professor' }));
    expect(field(prefill, 'socCode')).toMatchObject({ value: '25-1000', source: 'suggested' });
    expect(field(prefill, 'socCode').issues[0]?.severity).toBe('error');
  });
});
