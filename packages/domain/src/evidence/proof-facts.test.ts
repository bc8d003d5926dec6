import { describe, expect, it } from 'vitest';
import { getAuthority } from '../authorities';
import { assessCase } from '../assessment/engine';
import type { Assessment, AssessmentEvidenceInput, Finding } from '../assessment/schema';
import { caseOf, item } from '../assessment/test-builders';
import type { EvidenceType } from '../evidence';
import {
  filledProofFacts,
  missingProofFacts,
  PROOF_FACT_INPUTS,
  PROOF_FACTS,
  proofFactProblem,
  proofFactProblems,
  proofFactsFor,
  type ProofFact,
  type ProofFactValue,
} from './proof-facts';

const PROFILE = { petitionType: 'UNDECIDED' as const, fullName: 'Ana Ruiz', fieldOfEndeavor: 'Materials science', currentRole: 'Research scientist' };
const run = (evidence: AssessmentEvidenceInput[]): Assessment => assessCase(caseOf(PROFILE, evidence));

/** Every finding with elements, by id ('eb1a-i' … 'eb1a-x', 'niw-threshold'). */
function findingsOf(a: Assessment): Map<string, Pick<Finding, 'elements'>> {
  const map = new Map<string, Pick<Finding, 'elements'>>();
  for (const f of a.eb1a?.criteria ?? []) map.set(f.id, f);
  if (a.niw) map.set('niw-threshold', { elements: a.niw.threshold.elements });
  return map;
}

/** The evidence types each criterion reads (assessment/eb1a/criteria/*, niw/degrees.ts). */
const TYPES_THE_ENGINE_WEIGHS: readonly EvidenceType[] = [
  'award',
  'membership',
  'media_coverage',
  'judging',
  'original_contribution',
  'patent',
  'recommendation_letter',
  'citation_record',
  'publication',
  'presentation',
  'exhibition',
  'leading_role',
  'employment',
  'salary',
  'commercial_success',
  'degree',
];

const allFacts = () => Object.entries(PROOF_FACTS).flatMap(([type, facts]) => (facts ?? []).map((fact) => ({ type: type as EvidenceType, fact })));

describe('the catalogue of proof facts', () => {
  it('gives every evidence type the engine weighs some facts, at least one of them essential', () => {
    for (const type of TYPES_THE_ENGINE_WEIGHS) {
      expect(proofFactsFor(type).length, type).toBeGreaterThan(0);
      expect(
        proofFactsFor(type).some((f) => f.isEssential),
        type,
      ).toBe(true);
    }
    expect(proofFactsFor('grant')).toEqual([]);
  });

  it('covers all ten criteria and names elements the engine really has', () => {
    const findings = findingsOf(run([]));
    const supported = new Set<string>();
    for (const { type, fact } of allFacts()) {
      const elements = findings.get(fact.supports.criterionId)?.elements?.map((e) => e.id);
      expect(elements, `${type}.${fact.key} → ${fact.supports.criterionId}`).toContain(fact.supports.elementId);
      supported.add(fact.supports.criterionId);
    }
    for (const numeral of ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x']) expect(supported).toContain(`eb1a-${numeral}`);
  });

  it('cites only authorities in the library, and says why in one sentence', () => {
    for (const { type, fact } of allFacts()) {
      for (const id of fact.authorityIds) expect(getAuthority(id), `${type}.${fact.key}: ${id}`).toBeDefined();
      expect(fact.why, `${type}.${fact.key}`).toMatch(/^[A-Z][^]*\.$/);
      expect(fact.why.split(/\.\s/).length, `${type}.${fact.key}`).toBe(1);
      expect(fact.input, `${type}.${fact.key}`).toBe(PROOF_FACT_INPUTS[fact.key]);
    }
  });
});

// Yes/no facts whose "yes" counts against the item.
const ADVERSE = new Set(['requiresFee']);

/** A value that makes the fact count (the example, yes, the first option). */
function positive(fact: ProofFact): ProofFactValue {
  switch (fact.input.kind) {
    case 'yes_no':
      return !ADVERSE.has(fact.key);
    case 'choice':
      return fact.input.options[0]!.value;
    case 'number':
      return fact.example ? Number(fact.example) : 10;
    case 'text':
      return fact.example ?? 'Stated';
  }
}

// Values a text fact may hold that the engine reads differently from the example (a contrary statement).
const CONTRARY_TEXT: Partial<Record<string, string>> = {
  'award.prize': 'A research grant funding future work',
  'judging.organization': 'Undergraduate coursework in an internal hackathon',
  'membership.organization': 'University alumni club',
  'exhibition.venue': 'Company trade show booth',
};

/** The values worth trying for a fact: each answer, the example and a contrary statement. */
function probes(type: EvidenceType, fact: ProofFact): ProofFactValue[] {
  switch (fact.input.kind) {
    case 'yes_no':
      return [true, false];
    case 'choice':
      return fact.input.options.map((o) => o.value);
    case 'number':
      return [0, 5, 50, 95, 5000];
    case 'text':
      return [positive(fact), CONTRARY_TEXT[`${type}.${fact.key}`] ?? 'None'];
  }
}

// Artistic and performing occupations, where (vii) and (x) apply at all.
const PROFILE_FOR: Partial<Record<EvidenceType, typeof PROFILE>> = {
  exhibition: { ...PROFILE, fieldOfEndeavor: 'Contemporary painting', currentRole: 'Painter' },
  commercial_success: { ...PROFILE, fieldOfEndeavor: 'Film acting', currentRole: 'Actor' },
};
// Items where a fact can make a difference: a preprint (peer review), a team award (named recipient).
const TITLE_FOR: Partial<Record<string, string>> = { peerReviewed: 'Preprint on arXiv', isRecipient: 'Team award' };
// Letters and citation records corroborate a contribution, so they matter next to one.
const CONTRIBUTION = item('c', 'original_contribution', 'Open-source solver', { description: 'Adopted by 40 laboratories worldwide.' });
const ALONGSIDE: Partial<Record<EvidenceType, AssessmentEvidenceInput[]>> = { citation_record: [CONTRIBUTION], recommendation_letter: [CONTRIBUTION] };

describe('the engine reads every proof fact', () => {
  // Against the item alone, or with the other facts of its type filled, some value of the fact changes the
  // assessment: a fact the user fills in the guided review is never decoration.
  it.each(allFacts().map(({ type, fact }) => [`${type}.${fact.key}`, type, fact] as const))('%s', (_name, type, fact) => {
    const others = Object.fromEntries(
      proofFactsFor(type)
        .filter((f) => f.key !== fact.key)
        .map((f) => [f.key, positive(f)]),
    );
    const assess = (details: Record<string, unknown>) =>
      JSON.stringify(
        assessCase(
          caseOf(PROFILE_FOR[type] ?? PROFILE, [
            item('x', type, TITLE_FOR[fact.key] ?? 'The item', { description: 'Described in the record.', date: '2022', details }),
            ...(ALONGSIDE[type] ?? []),
          ]),
        ),
      );
    const changes = (context: Record<string, unknown>) => {
      const without = assess(context);
      return probes(type, fact).some((value) => assess({ ...context, [fact.key]: value }) !== without);
    };
    expect(changes({}) || changes(others)).toBe(true);
  });
});

describe('filling an award’s proof facts changes its criterion', () => {
  const award = (details: Record<string, unknown>) =>
    item('a', 'award', 'Young Scientist Award', { description: 'Awarded for the best paper on solid-state batteries.', date: '2021', details });
  const awardsOf = (details: Record<string, unknown>) => run([award(details)]).eb1a!.criteria.find((f) => f.id === 'eb1a-i')!;

  it('the scope shows (or contradicts) national or international recognition', () => {
    const before = awardsOf({ issuer: 'European Materials Research Society' });
    expect(before.elements?.find((e) => e.id === 'recognition')?.status).toBe('not_shown');
    expect(before.stepOne?.status).toBe('not_met');

    const international = awardsOf({ issuer: 'European Materials Research Society', scope: 'international' });
    expect(international.elements?.find((e) => e.id === 'recognition')?.status).toBe('shown');
    expect(international.stepOne?.status).toBe('met');

    const institutional = awardsOf({ issuer: 'European Materials Research Society', scope: 'institutional' });
    expect(institutional.elements?.find((e) => e.id === 'recognition')?.status).toBe('contradicted');
  });

  it('candidates and recipients show how selective it is, which raises a met criterion', () => {
    const plain = awardsOf({ issuer: 'European Materials Research Society', scope: 'international' });
    const selective = awardsOf({ issuer: 'European Materials Research Society', scope: 'international', entrants: 140, winners: 1 });
    expect(selective.score).toBeGreaterThan(plain.score);
    expect(selective.strengths.map((s) => s.text).join(' ')).toContain('1 of 140 entrants');
    expect(plain.nextActions.map((s) => s.text).join(' ')).toContain('number of entrants and winners');
  });

  it('the missing facts shrink as they are filled, essential ones first', () => {
    const empty = missingProofFacts('award', {});
    expect(empty.map((f) => f.key).slice(0, 5)).toEqual(['issuer', 'scope', 'selectionCriteria', 'entrants', 'winners']);
    expect(empty.findIndex((f) => !f.isEssential)).toBeGreaterThan(empty.findLastIndex((f) => f.isEssential));
    const details = { scope: 'national', entrants: '1,200', winners: 3, isRecipient: 'yes' };
    expect(missingProofFacts('award', details).map((f) => f.key)).not.toContain('scope');
    expect(filledProofFacts('award', details).map((f) => [f.fact.key, f.text])).toEqual([
      ['scope', 'National: open across one country'],
      ['entrants', '1,200'],
      ['winners', '3'],
      ['isRecipient', 'Yes'],
    ]);
  });

  it('a value the engine cannot read is not a filled fact', () => {
    expect(missingProofFacts('award', { scope: 'galactic', entrants: 'many' }).map((f) => f.key)).toEqual(expect.arrayContaining(['scope', 'entrants']));
  });
});

describe('checking values', () => {
  const fact = (type: EvidenceType, key: string) => proofFactsFor(type).find((f) => f.key === key)!;

  it('numbers are non-negative, whole where they count things, percentiles at most 100', () => {
    expect(proofFactProblem(fact('award', 'entrants'), -1)).toBe('Number of candidates: enter a whole number of 0 or more.');
    expect(proofFactProblem(fact('award', 'entrants'), 2.5)).toBe('Number of candidates: enter a whole number of 0 or more.');
    // Words are kept as the record states them (entered through the API, "several" or "about 300"); the engine reads text.
    expect(proofFactProblem(fact('award', 'entrants'), 'several')).toBeNull();
    expect(proofFactProblem(fact('award', 'entrants'), true)).toBe('Number of candidates: enter a whole number of 0 or more.');
    expect(proofFactProblem(fact('award', 'entrants'), '1,200')).toBeNull();
    expect(proofFactProblem(fact('salary', 'percentile'), 101)).toBe('Your percentile in that comparison (0–100): enter a number from 0 to 100.');
    expect(proofFactProblem(fact('salary', 'percentile'), 92.5)).toBeNull();
  });

  it('choices are one of their options, yes/no a boolean, text bounded; null clears', () => {
    expect(proofFactProblem(fact('award', 'scope'), 7)).toBe('Who could compete: choose one of international, national, regional, local, institutional.');
    expect(proofFactProblem(fact('award', 'scope'), 'national and international')).toBeNull();
    expect(proofFactProblem(fact('award', 'scope'), 'National')).toBeNull();
    expect(proofFactProblem(fact('award', 'isRecipient'), 2)).toBe('You are named as a recipient: answer yes or no.');
    expect(proofFactProblem(fact('award', 'issuer'), 'x'.repeat(1001))).toBe('Grantor: keep it under 1000 characters.');
    expect(proofFactProblem(fact('award', 'issuer'), { name: 'x' })).toBe('Grantor: enter text.');
    expect(proofFactProblem(fact('award', 'scope'), null)).toBeNull();
    // Extraction stores adoption phrases and the like as lists of strings.
    expect(proofFactProblem(fact('original_contribution', 'revenue'), ['licensed to 3 firms'])).toBeNull();
  });

  it('checks only the facts of the item’s type and leaves other keys alone', () => {
    expect(proofFactProblems('award', { count: 'several', scope: 7, anything: { nested: true } })).toEqual([
      { key: 'scope', message: 'Who could compete: choose one of international, national, regional, local, institutional.' },
    ]);
    expect(proofFactProblems('judging', { count: 'several' })).toEqual([]);
    expect(proofFactProblems('judging', { count: -2 })).toEqual([
      { key: 'count', message: 'Number of reviews or evaluations completed: enter a whole number of 0 or more.' },
    ]);
  });
});
