import { describe, expect, it } from 'vitest';
import { assessCase, buildBenchProfile, DEMO_PROFILE, ZAssessmentInput, type AssessmentInput } from '../../assessment';
import { ALL_PROFILES, RESEARCHER } from '../../assessment/test-profiles';
import { estimatePages } from '../plain-text';
import type { LetterPetitionType } from '../schema';
import { BOETTIGER } from './fixtures/boettiger';
import { composeLetter } from './index';
import { withExhibits } from '../../test/exhibits';

/**
 * Length (issue 6 "Measured", issue 25): a strong case gives 25 to 50 pages, a thin one a short letter. How fast the
 * composer runs is measured by `npm run bench`, not here.
 */

const pages = (input: AssessmentInput, petitionType: LetterPetitionType) => estimatePages(composeLetter(input, assessCase(input), { petitionType }));
const bench = withExhibits(buildBenchProfile(200, 40));
const demo = ZAssessmentInput.parse(DEMO_PROFILE);

describe('letter length', () => {
  it('gives the strong benchmark case (200 publications, 40 other items) a letter of 35 to 50 pages, its bibliography in the appendix', () => {
    const eb1a = pages(bench, 'EB1A');
    expect(eb1a).toBeGreaterThanOrEqual(35);
    expect(eb1a).toBeLessThanOrEqual(50);
    // The NIW letter argues the prongs without printing the 200 articles, so it is shorter than the EB-1A letter.
    expect(pages(bench, 'NIW')).toBeGreaterThanOrEqual(20);
  });

  it('gives Carl Boettiger’s completed record an EB-1A letter of 25 to 45 pages', () => {
    const n = pages(BOETTIGER, 'EB1A');
    expect(n).toBeGreaterThanOrEqual(25);
    expect(n).toBeLessThanOrEqual(45);
  });

  it('gives thin cases short letters and strong cases longer ones, in order of the record', () => {
    const thin = ['EMPTY', 'RED_FLAGS', 'AFTER_FILING', 'UNVERIFIED_ONLY'].map((name) => pages(withExhibits(ALL_PROFILES[name] ?? RESEARCHER), 'EB1A'));
    for (const n of thin) expect(n).toBeLessThanOrEqual(3);
    const researcher = pages(withExhibits(RESEARCHER), 'EB1A');
    expect(researcher).toBeGreaterThan(Math.max(...thin));
    expect(pages(demo, 'EB1A')).toBeGreaterThan(Math.max(...thin));
    expect(pages(bench, 'EB1A')).toBeGreaterThan(researcher);
  });
});
