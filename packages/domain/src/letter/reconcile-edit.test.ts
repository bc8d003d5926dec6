import { describe, expect, it } from 'vitest';
import { reconcileBlocks, splitRuns } from './reconcile-edit';
import { runsText } from './plain-text';
import type { Block, Run, Section } from './schema';

const t = (text: string): Run => ({ type: 'text', text, marks: [] });
const ex = (label: string, ...evidenceIds: string[]): Run => ({ type: 'exhibit', label, evidenceIds });

describe('splitRuns', () => {
  it('splits text at sentence ends and keeps exhibit and citation runs with their sentence', () => {
    const out = splitRuns([
      t('Dr. Raman won the Prize in 2021 '),
      ex('B-1', 'e1'),
      t('. It is selective. Judges are named in '),
      { type: 'citation', authorityId: 'kazarian' },
      t('.'),
    ]);
    expect(out.map((s) => runsText(s).trim())).toEqual([
      'Dr. Raman won the Prize in 2021 (Exhibit B-1).',
      'It is selective.',
      'Judges are named in Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010).',
    ]);
  });
});

describe('reconcileBlocks', () => {
  const previous: Section = {
    id: 'criterion-eb1a-i',
    heading: 'Awards',
    kind: 'criterion',
    reviewState: 'draft',
    blocks: [{ type: 'paragraph', sentences: [{ runs: [t('She won the Prize '), ex('B-1', 'e1'), t('.')], isFactual: true, evidenceIds: ['e1', 'e9'] }] }],
  };

  it('keeps an untouched sentence as the generator wrote it and derives provenance for new ones', () => {
    const edited: Block[] = [
      {
        type: 'paragraph',
        sentences: [
          {
            runs: [t('She won the Prize '), ex('B-1', 'e1'), t('. She also won 3 grants. The prize is national '), ex('B-2', 'e2'), t('. This matters.')],
            isFactual: false,
            evidenceIds: [],
          },
        ],
      },
      { type: 'heading', level: 2, text: '  ' },
    ];
    const [block] = reconcileBlocks(edited, previous);
    expect(block?.type).toBe('paragraph');
    const sentences = block?.type === 'paragraph' ? block.sentences : [];
    expect(sentences.map((s) => [s.isFactual, s.evidenceIds])).toEqual([
      [true, ['e1', 'e9']],
      [true, []],
      [true, ['e2']],
      [false, []],
    ]);
    expect(reconcileBlocks(edited, previous)).toHaveLength(1);
  });
});
