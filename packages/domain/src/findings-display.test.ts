import { describe, expect, it } from 'vitest';
import { groupRepeatedReasons } from './findings-display';
import type { Reason } from './assessment/schema';

const titles = new Map([
  ['a1', 'Award of the Ecological Society'],
  ['a2', 'Mercer Award'],
  ['a3', 'Student travel prize'],
  ['long', `A ${'very '.repeat(30)}long title`],
]);
const titleOf = (id: string) => titles.get(id);
const r = (text: string, evidenceIds: string[] = []): Reason => ({ text, evidenceIds, authorityIds: [] });

describe('groupRepeatedReasons', () => {
  it('folds one sentence said of many items into one line that lists the other items', () => {
    const groups = groupRepeatedReasons(
      [
        r("Document the selection process of 'Award of the Ecological Society' (Exhibit A-1): its criteria.", ['a1']),
        r('Citations are not a condition of this criterion.'),
        r("Document the selection process of 'Mercer Award': its criteria.", ['a2']),
        r("Document the selection process of 'Student travel prize' (Exhibit B-12): its criteria.", ['a3']),
      ],
      titleOf,
    );
    expect(groups).toHaveLength(2);
    expect(groups[0]!.reason.text).toContain('Award of the Ecological Society');
    expect(groups[0]!.alsoEvidenceIds).toEqual(['a2', 'a3']);
    expect(groups[0]!.count).toBe(3);
    expect(groups[1]!.count).toBe(1);
  });

  it('keeps sentences apart that differ in more than the item, and matches the engine’s shortened titles and curly quotes', () => {
    const shortened = `${titles.get('long')!.slice(0, 117).trimEnd()}…`;
    const groups = groupRepeatedReasons(
      [
        r("'Mercer Award' was selective (2 of 312 entrants).", ['a2']),
        r("'Student travel prize' was selective (40 of 50 entrants).", ['a3']),
        r('Rests only on the CV: attach the award letter for “Mercer Award”.', ['a2']),
        r(`Rests only on the CV: attach the award letter for “${shortened}”.`, ['long']),
      ],
      titleOf,
    );
    expect(groups.map((group) => group.count)).toEqual([1, 1, 2]);
    expect(groups[2]!.alsoEvidenceIds).toEqual(['long']);
  });

  it('folds exact duplicates even when they name no item', () => {
    expect(groupRepeatedReasons([r('Add letters.'), r('Add letters.')], titleOf)).toEqual([{ reason: r('Add letters.'), alsoEvidenceIds: [], count: 2 }]);
  });
});
