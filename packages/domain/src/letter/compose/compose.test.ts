import { describe, expect, it } from 'vitest';
import { assessCase, buildBenchProfile, DEMO_PROFILE, ZAssessmentInput, type AssessmentInput } from '../../assessment';
import { ALL_PROFILES, RED_FLAGS, RESEARCHER } from '../../assessment/test-profiles';
import { checkLetter } from '../filing-check';
import { estimatePages, letterToPlainText, sentenceText } from '../plain-text';
import type { Letter, LetterPetitionType } from '../schema';
import { letterSentences } from '../walk';
import { composeLetter } from './index';
import { exhibitsOf, withExhibits } from '../../test/exhibits';

function compose(input: AssessmentInput, petitionType: LetterPetitionType): Letter {
  return composeLetter(input, assessCase(input), { petitionType });
}

const BLOCKING = new Set(['unsupported-sentence', 'unknown-authority', 'citation-outside-library', 'exhibit-missing', 'evidence-not-in-exhibit']);
/** Approval odds in any form: the product never states them (docs/decisions/007). */
const ODDS = /\b(probabilit\w*|chances?|likelihood|odds)\b|\bpercent\b|%|\blikely (to be )?approved\b|\bguarantee/i;

const demo = ZAssessmentInput.parse(DEMO_PROFILE);
const bench = withExhibits(buildBenchProfile(200, 40));
const cases: [string, AssessmentInput][] = [
  ['DEMO_PROFILE', demo],
  ['BENCH_PROFILE', bench],
  ...Object.entries(ALL_PROFILES).map(([name, draft]): [string, AssessmentInput] => [name, withExhibits(draft)]),
];

describe('composeLetter', () => {
  for (const [name, input] of cases) {
    const assessment = assessCase(input);
    for (const petitionType of ['EB1A', 'NIW'] as const) {
      it(`${name} ${petitionType}: passes the filing check's provenance and citation rules and never speaks of odds`, () => {
        // A case filed as one type is only assessed for that type.
        if ((petitionType === 'EB1A' ? assessment.eb1a : assessment.niw) === null) {
          expect(() => composeLetter(input, assessment, { petitionType })).toThrow(/no (EB-1A|NIW) findings/);
          return;
        }
        const letter = composeLetter(input, assessment, { petitionType });
        const issues = checkLetter(letter, { exhibits: exhibitsOf(input) }).filter((i) => BLOCKING.has(i.kind));
        expect(issues).toEqual([]);
        expect(letter.petitionType).toBe(petitionType);
        for (const { sentence } of letterSentences(letter)) {
          expect(sentenceText(sentence)).not.toMatch(ODDS);
          if (sentence.isFactual) {
            expect(sentence.evidenceIds.length).toBeGreaterThan(0);
            expect(sentence.runs.some((r) => r.type === 'exhibit')).toBe(true);
          }
        }
      });
    }
  }

  it('cites the demo evidence with exhibit runs in factual sentences', () => {
    const letter = compose(demo, 'EB1A');
    const factual = letterSentences(letter).filter((s) => s.sentence.isFactual);
    expect(factual.length).toBeGreaterThan(60);
    const ids = letter.sections.map((s) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'introduction',
        'legal-framework',
        'field',
        'criterion-eb1a-i',
        'criterion-eb1a-iv',
        'final-merits',
        'prospective-benefit',
        'conclusion',
        'exhibit-index',
      ]),
    );
    const judging = letterToPlainText({ ...letter, sections: letter.sections.filter((s) => s.id === 'criterion-eb1a-iv') });
    expect(judging).toContain('(Exhibit D-1)');
    expect(judging).toContain('34 completed reviews');
    expect(letterToPlainText(letter)).toContain('Only 2 of 312 entrants were selected');
  });

  it('is deterministic', () => {
    for (const petitionType of ['EB1A', 'NIW'] as const) {
      expect(JSON.stringify(compose(demo, petitionType))).toBe(JSON.stringify(compose(ZAssessmentInput.parse(DEMO_PROFILE), petitionType)));
    }
    expect(JSON.stringify(compose(bench, 'EB1A'))).toBe(JSON.stringify(compose(withExhibits(buildBenchProfile(200, 40)), 'EB1A')));
  });

  it('leaves red-flagged items out of the letter', () => {
    for (const input of [demo, withExhibits(RED_FLAGS)]) {
      const assessment = assessCase(input);
      const flagged = assessment.redFlags
        .filter((f) => ['pay_to_enter_award', 'paid_media', 'after_filing_date', 'publication_mismatch'].includes(f.code))
        .flatMap((f) => f.evidenceIds);
      expect(flagged.length).toBeGreaterThan(0);
      for (const petitionType of (['EB1A', 'NIW'] as const).filter((t) => (t === 'EB1A' ? assessment.eb1a : assessment.niw) !== null)) {
        const letter = composeLetter(input, assessment, { petitionType });
        const text = letterToPlainText(letter);
        for (const id of flagged) {
          const item = input.evidence.find((e) => e.id === id);
          expect(text).not.toContain(item?.title);
          for (const { sentence } of letterSentences(letter)) {
            expect(sentence.evidenceIds).not.toContain(id);
            for (const run of sentence.runs) if (run.type === 'exhibit') expect(run.evidenceIds).not.toContain(id);
          }
        }
      }
    }
    const demoText = letterToPlainText(compose(demo, 'EB1A'));
    expect(demoText).not.toContain('Global Scientist Excellence Award');
    expect(demoText).not.toContain('RECOMB 2026');
  });

  it('writes a shorter letter for a thin case than for a strong one', () => {
    const strong = compose(withExhibits(RESEARCHER), 'EB1A');
    const empty = compose(withExhibits(ALL_PROFILES.EMPTY ?? RESEARCHER), 'EB1A');
    expect(estimatePages(empty)).toBeLessThan(estimatePages(strong));
    expect(empty.sections.some((s) => s.kind === 'criterion')).toBe(false);
    expect(letterSentences(empty).some((s) => s.sentence.isFactual)).toBe(false);
    expect(estimatePages(compose(demo, 'EB1A'))).toBeGreaterThan(estimatePages(empty));
  });

  it('argues the three Dhanasar prongs in an NIW letter', () => {
    const letter = compose(demo, 'NIW');
    const prongs = letter.sections.filter((s) => s.kind === 'niw-prong');
    expect(prongs.map((s) => s.id)).toEqual(['niw-prong-1', 'niw-prong-2', 'niw-prong-3']);
    expect(letter.sections.map((s) => s.kind)).toEqual(expect.arrayContaining(['eb2-eligibility', 'proposed-endeavor', 'conclusion', 'exhibit-index']));
    for (const prong of prongs)
      expect(
        prong.blocks.some((b) => b.type === 'paragraph' && b.sentences.some((s) => s.runs.some((r) => r.type === 'citation' && r.authorityId === 'dhanasar'))),
      ).toBe(true);
    expect(letterToPlainText(letter)).toContain('(Exhibit');
  });
});
