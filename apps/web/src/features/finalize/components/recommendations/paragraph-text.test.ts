import { describe, expect, it } from 'vitest';
import type { TLetterEvidence } from '@acclaim/contracts';
import type { ParagraphBlock } from '@acclaim/domain/letter';
import { blockToText, editedBlocks, textToBlocks } from './paragraph-text';
import { LETTER } from './test-builders';

const focus = LETTER.sections[1]!;
const evidence: TLetterEvidence[] = [
  {
    id: 'ev-award',
    type: 'award',
    title: 'Young Author Prize',
    description: '',
    date: '2023',
    documentId: 'doc-2',
    documentName: 'award.pdf',
    exhibit: 'A-1',
    verification: 'unverified',
  },
  {
    id: 'ev-pub-2',
    type: 'publication',
    title: 'Another article',
    description: '',
    date: '2022',
    documentId: 'doc-1',
    documentName: 'articles.pdf',
    exhibit: 'B-1',
    verification: 'verified',
  },
];
const runsOf = (block: ParagraphBlock) => block.sentences.flatMap((s) => s.runs);

describe('paragraph text', () => {
  it('prints exhibit runs as references and reads them back with the evidence the paragraph tied to them', () => {
    const text = blockToText(focus.blocks[0] as ParagraphBlock);
    expect(text).toBe('“Sulfide solid electrolytes” appeared in Nature Energy in 2021 (Exhibit B-1).');
    const [block] = textToBlocks(`${text.replace('2021', 'early 2021')}`, focus, evidence);
    expect(runsOf(block!)).toEqual([
      { type: 'text', text: '“Sulfide solid electrolytes” appeared in Nature Energy in early 2021', marks: [] },
      // The section's own tie wins over every item of the exhibit.
      { type: 'exhibit', label: 'B-1', evidenceIds: ['ev-pub-1'] },
      { type: 'text', text: '.', marks: [] },
    ]);
  });

  it('gives a reference the section never made the items of that exhibit, and reads several labels', () => {
    const [block] = textToBlocks('She won the prize (Exhibits A-1, B-1). It mattered.', focus, evidence);
    expect(runsOf(block!)).toEqual([
      { type: 'text', text: 'She won the prize', marks: [] },
      { type: 'exhibit', label: 'A-1', evidenceIds: ['ev-award'] },
      { type: 'exhibit', label: 'B-1', evidenceIds: ['ev-pub-1'] },
      { type: 'text', text: '. It mattered.', marks: [] },
    ]);
  });

  it('splits a paragraph at a blank line and drops one emptied', () => {
    expect(textToBlocks('First part.\n\n  Second part.  ', focus, evidence)).toHaveLength(2);
    expect(editedBlocks(focus, new Map([[0, '   ']]), evidence)).toEqual([]);
    expect(editedBlocks(focus, new Map(), evidence)).toEqual(focus.blocks);
  });
});
