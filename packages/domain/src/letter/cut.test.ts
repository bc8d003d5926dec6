import { describe, expect, it } from 'vitest';
import { cutLetter } from './cut';
import { countWords, letterToPlainText, WORDS_PER_PAGE } from './plain-text';
import type { Letter, Section } from './schema';

const words = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${i}`).join(' ') + '.';
const section = (id: string, paragraphs: number[]): Section => ({
  id,
  heading: `Heading ${id}`,
  kind: 'criterion',
  reviewState: 'draft',
  blocks: [
    { type: 'heading', level: 2, text: 'Sub' },
    ...paragraphs.map((n) => ({
      type: 'paragraph' as const,
      sentences: [{ runs: [{ type: 'text' as const, text: words(n, id), marks: [] }], isFactual: false, evidenceIds: [] }],
    })),
  ],
});
const letter: Letter = {
  petitionType: 'EB1A',
  title: 'Petition',
  sections: [section('a', [300, 200]), section('b', [400, 400, 400]), section('c', [500]), section('d', [500])],
};

describe('cutLetter', () => {
  it('keeps the whole letter without a limit, or when it fits', () => {
    expect(cutLetter(letter, null)).toMatchObject({ isTruncated: false, hiddenSections: [], wholeSectionIds: ['a', 'b', 'c', 'd'] });
    expect(cutLetter(letter, 10).isTruncated).toBe(false);
  });

  it('cuts at the page budget, keeping whole blocks, and never ends on a sub-heading', () => {
    const cut = cutLetter(letter, 2);
    expect(cut.isTruncated).toBe(true);
    expect(cut.wholeSectionIds).toEqual(['a']);
    expect(cut.partialSectionId).toBe('b');
    expect(cut.hiddenSections.map((s) => s.id)).toEqual(['c', 'd']);
    expect(cut.letter.sections[1]!.blocks.map((b) => b.type)).toEqual(['heading', 'paragraph']);
    expect(countWords(letterToPlainText(cut.letter))).toBeLessThanOrEqual(2 * WORDS_PER_PAGE);
  });

  it('drops a section whose first block does not fit rather than showing only its sub-heading', () => {
    const cut = cutLetter({ ...letter, sections: [section('a', [1100]), section('b', [400])] }, 2);
    expect(cut.wholeSectionIds).toEqual(['a']);
    expect(cut.partialSectionId).toBeNull();
    expect(cut.hiddenSections).toEqual([{ id: 'b', heading: 'Heading b' }]);
  });
});
