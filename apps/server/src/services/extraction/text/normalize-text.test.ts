import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text';

describe('normalizeText', () => {
  it('composes accents (NFC)', () => {
    expect(normalizeText('Jose\u0301 Nu\u0301n\u0303ez')).toBe('José Núñez');
  });

  it('collapses spaces, tabs and no-break spaces but keeps line breaks', () => {
    expect(normalizeText('  2019\t\tNSF\u00a0 CAREER  Award \r\n  Reviewer,\u2003Nature  ')).toBe('2019 NSF CAREER Award\nReviewer, Nature');
  });

  it('keeps at most one empty line in a row', () => {
    expect(normalizeText('Awards\n\n\n\n\nService\n \n \nTalks')).toBe('Awards\n\nService\n\nTalks');
  });

  it('expands ligatures and drops soft hyphens, zero-width characters and BOMs', () => {
    expect(normalizeText('\uFEFFCerti\uFB01ed e\uFB00ort in\u00ADter\u200Bnational')).toBe('Certified effort international');
  });

  it('drops control characters and icon-font glyphs, turns form feeds into line breaks', () => {
    expect(normalizeText('\uF0E0 jane@example.org \u0082 orcid\u0007\fPage 2')).toBe('jane@example.org orcid\nPage 2');
  });
});
