import { describe, expect, it } from 'vitest';
import { assessCase, buildBenchProfile, DEMO_PROFILE, ZAssessmentInput, type AssessmentInput } from '../../assessment';
import { ALL_PROFILES, ENGINEER, RESEARCHER } from '../../assessment/test-profiles';
import { checkLetter, type VerifiedNumber } from '../filing-check';
import { sectionToPlainText, sentenceText } from '../plain-text';
import type { Letter, LetterPetitionType, Section } from '../schema';
import { blockParagraphs, letterSentences } from '../walk';
import { buildContext } from './context';
import { claimedCriteria } from './criteria';
import { BOETTIGER } from './fixtures/boettiger';
import { planCriterion } from './plan/plan';
import { composeLetter } from './index';
import { exhibitsOf, withExhibits } from '../../test/exhibits';

/** What a strong letter does, section by section (the EB-1A and NIW outlines of eb1a.ts and niw.ts), checked on real profiles. */

const demo = ZAssessmentInput.parse(DEMO_PROFILE);
const researcher = withExhibits(RESEARCHER);
const bench = withExhibits(buildBenchProfile(200, 40));

const compose = (input: AssessmentInput, petitionType: LetterPetitionType): Letter => composeLetter(input, assessCase(input), { petitionType });
const sectionOf = (letter: Letter, id: string): Section => {
  const found = letter.sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};
const citations = (s: Section): string[] =>
  s.blocks
    .flatMap(blockParagraphs)
    .flatMap(({ paragraph }) => paragraph.sentences.flatMap((x) => x.runs.flatMap((r) => (r.type === 'citation' ? [r.authorityId] : []))));
const labelsIn = (s: Section): Set<string> =>
  new Set(
    s.blocks
      .flatMap(blockParagraphs)
      .flatMap(({ paragraph }) => paragraph.sentences.flatMap((x) => x.runs.flatMap((r) => (r.type === 'exhibit' ? [r.label] : [])))),
  );

describe('criterion sections', () => {
  it('give the regulation, then the guidance the library holds for the criterion', () => {
    const letter = compose(demo, 'EB1A');
    expect(citations(sectionOf(letter, 'criterion-eb1a-v'))).toEqual(expect.arrayContaining(['cfr-204-5-h-3-v', 'visinscaia', 'amin', 'rubin']));
    expect(citations(sectionOf(letter, 'criterion-eb1a-iii'))).toEqual(expect.arrayContaining(['cfr-204-5-h-3-iii', 'pa-2024-24', 'noroozi']));
    expect(citations(sectionOf(letter, 'criterion-eb1a-vi'))).toEqual(expect.arrayContaining(['cfr-204-5-h-3-vi', 'kazarian']));
    expect(citations(sectionOf(compose(withExhibits(ENGINEER), 'EB1A'), 'criterion-eb1a-ix'))).toEqual(
      expect.arrayContaining(['cfr-204-5-h-3-ix', 'price', 'skokos']),
    );
  });

  it('argue the strongest items under their own sub-heading and rest every other item on one sentence naming the appendix', () => {
    for (const input of [demo, researcher, bench, BOETTIGER]) {
      const assessment = assessCase(input);
      if (!assessment.eb1a) throw new Error('expected EB-1A findings');
      const letter = composeLetter(input, assessment, { petitionType: 'EB1A' });
      const ctx = buildContext(input, assessment);
      for (const c of claimedCriteria(ctx, assessment.eb1a)) {
        const plan = planCriterion(ctx, c);
        const section = sectionOf(letter, `criterion-${c.id}`);
        const headings = section.blocks.filter((b) => b.type === 'heading').map((b) => (b.type === 'heading' ? b.text : ''));
        expect(plan.argued.length, c.id).toBeLessThanOrEqual(c.id === 'eb1a-vi' ? 5 : 4);
        for (const { item } of plan.argued) {
          expect(headings, `${c.id}: ${item.title}`).toContain(item.title.trim());
          const own = section.blocks.find(
            (b) => b.type === 'paragraph' && b.sentences[0]?.evidenceIds.length === 1 && b.sentences[0]?.evidenceIds[0] === item.id,
          );
          expect(own, `${c.id}: ${item.title}`).toBeDefined();
        }
        if (!plan.rest.length) continue;
        // One sentence on the rest (two when talks sit among the articles), resting on exactly those items.
        const summaries = section.blocks
          .flatMap((b) => (b.type === 'paragraph' ? b.sentences : []))
          .filter((x) => x.isFactual && sentenceText(x).includes('listed in full in Appendix A'));
        expect(summaries.length, c.id).toBeLessThanOrEqual(2);
        expect(new Set(summaries.flatMap((x) => x.evidenceIds)), c.id).toEqual(new Set(plan.rest.map((e) => e.id)));
      }
    }
  });

  it('list every usable article in the appendix, after the exhibit index, with venue, author position and verified citations', () => {
    const letter = compose(demo, 'EB1A');
    expect(letter.sections.map((s) => s.kind).slice(-2)).toEqual(['exhibit-index', 'appendix']);
    const appendix = sectionOf(letter, 'appendix');
    expect(appendix.heading).toBe('Appendix A. The Evidence Listed in Full');
    const text = sectionToPlainText(appendix);
    expect(text).toContain('“scDrift: detecting drug-resistant subclones in single-cell RNA-seq”, Nature Methods, April 12, 2021; first of three authors');
    expect(text).toContain(
      'OpenAlex records 412 citations of the article, 371 of them by other authors, placing it in the 99th citation percentile of its field (Exhibit B-1)',
    );
    expect(appendix.blocks.flatMap((b) => (b.type === 'list' ? b.items : []))).toHaveLength(4);
    // Unverified and flagged articles are not listed (the mismatched one), and the body lists no article.
    expect(text).not.toContain('A single-cell atlas of acquired resistance');
    const articles = sectionOf(letter, 'criterion-eb1a-vi');
    expect(articles.blocks.some((b) => b.type === 'list')).toBe(false);
    expect(sectionToPlainText(articles)).toContain(
      'OpenAlex records 412 citations of the article, 371 of them by other authors, placing it in the 99th citation percentile of its field (Exhibit B-1)',
    );
    // The index names the appendix among the places an exhibit is cited.
    expect(sectionToPlainText(sectionOf(letter, 'exhibit-index'))).toMatch(/\(Exhibit B-4\) Resistance signatures across 14 cancer types .*and Appendix A/);
  });

  it('attributes each expert letter to its writer and paraphrases only the record’s summary of it', () => {
    const section = sectionOf(compose(demo, 'EB1A'), 'criterion-eb1a-v');
    const text = sectionToPlainText(section);
    expect(text).toContain('Prof. Elena Marquez, Stanford University, wrote a letter in August 2025');
    // The writer's independence in the sentence's own words; the record's note of it is not pasted in front.
    expect(text).toContain(
      'In the letter, Prof. Elena Marquez, who has not collaborated with Dr. Raman, describes how her lab used scDrift in three published studies (Exhibit F-1)',
    );
    expect(text).not.toMatch(/Independent expert \(no prior collaboration\);|The record summarises/);
    // The advisor's letter has no exhibit, so it is not used.
    expect(text).not.toContain('Hughes');
  });
});

describe('final merits and continuing work', () => {
  it('give one sub-section per final-merits factor with the items that carry it', () => {
    const letter = compose(demo, 'EB1A');
    const merits = sectionOf(letter, 'final-merits');
    const headings = merits.blocks.filter((b) => b.type === 'heading').map((b) => (b.type === 'heading' ? b.text : ''));
    expect(headings).toEqual(
      expect.arrayContaining([
        'Sustained National or International Acclaim',
        'Among the Small Percentage at the Very Top of the Field',
        'Corroboration by Experts in the Field',
      ]),
    );
    const text = sectionToPlainText(merits);
    expect(text).toContain('“Best Paper Award, ISMB 2021” (2021)');
    expect(text).toContain('went to 2 of 312 candidates, one in every 156 (Exhibit A-1)');
    expect(citations(merits)).toEqual(expect.arrayContaining(['kazarian', 'pm-6-f-2', 'cfr-204-5-h-2']));
    expect(sectionToPlainText(sectionOf(letter, 'prospective-benefit'))).toContain(
      'Priya Raman states the plan for continuing work in the United States as follows',
    );
  });

  it('does not argue the final merits when fewer than three criteria are claimed', () => {
    const letter = compose(withExhibits(ALL_PROFILES.UNVERIFIED_ONLY ?? RESEARCHER), 'EB1A');
    expect(letter.sections.some((s) => s.kind === 'final-merits')).toBe(false);
  });
});

describe('NIW letters', () => {
  it('show EB-2 eligibility from the degree and each prong with the items the assessment ties to it', () => {
    const assessment = assessCase(researcher);
    const letter = composeLetter(researcher, assessment, { petitionType: 'NIW' });
    expect(sectionToPlainText(sectionOf(letter, 'eb2-eligibility'))).toContain(
      'Dr. Vogt earned the “PhD in Computer Science, ETH Zurich” in 2018 (Exhibit H-1)',
    );
    const ctx = buildContext(researcher, assessment, 'NIW');
    const prongTwo = labelsIn(sectionOf(letter, 'niw-prong-2'));
    for (const e of ctx.items.filter((i) => assessment.niw?.prongs[1]?.evidenceIds.includes(i.id) && i.type !== 'degree'))
      expect(prongTwo.has(e.exhibit), e.title).toBe(true);
    expect(sectionToPlainText(sectionOf(letter, 'proposed-endeavor'))).toContain('releasing open models and leading a research division in Boston');
  });

  it('relies on exceptional ability, criterion by criterion, when there is no advanced degree', () => {
    const letter = compose(withExhibits(ALL_PROFILES.EXCEPTIONAL_ABILITY ?? RESEARCHER), 'NIW');
    const eligibility = sectionOf(letter, 'eb2-eligibility');
    expect(citations(eligibility)).toEqual(expect.arrayContaining(['cfr-204-5-k-3-ii', 'cfr-204-5-k-3-ii-a', 'cfr-204-5-k-3-ii-c', 'cfr-204-5-k-3-ii-e']));
    // A professional membership with dues counts for criterion (E), so the NIW letter keeps it.
    expect(sectionToPlainText(eligibility)).toContain('Member, Institute of Food Technologists');
  });
});

describe('numbers and exhibits', () => {
  const all: [string, AssessmentInput][] = [
    ['DEMO_PROFILE', demo],
    ['BENCH_PROFILE', bench],
    ...Object.entries(ALL_PROFILES).map(([n, d]): [string, AssessmentInput] => [n, withExhibits(d)]),
  ];

  it('states no citation count or h-index that differs from the verified data', () => {
    for (const [name, input] of all) {
      const assessment = assessCase(input);
      const verifiedNumbers: VerifiedNumber[] = input.evidence.flatMap((e) =>
        e.verification === 'verified' && e.check?.citationCount != null ? [{ evidenceId: e.id, term: 'citations', value: e.check.citationCount }] : [],
      );
      if (input.metrics && input.metrics.publicationsVerified > 0) verifiedNumbers.push({ evidenceId: null, term: 'h-index', value: input.metrics.hIndex });
      for (const petitionType of ['EB1A', 'NIW'] as const) {
        if ((petitionType === 'EB1A' ? assessment.eb1a : assessment.niw) === null) continue;
        const letter = composeLetter(input, assessment, { petitionType });
        expect(
          checkLetter(letter, { exhibits: exhibitsOf(input), verifiedNumbers }).filter((i) => i.kind === 'number-mismatch'),
          `${name} ${petitionType}`,
        ).toEqual([]);
      }
    }
  });

  it('cites every usable exhibit in the body and lists exactly the cited ones in the index', () => {
    for (const [name, input] of all) {
      const assessment = assessCase(input);
      for (const petitionType of ['EB1A', 'NIW'] as const) {
        if ((petitionType === 'EB1A' ? assessment.eb1a : assessment.niw) === null) continue;
        const letter = composeLetter(input, assessment, { petitionType });
        const body = letter.sections.filter((s) => s.kind !== 'exhibit-index');
        const cited = new Set(body.flatMap((s) => [...labelsIn(s)]));
        const index = letter.sections.find((s) => s.kind === 'exhibit-index');
        expect(new Set(index ? labelsIn(index) : []), `${name} ${petitionType}`).toEqual(cited);
        // A letter that reaches the final merits (or an NIW letter) leaves no usable exhibit out.
        const reachesMerits = petitionType === 'NIW' || letter.sections.some((s) => s.kind === 'final-merits');
        if (reachesMerits) {
          for (const e of buildContext(input, assessment, petitionType).items) expect(cited.has(e.exhibit), `${name} ${petitionType}: ${e.title}`).toBe(true);
        }
      }
    }
  });

  it('restates the engine’s reasons about the applicant, never to them', () => {
    for (const [, input] of all) {
      const assessment = assessCase(input);
      for (const petitionType of ['EB1A', 'NIW'] as const) {
        if ((petitionType === 'EB1A' ? assessment.eb1a : assessment.niw) === null) continue;
        for (const { sentence } of letterSentences(composeLetter(input, assessment, { petitionType }))) {
          const text = sentenceText(sentence);
          if (/^.*states the plan|describes the proposed endeavor|in the first person/.test(text)) continue;
          expect(text).not.toMatch(/\b(you|your|yourself)\b/i);
          expect(text).not.toMatch(/\bofficers?\b|\band \d+ more\b|\blikely met\b/);
        }
      }
    }
  });
});
