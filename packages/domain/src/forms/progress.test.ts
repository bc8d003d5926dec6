import { describe, expect, it } from 'vitest';
import { I140_PARTS } from './i140-parts';
import { formsProgress } from './progress';

describe('formsProgress', () => {
  const all = I140_PARTS.map((p) => p.id);

  it('is 0 with nothing confirmed and 100 with every part confirmed', () => {
    expect(formsProgress({})).toBe(0);
    expect(formsProgress({ confirmedPartIds: [] })).toBe(0);
    expect(formsProgress({ confirmedPartIds: all })).toBe(100);
  });

  it('weighs parts equally and rounds', () => {
    expect(all).toHaveLength(8);
    expect(formsProgress({ confirmedPartIds: ['petitioner'] })).toBe(13); // 12.5 rounds up
    expect(formsProgress({ confirmedPartIds: all.slice(0, 3) })).toBe(38); // 37.5
    expect(formsProgress({ confirmedPartIds: all.slice(0, 4) })).toBe(50);
  });

  it('ignores unknown ids and repeats, so it never passes 100', () => {
    expect(formsProgress({ confirmedPartIds: ['petitioner', 'petitioner', 'not-a-part'] })).toBe(13);
    expect(formsProgress({ confirmedPartIds: [...all, ...all, 'extra'] })).toBe(100);
  });
});
