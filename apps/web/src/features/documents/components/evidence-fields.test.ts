import { describe, expect, it } from 'vitest';
import { normalizeDoi, validateEvidenceForm } from './evidence-fields';

const values = { type: 'publication' as const, title: 'A paper', description: '', date: '', documentId: '', doi: '' };

describe('publication DOI', () => {
  it('accepts the forms people paste and keeps the bare lower-case DOI', () => {
    expect(normalizeDoi('10.7554/eLife.01567')).toBe('10.7554/elife.01567');
    expect(normalizeDoi(' https://doi.org/10.7554/eLife.01567 ')).toBe('10.7554/elife.01567');
    expect(normalizeDoi('http://dx.doi.org/10.1371/journal.pone.0033693')).toBe('10.1371/journal.pone.0033693');
    expect(normalizeDoi('doi: 10.1145/3448016.3452841')).toBe('10.1145/3448016.3452841');
  });

  it('refuses what is not a DOI, with the message the form shows', () => {
    expect(normalizeDoi('journal.pone.0033693')).toBeNull();
    expect(normalizeDoi('https://example.org/10.1/x')).toBeNull();
    expect(validateEvidenceForm({ ...values, doi: 'not a doi' })).toEqual({ doi: 'A DOI looks like 10.1371/journal.pone.0033693.' });
    expect(validateEvidenceForm({ ...values, doi: '10.7554/elife.01567' })).toEqual({});
    // Only publications carry a DOI; a stray value under another kind is ignored, not an error.
    expect(validateEvidenceForm({ ...values, type: 'award', doi: 'not a doi' })).toEqual({});
  });
});
