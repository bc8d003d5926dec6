import { describe, expect, it } from 'vitest';
import { findAuthorityByCitation, getAuthority } from './lookup';

describe('getAuthority', () => {
  it('returns the record for a known id', () => {
    expect(getAuthority('kazarian').shortName).toBe('Kazarian');
    expect(getAuthority('cfr-204-5-h-3-iv').citation).toBe('8 C.F.R. § 204.5(h)(3)(iv)');
    expect(getAuthority('pm-6-f-2').citation).toBe('USCIS Policy Manual, Vol. 6, Pt. F, Ch. 2');
  });

  it('throws on an unknown id so a typo in engine code fails loudly', () => {
    expect(() => getAuthority('kazarain')).toThrow(/Unknown authority id "kazarain"/);
    expect(() => getAuthority('cfr-204-5-h-3-xi')).toThrow();
    expect(() => getAuthority('')).toThrow();
  });
});

describe('findAuthorityByCitation', () => {
  it('finds an authority from any spelling of its citation', () => {
    expect(findAuthorityByCitation('8 CFR 204.5(h)(3)(iv)')?.id).toBe('cfr-204-5-h-3-iv');
    expect(findAuthorityByCitation('Matter of Dhanasar')?.id).toBe('dhanasar');
    expect(findAuthorityByCitation('INA 203(b)(2)(B)(i)')?.id).toBe('ina-203-b-2-b-i');
  });

  it('returns undefined for text without a citation or with an unknown one', () => {
    expect(findAuthorityByCitation('no citation here')).toBeUndefined();
    expect(findAuthorityByCitation('Matter of Smith, 26 I&N Dec. 884 (AAO 2016)')).toBeUndefined();
  });
});
