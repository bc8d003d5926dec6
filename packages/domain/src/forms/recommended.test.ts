import { describe, expect, it } from 'vitest';
import { recommendedForms } from './recommended';
import { LEGAL_SECTIONS } from './sources';

const ids = (forms: ReturnType<typeof recommendedForms>) => forms.map((f) => f.formId);
const SECTION_NAMES = Object.values(LEGAL_SECTIONS) as string[];

describe('recommendedForms', () => {
  it('always recommends the I-140, and nothing else for a bare EB-1A case', () => {
    expect(ids(recommendedForms({ petitionType: 'EB1A', wantsEmailNotice: false }))).toEqual(['I-140']);
  });

  it('adds G-28, I-907, G-1145 and G-1450 only when the case asks for them', () => {
    const forms = recommendedForms({ petitionType: 'EB1A', hasAttorney: true, wantsPremiumProcessing: true, wantsEmailNotice: true, paysByCard: true });
    expect(ids(forms)).toEqual(['G-1145', 'G-28', 'I-140', 'I-907', 'G-1450']);
    expect(forms.find((f) => f.formId === 'G-1145')?.need).toBe('optional');
    expect(forms.find((f) => f.formId === 'G-28')?.need).toBe('required');
  });

  it('adds the ETA-9089 for NIW only, marked unconfirmed, and gives NIW its 45-day premium window', () => {
    const niw = recommendedForms({ petitionType: 'NIW', wantsPremiumProcessing: true, wantsEmailNotice: false });
    expect(ids(niw)).toEqual(['ETA-9089', 'I-140', 'I-907']);
    expect(niw[0]?.facts.some((f) => f.ref.marks.includes('U'))).toBe(true);
    expect(niw.find((f) => f.formId === 'I-907')?.reason).toMatch(/45-business-day/);
    const eb1a = recommendedForms({ petitionType: 'EB1A', wantsPremiumProcessing: true, wantsEmailNotice: false });
    expect(eb1a.find((f) => f.formId === 'I-907')?.reason).toMatch(/15-business-day/);
  });

  it('gives every form one sentence of reason and facts that name a §10 section of the notes', () => {
    const forms = recommendedForms({ petitionType: 'NIW', hasAttorney: true, wantsPremiumProcessing: true, paysByCard: true });
    for (const form of forms) {
      expect(form.reason.split(/\.\s/)).toHaveLength(1);
      expect(form.reason.endsWith('.')).toBe(true);
      expect(form.facts.length).toBeGreaterThan(0);
      for (const fact of form.facts) expect(SECTION_NAMES).toContain(fact.ref.section);
    }
  });

  it('rejects an UNDECIDED case: the I-140 takes one classification', () => {
    expect(() => recommendedForms({ petitionType: 'UNDECIDED' as 'EB1A' })).toThrow();
  });
});
