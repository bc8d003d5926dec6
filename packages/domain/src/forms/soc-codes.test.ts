import { describe, expect, it } from 'vitest';
import { suggestSocCode } from './soc-codes';

describe('suggestSocCode', () => {
  it('maps clear titles to 2018 SOC codes', () => {
    expect(suggestSocCode('Senior Data Scientist')?.code).toBe('15-2051');
    expect(suggestSocCode('Mechanical Engineer II')?.code).toBe('17-2141');
    expect(suggestSocCode('Software Engineer')?.code).toBe('15-1252');
    expect(suggestSocCode('Biomedical Engineer')?.code).toBe('17-2031');
  });

  it('falls back to the field, and tries the title first', () => {
    expect(suggestSocCode('Postdoctoral Fellow', 'Molecular biology')?.code).toBe('19-1029');
    expect(suggestSocCode('Data Scientist', 'Molecular biology')?.code).toBe('15-2051');
  });

  it('gives professors the postsecondary-teacher group, flagged as a group', () => {
    expect(suggestSocCode('Associate Professor of Chemistry')).toEqual({ code: '25-1000', title: 'Postsecondary Teachers', level: 'group' });
  });

  it('returns null when unsure', () => {
    expect(suggestSocCode('Founder', 'Climate technology')).toBeNull();
    expect(suggestSocCode('Machine learning researcher', null)).toBeNull();
    expect(suggestSocCode(null, null)).toBeNull();
  });
});
