import { describe, expect, it } from 'vitest';
import { assessCase, buildBenchProfile, DEMO_PROFILE, ZAssessmentInput, type AssessmentInput } from '../../assessment';
import { ENGINEER, FOUNDER, PHYSICIAN, RESEARCHER } from '../../assessment/test-profiles';
import { sentenceText } from '../plain-text';
import type { LetterPetitionType } from '../schema';
import { letterSentences } from '../walk';
import { composeLetter } from './index';
import { withExhibits } from '../../test/exhibits';

/**
 * Each letter must read as its applicant's own: the factual sentences come from their record, so two
 * applicants share almost none of them even after their names are taken out. (Legal sentences are the
 * library's and are the same in every letter by design.)
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Factual sentences with the applicant's names masked, so only the facts are compared. */
function facts(input: AssessmentInput, petitionType: LetterPetitionType): Set<string> {
  const letter = composeLetter(input, assessCase(input), { petitionType });
  const full = input.profile.fullName ?? 'the Beneficiary';
  const names = [full, ...full.split(/\s+/)].filter((n) => n.length > 1).sort((a, b) => b.length - a.length);
  const mask = new RegExp(`(Dr\\. )?(${names.map(escape).join('|')})`, 'g');
  return new Set(
    letterSentences(letter)
      .filter((s) => s.sentence.isFactual)
      .map((s) => sentenceText(s.sentence).replace(mask, 'NAME')),
  );
}

function sharedShare(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((s) => b.has(s)).length;
  return shared / Math.min(a.size, b.size);
}

const profiles: [string, AssessmentInput][] = [
  ['demo', ZAssessmentInput.parse(DEMO_PROFILE)],
  ['bench', withExhibits(buildBenchProfile(200, 40))],
  ['researcher', withExhibits(RESEARCHER)],
  ['engineer', withExhibits(ENGINEER)],
  ['founder', withExhibits(FOUNDER)],
  ['physician', withExhibits(PHYSICIAN)],
];

describe('letters are the applicant’s own', () => {
  for (const petitionType of ['EB1A', 'NIW'] as const) {
    it(`shares fewer than 20% of factual sentences between any two applicants (${petitionType})`, () => {
      const sets = profiles.map(([name, input]): [string, Set<string>] => [name, facts(input, petitionType)]);
      for (const [, set] of sets) expect(set.size).toBeGreaterThan(3);
      for (let i = 0; i < sets.length; i++) {
        for (let j = i + 1; j < sets.length; j++) {
          const [a, setA] = sets[i] as [string, Set<string>];
          const [b, setB] = sets[j] as [string, Set<string>];
          expect(sharedShare(setA, setB), `${a} vs ${b}`).toBeLessThan(0.2);
        }
      }
    });
  }

  it('names the applicant’s own field, titles and numbers', () => {
    const demo = composeLetter(ZAssessmentInput.parse(DEMO_PROFILE), assessCase(ZAssessmentInput.parse(DEMO_PROFILE)), { petitionType: 'EB1A' });
    const text = letterSentences(demo)
      .map((s) => sentenceText(s.sentence))
      .join(' ');
    for (const own of ['computational biology', 'Dr. Raman', 'scDrift', 'STAT News', '2,000,000', '412 times', 'Prof. Elena Marquez'])
      expect(text).toContain(own);
  });
});
