import { describe, expect, it } from 'vitest';
import { assessCase } from '../assessment/engine';
import { DEMO_PROFILE } from '../assessment/demo-profile';
import { ZAssessmentInput } from '../assessment/schema';
import { excludedEvidenceIds } from '../letter/compose/context';
import { planInputsFromAssessment } from './from-assessment';
import { planLetters } from './plan';
import { MAX_FACTS_PER_LETTER } from './plan-facts';
import type { LetterPlan, PlanLettersInputDraft, RecommenderInput } from './schema';
import { DEMO_APPLICANT, DEMO_RECOMMENDERS, demoEvidence } from './test-case';

const plan = (recommenders: RecommenderInput[], extra: Partial<PlanLettersInputDraft> = {}): LetterPlan =>
  planLetters({ petitionType: 'EB1A', applicant: DEMO_APPLICANT, recommenders, evidence: demoEvidence(), ...extra });

const recommender = (id: string, relationship: RecommenderInput['relationship'], evidenceIds: string[] = []): RecommenderInput => ({
  id,
  name: `Dr. ${id.charAt(0).toUpperCase()}${id.slice(1)} Example`,
  relationship,
  evidenceIds,
});

function expectDisjointFacts(result: LetterPlan): void {
  const all = result.letters.flatMap((l) => l.factIds);
  expect(new Set(all).size).toBe(all.length);
}

describe('planLetters', () => {
  const result = plan(DEMO_RECOMMENDERS);
  const letterOf = (id: string) => result.letters.find((l) => l.recommenderId === id);

  it('gives every letter its own focus, its own facts and its own style', () => {
    expect(result.letters).toHaveLength(4);
    expect(new Set(result.letters.map((l) => l.focusId)).size).toBe(4);
    expectDisjointFacts(result);
    expect(result.letters.map((l) => l.styleIndex)).toEqual([0, 1, 2, 3]);
    for (const l of result.letters) expect(l.factIds.length).toBeGreaterThan(0);
    for (const l of result.letters) expect(l.factIds.length).toBeLessThanOrEqual(MAX_FACTS_PER_LETTER);
    expect(result.warnings).toEqual([]);
  });

  it('has the independent expert argue impact from the articles they cited', () => {
    const nakamura = letterOf('person:nakamura-k');
    expect(nakamura).toMatchObject({ focusId: 'eb1a-v', angle: 'impact' });
    expect(nakamura?.factIds).toEqual(expect.arrayContaining(['demo-pub-gnn', 'demo-pub-ismb']));
  });

  it('has the collaborator and the employer describe the work and the role', () => {
    expect(letterOf('person:okafor-d')).toMatchObject({ angle: 'work_and_role', focusId: 'eb1a-vi' });
    expect(letterOf('person:okafor-d')?.factIds).toContain('demo-pub-scdrift');
    expect(letterOf('role:employer:halcyongenomicsinstitute')).toMatchObject({ angle: 'work_and_role', focusId: 'eb1a-viii' });
    expect(letterOf('role:employer:halcyongenomicsinstitute')?.factIds.sort()).toEqual(['demo-employment-halcyon', 'demo-role-group-lead']);
  });

  it('keeps private records (salary, employment) out of an independent expert’s letter', () => {
    const independents = [recommender('one', 'independent'), recommender('two', 'independent'), recommender('three', 'independent')];
    const privateTypes = new Set(['salary', 'employment', 'leading_role', 'degree', 'license']);
    const evidence = new Map(demoEvidence().map((e) => [e.id, e.type]));
    for (const l of plan(independents).letters) for (const id of l.factIds) expect(privateTypes.has(evidence.get(id) ?? '')).toBe(false);
  });

  it('warns when every recommender knows the applicant personally', () => {
    const personal = plan([recommender('okafor', 'collaborator', ['demo-pub-scdrift']), recommender('hughes', 'mentor'), recommender('boss', 'employer')]);
    expect(personal.warnings.map((w) => w.code)).toContain('no_independent');
    expect(personal.warnings.find((w) => w.code === 'no_independent')?.message).toMatch(
      /^All recommenders are collaborators, mentors and employers of Dr\. Raman; add at least one independent expert/,
    );
  });

  it('shares a focus only when there are more letters than focuses with evidence, and still never shares a fact', () => {
    const evidence = demoEvidence().filter((e) => e.type === 'publication' || e.type === 'award');
    const many = plan(
      ['a', 'b', 'c', 'd'].map((id) => recommender(id, 'independent')),
      { evidence },
    );
    expect(many.letters).toHaveLength(4);
    expectDisjointFacts(many);
    expect(many.warnings.some((w) => w.code === 'shared_focus')).toBe(true);
    const focuses = many.letters.map((l) => l.focusId);
    expect(new Set(focuses).size).toBe(3);
  });

  it('says which letter has nothing of its own to attest', () => {
    const evidence = demoEvidence().filter((e) => e.id === 'demo-award-ismb');
    const thin = plan([recommender('a', 'independent'), recommender('b', 'independent')], { evidence });
    expect(thin.letters.filter((l) => l.factIds.length === 0)).toHaveLength(1);
    expect(thin.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['shared_focus', 'no_facts']));
  });

  it('leaves the applicant out and says why', () => {
    const withApplicant = plan([...DEMO_RECOMMENDERS, { id: 'me', name: 'Priya Raman', relationship: 'other' }]);
    expect(withApplicant.letters.map((l) => l.recommenderId)).not.toContain('me');
    expect(withApplicant.warnings).toEqual([expect.objectContaining({ code: 'applicant_as_recommender', recommenderIds: ['me'] })]);
  });

  it('never rests a letter on a red-flagged item or an item without an exhibit', () => {
    const input = ZAssessmentInput.parse(DEMO_PROFILE);
    const excluded = [...excludedEvidenceIds(assessCase(input))];
    const evidence = demoEvidence().map((e) => (excluded.includes(e.id) ? { ...e, exhibit: e.exhibit ?? 'Z-9' } : e));
    const flagged = plan(DEMO_RECOMMENDERS, { evidence, excludedEvidenceIds: excluded });
    const used = flagged.letters.flatMap((l) => l.factIds);
    expect(excluded.length).toBeGreaterThan(0);
    for (const id of excluded) expect(used).not.toContain(id);
    const unlabelled = new Set(
      demoEvidence()
        .filter((e) => !e.exhibit)
        .map((e) => e.id),
    );
    for (const id of plan(DEMO_RECOMMENDERS).letters.flatMap((l) => l.factIds)) expect(unlabelled.has(id)).toBe(false);
  });

  it('reads its findings and exclusions from the stored assessment', () => {
    const input = ZAssessmentInput.parse(DEMO_PROFILE);
    const fromAssessment = planInputsFromAssessment(assessCase(input), 'EB1A');
    expect(fromAssessment.findings.map((f) => f.id)).toEqual([
      'eb1a-i',
      'eb1a-ii',
      'eb1a-iii',
      'eb1a-iv',
      'eb1a-v',
      'eb1a-vi',
      'eb1a-vii',
      'eb1a-viii',
      'eb1a-ix',
      'eb1a-x',
    ]);
    expect(fromAssessment.excludedEvidenceIds).toContain('demo-award-global');
    expect(planInputsFromAssessment(assessCase(input), 'NIW').findings.map((f) => f.id)).toEqual(['niw-prong-1', 'niw-prong-2', 'niw-prong-3']);
    const planned = plan(DEMO_RECOMMENDERS, fromAssessment);
    expect(planned.letters).toHaveLength(4);
    for (const id of fromAssessment.excludedEvidenceIds) expect(planned.letters.flatMap((l) => l.factIds)).not.toContain(id);
  });

  it('uses the assessment’s levels: a weak criterion draws a warning when a letter lands on it', () => {
    const findings = [{ id: 'eb1a-i', level: 'weak' as const, evidenceIds: ['demo-award-ismb'] }];
    const evidence = demoEvidence().filter((e) => e.type === 'award');
    const weak = plan([recommender('a', 'independent'), recommender('b', 'other')], { evidence, findings });
    expect(weak.warnings.map((w) => w.code)).toContain('weak_focus');
  });

  it('covers both first prongs in an NIW plan when it can', () => {
    const niw = plan(DEMO_RECOMMENDERS, { petitionType: 'NIW' });
    const prongs = niw.letters.map((l) => l.focusId);
    expect(prongs).toEqual(expect.arrayContaining(['niw-prong-1', 'niw-prong-2']));
    expect(prongs.every((p) => p.startsWith('niw-prong-'))).toBe(true);
    expectDisjointFacts(niw);
    expect(niw.warnings.map((w) => w.code)).not.toContain('prong_not_covered');
  });

  it('takes two to eight recommenders, each once', () => {
    expect(() => plan([DEMO_RECOMMENDERS[0] as RecommenderInput])).toThrow(/at least 2/);
    expect(() => plan(Array.from({ length: 9 }, (_, i) => recommender(`r${i}`, 'independent')))).toThrow(/at most 8/);
    expect(() => plan([DEMO_RECOMMENDERS[0] as RecommenderInput, DEMO_RECOMMENDERS[0] as RecommenderInput])).toThrow(/once/);
  });

  it('plans eight letters quickly and deterministically', () => {
    const eight = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id, i) =>
      recommender(id, (['independent', 'collaborator', 'employer', 'mentor'] as const)[i % 4] ?? 'other'),
    );
    const started = Date.now();
    const first = plan(eight);
    expect(Date.now() - started).toBeLessThan(500);
    expect(plan(eight)).toEqual(first);
    expect(first.letters.map((l) => l.styleIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expectDisjointFacts(first);
  });
});
