import { describe, expect, it } from 'vitest';
import { lintCitations } from '../../authorities/lint-citations';
import { checkLetter } from '../../letter/filing-check';
import { letterToPlainText, sentenceText } from '../../letter/plain-text';
import { ZLetter, type Letter } from '../../letter/schema';
import { letterSentences } from '../../letter/walk';
import { planLetters } from '../plan';
import type { LetterAssignment, RecommenderInput } from '../schema';
import { DEMO_APPLICANT, DEMO_CITING_WORKS, DEMO_RECOMMENDERS, demoEvidence } from '../test-case';
import { draftRecommendationLetter } from './draft';

const evidence = demoEvidence();
const byId = new Map(evidence.map((e) => [e.id, e]));

function draftAll(
  recommenders: RecommenderInput[],
  petitionType: 'EB1A' | 'NIW' = 'EB1A',
): { recommender: RecommenderInput; assignment: LetterAssignment; letter: Letter }[] {
  const plan = planLetters({ petitionType, applicant: DEMO_APPLICANT, recommenders, evidence });
  return plan.letters.map((assignment) => {
    const recommender = recommenders.find((r) => r.id === assignment.recommenderId) as RecommenderInput;
    const letter = draftRecommendationLetter({
      petitionType,
      applicant: DEMO_APPLICANT,
      recommender,
      assignment,
      evidence,
      citingWorks: DEMO_CITING_WORKS,
      date: '2025-11-03',
    });
    return { recommender, assignment, letter };
  });
}

const drafts = draftAll(DEMO_RECOMMENDERS);
const draftOf = (id: string) => drafts.find((d) => d.recommender.id === id) as (typeof drafts)[number];
const textOf = (letter: Letter) => letterToPlainText(letter);

describe('draftRecommendationLetter', () => {
  it('is a valid letter document with the four sections', () => {
    for (const { letter, assignment } of drafts) {
      expect(ZLetter.parse(letter)).toEqual(letter);
      expect(letter.sections.map((s) => s.id)).toEqual(['introduction', 'relationship', `focus-${assignment.focusId}`, 'conclusion']);
      expect(letter.sections.map((s) => s.kind)).toEqual(['introduction', 'field', 'criterion', 'conclusion']);
    }
  });

  it('passes the filing check: every factual sentence rests on its own exhibits, and every exhibit it names is cited', () => {
    for (const { letter, assignment, recommender } of drafts) {
      const ids = [...assignment.factIds, ...(recommender.evidenceIds ?? [])].filter((id) => byId.get(id)?.exhibit);
      const exhibits = ids.map((id) => ({ label: byId.get(id)?.exhibit as string, evidenceIds: [id] }));
      expect(checkLetter(letter, { exhibits }), recommender.name).toEqual([]);
      const factual = letterSentences(letter).filter((s) => s.sentence.isFactual);
      expect(factual.length).toBeGreaterThan(2);
      for (const { sentence } of factual) {
        expect(sentence.evidenceIds.length).toBeGreaterThan(0);
        expect(sentence.runs.some((r) => r.type === 'exhibit')).toBe(true);
        for (const id of sentence.evidenceIds) expect(ids).toContain(id);
      }
    }
  });

  it('cites no law and speaks of no outcome', () => {
    for (const { letter } of drafts) {
      const text = textOf(letter);
      expect(
        letterSentences(letter)
          .flatMap((s) => s.sentence.runs)
          .filter((r) => r.type === 'citation'),
      ).toEqual([]);
      expect(lintCitations(text).citations).toEqual([]);
      expect(text).not.toMatch(/\b(approv\w*|chances?|likel\w*|probab\w*|odds|guarantee\w*|percent|C\.F\.R|U\.S\.C|INA|Kazarian|Dhanasar|Matter of)\b|%/i);
    }
  });

  it('prints no number the evidence, the citing works or the recommender do not hold', () => {
    const input = JSON.stringify({ evidence, DEMO_CITING_WORKS, DEMO_RECOMMENDERS, date: '2025-11-03' });
    const known = new Set((input.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).flatMap((n) => [Number(n.replace(/,/g, '')), ...n.split(',').map(Number)]));
    for (const { letter } of drafts) {
      const prose = letterSentences(letter)
        .flatMap((s) => s.sentence.runs)
        .map((r) => (r.type === 'text' ? r.text : ' '))
        .join(' ');
      const stated = (prose.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
      expect(stated.length).toBeGreaterThan(3);
      for (const n of stated) expect(known.has(n), `${n}`).toBe(true);
    }
  });

  it('has an independent expert say there is no tie and how they know the work: their own citing article', () => {
    const { letter } = draftOf('person:nakamura-k');
    const relation = letter.sections.find((s) => s.id === 'relationship');
    const text = relation
      ? letterSentences({ ...letter, sections: [relation] })
          .map((s) => sentenceText(s.sentence))
          .join(' ')
      : '';
    expect(text).toMatch(
      /never worked with|no professional ties|from reading it|not collaborated|outside expert|never collaborated|no professional relationship|by reputation/,
    );
    expect(text).toContain('“Benchmarking single-cell clone callers across 40 datasets” (Genome Research, 2024)');
    expect(text).toContain('(Exhibit B-2)');
    expect(textOf(letter)).toContain('I lead a group of twelve researchers working on single-cell methods for cancer evolution.');
  });

  it('has a collaborator name the tie, the joint work and what they saw first-hand, in their words', () => {
    const text = textOf(draftOf('person:okafor-d').letter);
    expect(text).toContain('“scDrift: detecting drug-resistant subclones in single-cell RNA-seq” (Exhibit B-1)');
    expect(text).toContain('While we built the first version of scDrift, Dr. Raman designed the statistical test at its core and wrote most of the code.');
    expect(text).toMatch(/collaborat/);
  });

  it('writes in the first person about the facts the plan gave it', () => {
    for (const { letter, assignment } of drafts) {
      const text = textOf(letter);
      expect(text).toMatch(/\bI\b/);
      expect(text).toContain('Priya Raman');
      for (const id of assignment.factIds) expect(text).toContain(`(Exhibit ${byId.get(id)?.exhibit})`);
    }
  });

  it('is deterministic', () => {
    expect(draftAll(DEMO_RECOMMENDERS).map((d) => d.letter)).toEqual(drafts.map((d) => d.letter));
  });

  it('writes a plain letter when the recommender gave no title, institution or credentials', () => {
    const bare: RecommenderInput = { id: 'x', name: 'Jordan Kim', relationship: 'other', evidenceIds: ['demo-media-stat'] };
    const assignment: LetterAssignment = { recommenderId: 'x', focusId: 'eb1a-iii', factIds: ['demo-media-stat'], angle: 'impact', styleIndex: 5 };
    const letter = draftRecommendationLetter({ petitionType: 'EB1A', applicant: DEMO_APPLICANT, recommender: bare, assignment, evidence });
    const text = textOf(letter);
    expect(text).toContain('Jordan Kim');
    expect(text).toContain('“Machine learning spots cancer drug resistance months earlier”');
    expect(text).toContain('ran in STAT News on March 8, 2022, written by Jordan Kim (Exhibit C-1)');
    expect(text).not.toMatch(/null|undefined/);
  });

  it('never names a red-flagged item, even one tied to the writer', () => {
    const { recommender, assignment } = draftOf('person:okafor-d');
    const flagged = draftRecommendationLetter({
      petitionType: 'EB1A',
      applicant: DEMO_APPLICANT,
      recommender,
      assignment,
      evidence,
      excludedEvidenceIds: ['demo-pub-scdrift'],
    });
    expect(letterSentences(flagged).flatMap((s) => s.sentence.evidenceIds)).not.toContain('demo-pub-scdrift');
    expect(textOf(flagged)).not.toContain('scDrift: detecting');
  });

  it('drafts NIW letters on the prongs', () => {
    for (const { letter, assignment } of draftAll(DEMO_RECOMMENDERS, 'NIW')) {
      expect(letter.petitionType).toBe('NIW');
      expect(letter.sections[2]).toMatchObject({ id: `focus-${assignment.focusId}`, kind: 'niw-prong' });
    }
  });

  it('never fuses an exhibit reference into the next word', () => {
    const independent: RecommenderInput = { id: 'y', name: 'Dr. Folake Adeyemi', relationship: 'independent', evidenceIds: [] };
    for (let styleIndex = 0; styleIndex < 8; styleIndex++) {
      const assignment: LetterAssignment = { recommenderId: 'y', focusId: 'eb1a-v', factIds: ['demo-pub-scdrift'], angle: 'impact', styleIndex };
      const text = textOf(draftRecommendationLetter({ petitionType: 'EB1A', applicant: DEMO_APPLICANT, recommender: independent, assignment, evidence }));
      expect(text.match(/\(Exhibits? [^)]*\)[^\s.,;:!?)\]”’]/gu) ?? [], `style ${styleIndex}`).toEqual([]);
    }
  });

  it('signs with the name alone when the stored position is a description of whom to ask, and prints no placeholder', () => {
    const placeholder: RecommenderInput = {
      id: 'z',
      name: 'Laura Bianchi',
      title: 'A member of the committee that chose the winners of the “Best Paper Award, ISMB 2021”',
      relationship: 'independent',
      sources: ['award_committee'],
      evidenceIds: ['demo-award-ismb'],
    };
    const assignment: LetterAssignment = { recommenderId: 'z', focusId: 'eb1a-i', factIds: ['demo-award-ismb'], angle: 'impact', styleIndex: 2 };
    const letter = draftRecommendationLetter({ petitionType: 'EB1A', applicant: DEMO_APPLICANT, recommender: placeholder, assignment, evidence });
    const text = textOf(letter);
    expect(text).not.toMatch(/A member of the committee|\[|\]|…/);
    const conclusion = letter.sections.at(-1)!;
    expect(conclusion.blocks.at(-1)).toMatchObject({ type: 'paragraph', sentences: [{ runs: [{ text: 'Laura Bianchi' }] }] });
    // A committee member writes about the award they helped decide, not about reading the literature.
    expect(text).toMatch(/committee/);
    expect(text).not.toMatch(/through the literature|through publications only|from reading it/);
  });
});
