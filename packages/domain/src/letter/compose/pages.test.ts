import { describe, expect, it } from 'vitest';
import { assessCase, buildBenchProfile, DEMO_PROFILE, ZAssessmentInput, type AssessmentInput } from '../../assessment';
import { ALL_PROFILES, RESEARCHER } from '../../assessment/test-profiles';
import { estimatePages } from '../plain-text';
import type { LetterPetitionType } from '../schema';
import { composeLetter } from './index';
import { withExhibits } from './test-exhibits';

/**
 * Length and speed (issue 6 "Measured"): a strong case gives about 40 pages, a thin one a short letter, and
 * the composer stays fast enough for the 10-second compose-and-export budget.
 */

const pages = (input: AssessmentInput, petitionType: LetterPetitionType) => estimatePages(composeLetter(input, assessCase(input), { petitionType }));
const bench = withExhibits(buildBenchProfile(200, 40));
const demo = ZAssessmentInput.parse(DEMO_PROFILE);

describe('letter length', () => {
  it('gives the strong benchmark case (200 publications, 40 other items) a letter of 35 to 50 pages', () => {
    const eb1a = pages(bench, 'EB1A');
    expect(eb1a).toBeGreaterThanOrEqual(35);
    expect(eb1a).toBeLessThanOrEqual(50);
    expect(pages(bench, 'NIW')).toBeGreaterThanOrEqual(20);
  });

  it('gives thin cases short letters and strong cases longer ones, in order of the record', () => {
    const thin = ['EMPTY', 'RED_FLAGS', 'AFTER_FILING', 'UNVERIFIED_ONLY'].map((name) => pages(withExhibits(ALL_PROFILES[name] ?? RESEARCHER), 'EB1A'));
    for (const n of thin) expect(n).toBeLessThanOrEqual(3);
    const researcher = pages(withExhibits(RESEARCHER), 'EB1A');
    expect(researcher).toBeGreaterThan(Math.max(...thin));
    expect(pages(demo, 'EB1A')).toBeGreaterThan(Math.max(...thin));
    expect(pages(bench, 'EB1A')).toBeGreaterThan(researcher);
  });

  it('composes the benchmark letter well under a second', () => {
    const assessment = assessCase(bench);
    const times = [0, 1, 2].map(() => {
      const started = Date.now();
      composeLetter(bench, assessment, { petitionType: 'EB1A' });
      return Date.now() - started;
    });
    expect(Math.min(...times)).toBeLessThan(1000);
  });
});
