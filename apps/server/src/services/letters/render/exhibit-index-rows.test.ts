import { describe, expect, it } from 'vitest';
import { exhibit, prose, text } from '@acclaim/domain/test/letter-builders';
import { exhibitIndexRows } from './exhibit-index-rows';
import { inlinesText } from './letter-inlines';
import { demoLetter, smallLetter } from './test-letters';

const indexBlocks = (letter = smallLetter()) => letter.sections.find((s) => s.kind === 'exhibit-index')!.blocks;

describe('exhibitIndexRows', () => {
  it('splits each index entry into the exhibit label and its description', () => {
    const rows = exhibitIndexRows(indexBlocks()[0]!);
    expect(rows?.map((r) => [r.label, inlinesText(r.description)])).toEqual([
      ['A-1', 'Award certificate, Gottfried Prize.'],
      ['B-1', 'Review records.'],
      ['B-2', 'NSF panel letter.'],
    ]);
  });

  it('reads the composed exhibit index as rows', () => {
    const [block] = indexBlocks(demoLetter());
    const rows = exhibitIndexRows(block!);
    expect(block?.type === 'list' && rows?.length).toBe(block?.type === 'list' ? block.items.length : -1);
  });

  it('gives up on an index the user rewrote, so it prints as the list it is', () => {
    const edited = { type: 'list' as const, ordered: false, items: [{ sentences: [prose(text('See the binder.'))] }] };
    expect(exhibitIndexRows(edited)).toBeNull();
    const twoLabels = { type: 'list' as const, ordered: false, items: [{ sentences: [prose(exhibit('A-1'), exhibit('A-2'), text(' Awards.'))] }] };
    expect(exhibitIndexRows(twoLabels)).toBeNull();
    expect(exhibitIndexRows({ type: 'list', ordered: false, items: [{ sentences: [prose(exhibit('A-1'))] }] })).toBeNull();
  });
});
