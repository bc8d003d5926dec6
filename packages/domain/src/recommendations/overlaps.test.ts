import { describe, expect, it } from 'vitest';
import { exhibit, text } from '../test/letter-builders';
import type { Letter, Run } from '../letter/schema';
import { findOverlaps, OVERLAP_FLAG_THRESHOLD, SHINGLE_SIZE } from './overlaps';

/** A letter of one section whose paragraphs are the given sentences. */
function letterOf(...paragraphs: (string | Run[])[][]): Letter {
  return {
    petitionType: 'EB1A',
    title: 'Test letter',
    sections: [
      {
        id: 'body',
        heading: 'Body',
        kind: 'introduction',
        reviewState: 'draft',
        blocks: paragraphs.map((sentences) => ({
          type: 'paragraph' as const,
          sentences: sentences.map((s) => ({ runs: typeof s === 'string' ? [text(s)] : s, isFactual: false, evidenceIds: [] })),
        })),
      },
    ],
  };
}

const OWN_A = [
  'My laboratory studies how tumours evolve under targeted therapy, using mouse models and patient samples.',
  'Over ten years we have built methods for tracing clones through treatment and relapse in several cancers.',
  'The question of which cells survive a drug is the one my group has spent most of its effort on.',
];
const OWN_B = [
  'I chair a department of statistics whose members design trials for rare diseases across the region.',
  'Much of my own research concerns the design of adaptive studies when patients are few and outcomes are slow.',
  'Before that I worked for a decade in industry on quality control for diagnostic assays and their validation.',
];
const SHARED = 'This method changed how resistant subclones are detected in single cell data, and laboratories on three continents now rely on it every week.';

describe('findOverlaps', () => {
  it('flags two letters that share a paragraph, and names the shared passage', () => {
    const [pair] = findOverlaps([
      { id: 'a', letter: letterOf(OWN_A, [SHARED]) },
      { id: 'b', letter: letterOf(OWN_B, [SHARED]) },
    ]);
    expect(pair).toMatchObject({ a: 'a', b: 'b', isFlagged: true });
    expect(pair?.similarity).toBeGreaterThanOrEqual(OVERLAP_FLAG_THRESHOLD);
    expect(pair?.passages[0]).toBe(
      'this method changed how resistant subclones are detected in single cell data and laboratories on three continents now rely on it every week',
    );
  });

  it('reports nothing for letters written independently', () => {
    expect(
      findOverlaps([
        { id: 'a', letter: letterOf(OWN_A) },
        { id: 'b', letter: letterOf(OWN_B) },
      ]),
    ).toEqual([]);
  });

  it('ignores salutations, sign-offs, offers to answer questions and CV notes', () => {
    const boilerplate = [
      'To the U.S. Citizenship and Immigration Services:',
      'Please do not hesitate to contact me with any questions.',
      'My curriculum vitae is enclosed with this letter.',
      'Yours sincerely,',
    ];
    const overlaps = findOverlaps([
      { id: 'a', letter: letterOf(boilerplate, OWN_A) },
      { id: 'b', letter: letterOf(boilerplate, OWN_B) },
    ]);
    expect(overlaps).toEqual([]);
  });

  it('does not count names, quoted titles or exhibit references as phrasing', () => {
    const about = (lead: string): (string | Run[])[] => [
      [
        text(`${lead} the article “scDrift: detecting drug-resistant subclones in single-cell RNA-seq” by Priya Raman of the Halcyon Genomics Institute`),
        exhibit('B-1', ['ev-1']),
        text('.'),
      ],
    ];
    const letters = [
      { id: 'a', letter: letterOf(OWN_A, about('I read')) },
      { id: 'b', letter: letterOf(OWN_B, about('We cited')) },
    ];
    expect(findOverlaps(letters, { ignoreTerms: ['Priya Raman', 'Halcyon Genomics Institute'] })).toEqual([]);
    // Without the names to ignore, "by … of the …" would be shared.
    expect(findOverlaps(letters).length).toBe(1);
  });

  it('needs six words in a row: shorter common phrases are not overlap', () => {
    expect(SHINGLE_SIZE).toBe(6);
    const a = letterOf(['In my view the work is original, and I have read it with care.']);
    const b = letterOf(['In my view the data are sound, and the analysis is careful throughout.']);
    expect(
      findOverlaps([
        { id: 'a', letter: a },
        { id: 'b', letter: b },
      ]),
    ).toEqual([]);
  });

  it('compares every pair, most similar first', () => {
    const overlaps = findOverlaps([
      { id: 'a', letter: letterOf(OWN_A, [SHARED]) },
      { id: 'b', letter: letterOf(OWN_B) },
      { id: 'c', letter: letterOf(OWN_B.slice(0, 1), [SHARED]) },
    ]);
    expect(overlaps.map((o) => `${o.a}-${o.b}`).sort()).toEqual(['a-c', 'b-c']);
    expect(overlaps[0]?.similarity).toBeGreaterThanOrEqual(overlaps[1]?.similarity ?? 1);
    expect(overlaps.every((o) => o.isFlagged)).toBe(true);
  });
});
