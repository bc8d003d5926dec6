import { describe, expect, it } from 'vitest';
import { createPathAllocator, safeFileName } from './safe-file-name';

describe('safeFileName', () => {
  it.each([
    ['A-1 Gazeta Łódzka: article', 'A-1 Gazeta Lodzka article'],
    ['José Núñez — letter', 'Jose Nunez - letter'],
    ['../../etc/passwd', 'etc passwd'],
    ['C:\\Windows\\system32', 'C Windows system32'],
    ['Résumé?*<>|"', 'Resume'],
    ['  ...hidden.  ', 'hidden'],
    ['数据科学', 'document'],
    ['CON', 'document'],
    ['Straße & Ærø', 'Strasse & AEro'],
  ])('%j → %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('keeps names under 80 characters, cutting at a word', () => {
    const name = safeFileName(`A-12 ${'Very long exhibit title '.repeat(10)}`);
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name).toMatch(/^A-12 Very long exhibit title .*[a-z]$/);
  });
});

describe('createPathAllocator', () => {
  it('numbers repeated names within a folder, case-insensitively, and not across folders', () => {
    const allocate = createPathAllocator();
    expect(allocate('05-exhibits/', 'A-1 Award', 'pdf')).toBe('05-exhibits/A-1 Award.pdf');
    expect(allocate('05-exhibits/', 'a-1 award', 'pdf')).toBe('05-exhibits/a-1 award (2).pdf');
    expect(allocate('05-exhibits/', 'A-1 Award', 'pdf')).toBe('05-exhibits/A-1 Award (3).pdf');
    expect(allocate('02-forms/', 'A-1 Award', 'pdf')).toBe('02-forms/A-1 Award.pdf');
  });

  it('gives a name that already ends in the extension the extension once', () => {
    const allocate = createPathAllocator();
    expect(allocate('05-exhibits/', 'A-2 award-letter.pdf', 'pdf')).toBe('05-exhibits/A-2 award-letter.pdf');
    expect(allocate('05-exhibits/', 'A-3 Scan.PDF.pdf', 'pdf')).toBe('05-exhibits/A-3 Scan.pdf');
    // The same title with and without the extension is one name, so the second is numbered.
    expect(allocate('05-exhibits/', 'A-2 award-letter', 'pdf')).toBe('05-exhibits/A-2 award-letter (2).pdf');
    expect(allocate('05-exhibits/', 'pdf', 'pdf')).toBe('05-exhibits/pdf.pdf');
  });
});
