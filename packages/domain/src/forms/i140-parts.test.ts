import { describe, expect, it } from 'vitest';
import { I140_PARTS, i140Fields } from './i140-parts';

describe('I140_PARTS', () => {
  it('has unique part ids and unique field ids across the whole guide', () => {
    const partIds = I140_PARTS.map((p) => p.id);
    expect(new Set(partIds).size).toBe(partIds.length);
    const fieldIds = i140Fields().map((f) => f.field.id);
    expect(new Set(fieldIds).size).toBe(fieldIds.length);
    expect(fieldIds.some((id) => partIds.includes(id))).toBe(false);
  });

  it('covers the parts legal-domain.md §10.1 lists, in form order', () => {
    expect(I140_PARTS.map((p) => p.number)).toEqual(['Part 1', 'Part 2', 'Part 3', 'Part 4', 'Part 5', 'Part 6', 'Part 7', 'Later parts']);
    for (const part of I140_PARTS) {
      expect(part.ref.official).toBe('i140Form');
      expect(part.fields.length).toBeGreaterThan(0);
      for (const field of part.fields) {
        expect(field.label.length).toBeGreaterThan(0);
        expect(field.help.length).toBeGreaterThan(0);
        expect(field.classifications.length).toBeGreaterThan(0);
      }
    }
  });

  it('never states the NIW item letter of the current edition, which the notes leave unconfirmed', () => {
    const classification = i140Fields().find((f) => f.field.id === 'classification')?.field;
    expect(classification?.help).toMatch(/could not confirm its letter in the current edition/);
    expect(classification?.help).not.toMatch(/current edition[^.]*\bbox [a-z]\b/i);
  });
});
