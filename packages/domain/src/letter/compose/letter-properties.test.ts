import { describe, expect, it } from 'vitest';
import { assessCase, buildBenchProfile, DEMO_PROFILE, ZAssessmentInput, type AssessmentInput } from '../../assessment';
import { detailNumber } from '../../assessment/details';
import { ALL_PROFILES } from '../../assessment/test-profiles';
import { countWords, estimatePages, sectionToPlainText, sentenceText } from '../plain-text';
import type { Letter, LetterPetitionType, Section } from '../schema';
import { blockParagraphs } from '../walk';
import { ANDERSON } from './fixtures/anderson';
import { BOETTIGER } from './fixtures/boettiger';
import { composeLetter } from './index';
import { withExhibits } from '../../test/exhibits';

/**
 * What an attorney checks before signing (issue 25, "Done means"), on every profile the engine is tested with:
 * the body argues instead of listing (no list over eight items outside the exhibit index and the appendix), a
 * criterion whose items hold a figure states one, and final merits is an argument of at least 600 words. For the
 * two real records completed with their proof facts, the letter is long enough to argue them (see the floors
 * below) and every factual sentence of the argument rests on an exhibit other than the CV.
 */

const letterOf = (input: AssessmentInput, petitionType: LetterPetitionType): Letter => composeLetter(input, assessCase(input), { petitionType });

const PROFILES: [string, AssessmentInput][] = [
  ...Object.entries(ALL_PROFILES).map(([name, draft]): [string, AssessmentInput] => [name, withExhibits(draft)]),
  ['DEMO', ZAssessmentInput.parse(DEMO_PROFILE)],
  ['BENCH', withExhibits(buildBenchProfile(200, 40))],
  ['BOETTIGER', BOETTIGER],
  ['ANDERSON', ANDERSON],
];

/** Letters of every profile, in both classifications its assessment can carry. */
const LETTERS: [string, AssessmentInput, Letter][] = PROFILES.flatMap(([name, input]) => {
  const assessment = assessCase(input);
  return (['EB1A', 'NIW'] as const)
    .filter((type) => (type === 'EB1A' ? assessment.eb1a : assessment.niw))
    .map((type): [string, AssessmentInput, Letter] => [`${name} ${type}`, input, composeLetter(input, assessment, { petitionType: type })]);
});

/** Sections that argue; the exhibit index and the appendix list by design. */
const isBody = (s: Section) => s.kind !== 'exhibit-index' && s.kind !== ('appendix' as Section['kind']);

/** Sections that argue from the evidence, where the CV may not carry a fact (biography sections may rest on it). */
const ARGUMENT_KINDS = new Set<Section['kind']>(['criterion', 'comparable-evidence', 'final-merits', 'niw-prong']);

const FIGURE_DETAILS = ['winners', 'entrants', 'circulation', 'count', 'citationCount', 'percentile', 'users', 'downloads'];

describe.each(LETTERS)('the %s letter', (_name, input, letter) => {
  const byId = new Map(input.evidence.map((e) => [e.id, e]));

  it('keeps every list in the body to eight items at most', () => {
    for (const section of letter.sections.filter(isBody)) {
      for (const block of section.blocks) if (block.type === 'list') expect(block.items.length, `${section.heading}`).toBeLessThanOrEqual(8);
    }
  });

  it('states a figure in each criterion section whose evidence holds one', () => {
    for (const section of letter.sections.filter((s) => s.kind === 'criterion')) {
      const factual = section.blocks
        .flatMap((b) => blockParagraphs(b))
        .flatMap(({ paragraph }) => paragraph.sentences)
        .filter((s) => s.isFactual);
      const items = [...new Set(factual.flatMap((s) => s.evidenceIds))].map((id) => byId.get(id)).filter((e) => e !== undefined);
      const hasFigure = items.some((e) => FIGURE_DETAILS.some((key) => detailNumber(e, key) !== null));
      if (!hasFigure) continue;
      expect(
        factual.some((s) => /\d/.test(sentenceText(s))),
        `${section.heading} states no figure`,
      ).toBe(true);
    }
  });

  it('argues final merits in at least 600 words when the letter reaches it', () => {
    const merits = letter.sections.find((s) => s.kind === 'final-merits');
    if (merits) expect(countWords(sectionToPlainText(merits))).toBeGreaterThanOrEqual(600);
  });
});

describe('the two real records, completed with their proof facts', () => {
  // Pages as plans count them (575 words a page, the whole letter with its exhibit index and appendix). Both
  // records file their whole publication list, as a petition does, and the appendix lists what the body sums up.
  it.each([
    ['Carl Boettiger’s EB-1A letter', BOETTIGER, 'EB1A', 25],
    ['Brian Anderson’s NIW letter', ANDERSON, 'NIW', 25],
  ] as const)('gives %s at least %i and at most 45 pages of argument, every argued fact on a primary exhibit', (_name, input, type, floor) => {
    const letter = letterOf(input, type);
    const pages = estimatePages(letter);
    expect(pages).toBeGreaterThanOrEqual(floor);
    expect(pages).toBeLessThanOrEqual(45);
    const byId = new Map(input.evidence.map((e) => [e.id, e]));
    for (const section of letter.sections.filter((s) => ARGUMENT_KINDS.has(s.kind))) {
      for (const { paragraph } of section.blocks.flatMap((b) => blockParagraphs(b))) {
        for (const sentence of paragraph.sentences.filter((s) => s.isFactual)) {
          const primary = sentence.evidenceIds.some((id) => {
            const category = byId.get(id)?.documentCategory;
            return category !== undefined && category !== null && category !== 'cv';
          });
          expect(primary, `${section.heading}: ${sentenceText(sentence)}`).toBe(true);
        }
      }
    }
  });
});
