import { describe, expect, it } from 'vitest';
import { letterFileName } from './letter-file-name';
import { formatLetterDate } from './letter-layout';
import { smallLetter } from './test-letters';

describe('letterFileName', () => {
  it('names the file in plain ASCII after the petition, the person and the version', () => {
    expect(letterFileName(smallLetter(), 'José Núñez-Łukasiewicz', 3, 'docx')).toBe('acclaim-petition-letter-eb1a-jose-nunez-lukasiewicz-v3.docx');
    expect(letterFileName({ ...smallLetter(), petitionType: 'NIW' }, 'Søren Æbelø', 1, 'pdf')).toBe('acclaim-petition-letter-niw-soren-aebelo-v1.pdf');
    expect(letterFileName(smallLetter(), '李 小龍', 2, 'pdf')).toBe('acclaim-petition-letter-eb1a-v2.pdf');
  });
});

describe('formatLetterDate', () => {
  it('writes the ISO date as a US letter date and leaves anything else as given', () => {
    expect(formatLetterDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatLetterDate('2025-12-31')).toBe('December 31, 2025');
    expect(formatLetterDate('2025-13-01')).toBe('2025-13-01');
    expect(formatLetterDate('5 March 2026')).toBe('5 March 2026');
  });
});
