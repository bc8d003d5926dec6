import { describe, expect, it } from 'vitest';
import { assessCase, ZAssessmentInput, type AssessmentEvidenceInput, type AssessmentInput } from '../../../assessment';
import type { Assessment, Finding } from '../../../assessment/schema';
import { sentenceText } from '../../plain-text';
import { buildContext } from '../context';
import { BOETTIGER } from '../fixtures/boettiger';
import { claimedCriteria, planCriterion } from './plan';
import { restSentence, restSentences } from './summary';

/** The argument plan: which criteria, which items argued in depth, and what the body says of the rest. */

const award = (id: string, extra: Partial<AssessmentEvidenceInput> = {}): AssessmentEvidenceInput => ({
  id,
  type: 'award',
  title: `Award ${id}`,
  date: '2020',
  details: { issuer: 'National Society of Ecology', scope: 'national', entrants: 400, winners: 2, isRecipient: true },
  documentId: `doc-${id}`,
  documentCategory: 'award',
  exhibit: `B-${id}`,
  ...extra,
});

const inputOf = (evidence: AssessmentEvidenceInput[]): AssessmentInput =>
  ZAssessmentInput.parse({ profile: { petitionType: 'EB1A', fullName: 'Ada Lind', fieldOfEndeavor: 'Ecology' }, evidence, asOf: '2024-12-01' });

function planOf(input: AssessmentInput, criterionId: string) {
  const assessment = assessCase(input);
  const finding = assessment.eb1a?.criteria.find((c) => c.id === criterionId);
  if (!finding) throw new Error(`no ${criterionId}`);
  return planCriterion(buildContext(input, assessment), finding);
}

describe('the argument plan', () => {
  it('argues items filed with their own document before stronger ones only the CV lists', () => {
    const cvOnly = ['1', '2', '3', '4', '5'].map((n) => award(n, { documentId: 'doc-cv', documentCategory: 'cv', exhibit: 'A-1' }));
    const primary = award('9', { details: { issuer: 'National Society of Ecology', scope: 'national', entrants: 30, winners: 5, isRecipient: true } });
    const plan = planOf(inputOf([...cvOnly, primary]), 'eb1a-i');
    expect(plan.argued[0]?.item.id).toBe('9');
    expect(plan.argued).toHaveLength(4);
    expect(plan.rest.map((e) => e.id)).toEqual(expect.arrayContaining(['4', '5']));
  });

  it('argues the most selective awards first and never one its own facts place below national recognition', () => {
    const local = award('1', { details: { issuer: 'City University', scope: 'institutional', entrants: 900, winners: 1, isRecipient: true } });
    const wide = award('2', { details: { issuer: 'National Society of Ecology', scope: 'national', entrants: 500, winners: 5, isRecipient: true } });
    const narrow = award('3', { details: { issuer: 'National Society of Ecology', scope: 'national', entrants: 40, winners: 10, isRecipient: true } });
    const plan = planOf(inputOf([local, narrow, wide]), 'eb1a-i');
    expect(plan.argued.map((a) => a.item.id)).toEqual(['2', '3']);
    expect(plan.rest.map((e) => e.id)).toEqual(['1']);
    expect(plan.argued[0]?.comparison.map(sentenceText)).toEqual(['Only 5 of 500 entrants were selected, one in every 100 (Exhibit B-2).']);
  });

  it('says less when a fact is missing, never a placeholder', () => {
    const bare = award('1', { details: { issuer: 'National Society of Ecology' } });
    const [argued] = planOf(inputOf([bare]), 'eb1a-i').argued;
    expect(argued?.comparison).toEqual([]);
    expect(argued?.element).toEqual([]);
    expect([...(argued?.facts ?? [])].map(sentenceText).join(' ')).not.toMatch(/\[|\bTBD\b|\bunknown\b|\?\?/i);
  });
});

describe('original contributions', () => {
  const withLevel = (assessment: Assessment, level: Finding['level'], significance: 'shown' | 'contradicted' = 'shown'): Assessment => ({
    ...assessment,
    eb1a: assessment.eb1a && {
      ...assessment.eb1a,
      criteria: assessment.eb1a.criteria.map((c) =>
        c.id === 'eb1a-v' ? { ...c, level, elements: (c.elements ?? []).map((el) => (el.id === 'significance' ? { ...el, status: significance } : el)) } : c,
      ),
    },
  });

  it('keep their own section whenever the record carries a contribution, even at a low engine level', () => {
    const assessment = assessCase(BOETTIGER);
    const weak = withLevel(assessment, 'weak');
    const claimed = claimedCriteria(buildContext(BOETTIGER, weak), weak.eb1a!).map((c) => c.id);
    expect(claimed).toContain('eb1a-v');
  });

  it('are left out when the assessment finds their significance contradicted', () => {
    const contradicted = withLevel(assessCase(BOETTIGER), 'weak', 'contradicted');
    expect(claimedCriteria(buildContext(BOETTIGER, contradicted), contradicted.eb1a!).map((c) => c.id)).not.toContain('eb1a-v');
  });
});

describe('the sentence on the items not argued', () => {
  it('counts the articles, venues, years, first authorships and recorded citations, and names the appendix', () => {
    const plan = planOf(BOETTIGER, 'eb1a-vi');
    const assessment = assessCase(BOETTIGER);
    const sentence = restSentence(
      buildContext(BOETTIGER, assessment),
      plan.rest.filter((e) => e.type === 'publication'),
    );
    expect(sentence && sentenceText(sentence)).toMatch(
      /^Beyond the articles argued above, the record documents 54 further scholarly articles in \d+ venues from 2006 to 2024; Dr\. Boettiger is first author of \d+ of them; the seven with a citation record have been cited [\d,]+ times in all; they are listed in full in Appendix A \(Exhibits G-1 to G-3, /,
    );
    expect(sentence?.evidenceIds).toHaveLength(54);
  });

  it('counts talks apart from articles', () => {
    const plan = planOf(BOETTIGER, 'eb1a-vi');
    const sentences = restSentences(buildContext(BOETTIGER, assessCase(BOETTIGER)), plan.rest).map(sentenceText);
    expect(sentences).toHaveLength(2);
    expect(sentences[1]).toMatch(/^The record documents six further presentations from 2019 to 2023, listed in full in Appendix A \(Exhibits J-1 to J-6\)\.$/);
  });

  it('is absent when every item is argued', () => {
    const assessment = assessCase(BOETTIGER);
    expect(restSentence(buildContext(BOETTIGER, assessment), [])).toBeNull();
  });
});
