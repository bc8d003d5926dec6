import { describe, expect, it } from 'vitest';
import { recommendedForms } from './recommended';
import { OFFICIAL_SOURCES } from './sources';

const ids = (forms: ReturnType<typeof recommendedForms>) => forms.map((f) => f.formId);
const OFFICIAL_IDS = Object.keys(OFFICIAL_SOURCES);

describe('recommendedForms', () => {
  it('always recommends the I-140 and a way to pay: ACH debit (G-1650) unless the user pays by card', () => {
    const bare = recommendedForms({ petitionType: 'EB1A', wantsEmailNotice: false });
    expect(ids(bare)).toEqual(['I-140', 'G-1650']);
    const ach = bare.find((f) => f.formId === 'G-1650')!;
    expect(ach.need).toBe('required');
    expect(ach.reason).toMatch(/no paper checks or money orders/);
    expect(ach.facts.map((f) => f.text).join(' ')).toMatch(/Since Oct\. 28, 2025/);
    expect(ids(recommendedForms({ petitionType: 'EB1A', wantsEmailNotice: false, paysByCard: true }))).toEqual(['I-140', 'G-1450']);
  });

  it('says what the notes cannot confirm about the I-140 and where to check it', () => {
    const i140 = recommendedForms({ petitionType: 'NIW' }).find((f) => f.formId === 'I-140')!;
    const unconfirmed = i140.facts.filter((f) => f.ref.marks.includes('U'));
    expect(unconfirmed).toHaveLength(1);
    expect(unconfirmed[0]!.text).toMatch(/cannot confirm the current edition date of Form I-140 or whether it can be filed online/);
    expect(unconfirmed[0]!.text).toContain('https://www.uscis.gov/i-140');
    // No line of any form still speaks of checks or money orders as a way to pay.
    const all = recommendedForms({ petitionType: 'EB1A', hasAttorney: true, wantsPremiumProcessing: true, paysByCard: true });
    for (const form of all) for (const fact of form.facts) expect(fact.text, form.formId).not.toMatch(/check\/money order/);
  });

  it('adds G-28, I-907, G-1145 and G-1450 only when the case asks for them', () => {
    const forms = recommendedForms({ petitionType: 'EB1A', hasAttorney: true, wantsPremiumProcessing: true, wantsEmailNotice: true, paysByCard: true });
    expect(ids(forms)).toEqual(['G-1145', 'G-28', 'I-140', 'I-907', 'G-1450']);
    expect(forms.find((f) => f.formId === 'G-1145')?.need).toBe('optional');
    expect(forms.find((f) => f.formId === 'G-28')?.need).toBe('required');
  });

  it('adds the ETA-9089 for NIW only, marked unconfirmed, and gives NIW its 45-day premium window', () => {
    const niw = recommendedForms({ petitionType: 'NIW', wantsPremiumProcessing: true, wantsEmailNotice: false });
    expect(ids(niw)).toEqual(['ETA-9089', 'I-140', 'I-907', 'G-1650']);
    expect(niw[0]?.facts.some((f) => f.ref.marks.includes('U'))).toBe(true);
    expect(niw.find((f) => f.formId === 'I-907')?.reason).toMatch(/45-business-day/);
    const eb1a = recommendedForms({ petitionType: 'EB1A', wantsPremiumProcessing: true, wantsEmailNotice: false });
    expect(eb1a.find((f) => f.formId === 'I-907')?.reason).toMatch(/15-business-day/);
  });

  it('gives every form one sentence of reason and facts that each name an official source', () => {
    const forms = recommendedForms({ petitionType: 'NIW', hasAttorney: true, wantsPremiumProcessing: true, paysByCard: true });
    for (const form of forms) {
      expect(form.reason.split(/\.\s/)).toHaveLength(1);
      expect(form.reason.endsWith('.')).toBe(true);
      expect(form.facts.length).toBeGreaterThan(0);
      for (const fact of form.facts) expect(OFFICIAL_IDS).toContain(fact.ref.official);
    }
  });

  it('rejects an UNDECIDED case: the I-140 takes one classification', () => {
    expect(() => recommendedForms({ petitionType: 'UNDECIDED' as 'EB1A' })).toThrow();
  });
});
