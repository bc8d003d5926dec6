import { describe, expect, it } from 'vitest';
import { DEMO_PROFILE } from './demo-profile';
import { assessCase } from './engine';
import { eligibilityStanding, standingLines, ZEligibilityStanding } from './standing';
import { ALL_PROFILES } from './test-profiles';

describe('eligibilityStanding', () => {
  it('states the levels reached, never a score out of 100', () => {
    const result = assessCase({ ...DEMO_PROFILE, profile: { ...DEMO_PROFILE.profile, petitionType: 'UNDECIDED' } });
    const standing = ZEligibilityStanding.parse(eligibilityStanding(result));
    expect(standing.eb1a).toEqual({ criteriaLikelyMet: result.eb1a!.criteriaLikelyMet, criteriaTotal: 10, finalMerits: result.eb1a!.finalMerits.level });
    expect(standing.niw?.prongsTotal).toBe(3);
    const lines = standingLines(standing);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^EB-1A: \d+ of 10 criteria likely met, final merits (strong|solid|borderline|weak|unsupported)$/);
    expect(lines[1]).toMatch(/^EB-2 NIW: \d of 3 prongs likely met, EB-2 threshold (met|not met yet)$/);
    for (const line of lines) expect(line).not.toMatch(/\/100|%|\bchance\b|probab/i);
  });

  it('counts only prongs and criteria at "likely" or better, on every test profile', () => {
    for (const draft of Object.values(ALL_PROFILES)) {
      const result = assessCase(draft);
      const standing = eligibilityStanding(result);
      if (result.eb1a) expect(standing.eb1a?.criteriaLikelyMet).toBe(result.eb1a.criteria.filter((c) => c.level === 'strong' || c.level === 'likely').length);
      if (result.niw) expect(standing.niw?.prongsLikelyMet).toBe(result.niw.prongs.filter((p) => p.level === 'strong' || p.level === 'likely').length);
      expect(standing.eb1a === null).toBe(result.eb1a === null);
      expect(standing.niw === null).toBe(result.niw === null);
    }
  });
});
