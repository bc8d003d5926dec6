/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { getAuthority, lintCitations } from '../authorities';
import { buildBenchProfile } from './bench-profile';
import { DEMO_PROFILE } from './demo-profile';
import { assessCase, ENGINE_VERSION } from './engine';
import { PROGRESS_POINTS } from './levels';
import { ASSESSMENT_DISCLAIMER, ZAssessment, type AssessmentInputDraft } from './schema';
import { authorityIdsOf, evidenceIdsOf, textsOf } from './test-builders';
import { ALL_PROFILES } from './test-profiles';

const CASES: Record<string, AssessmentInputDraft> = { ...ALL_PROFILES, DEMO_PROFILE, BENCH: buildBenchProfile(60, 20) };
const RESULTS = Object.entries(CASES).map(([name, draft]) => ({ name, draft, result: assessCase(draft) }));

/** A fixed shuffle (no randomness in tests either): reverse, then interleave halves. */
function shuffle<T>(items: readonly T[]): T[] {
  const reversed = [...items].reverse();
  const half = Math.ceil(reversed.length / 2);
  return reversed.slice(0, half).flatMap((x, i) => (reversed[half + i] === undefined ? [x] : [x, reversed[half + i] as T]));
}

describe('assessCase output contract', () => {
  it.each(RESULTS.map((r) => [r.name, r] as const))('%s satisfies ZAssessment', (_name, { result }) => {
    expect(() => ZAssessment.parse(result)).not.toThrow();
    expect(result.engineVersion).toBe(ENGINE_VERSION);
    expect(result.disclaimer).toBe(ASSESSMENT_DISCLAIMER);
    expect(result.isReworded).toBe(false);
  });

  it('rejects invalid input with a zod error', () => {
    expect(() => assessCase({ profile: { petitionType: 'EB1A' }, evidence: [], asOf: 'yesterday' })).toThrow(/asOf|regex|Invalid/i);
  });

  it('includes only the sections the petition type asks for', () => {
    const draft = ALL_PROFILES.RESEARCHER as AssessmentInputDraft;
    const eb1a = assessCase({ ...draft, profile: { ...draft.profile, petitionType: 'EB1A' } });
    const niw = assessCase({ ...draft, profile: { ...draft.profile, petitionType: 'NIW' } });
    expect([eb1a.eb1a !== null, eb1a.niw, eb1a.recommendation]).toEqual([true, null, null]);
    expect([niw.eb1a, niw.niw !== null, niw.recommendation]).toEqual([null, true, null]);
  });
});

describe('citations and evidence references', () => {
  it('emits only authority ids from the closed library', () => {
    for (const { result } of RESULTS) {
      for (const id of authorityIdsOf(result)) expect(() => getAuthority(id), id).not.toThrow();
    }
  });

  it('takes every rule string from the library', () => {
    for (const { result } of RESULTS) {
      const findings = [
        ...(result.eb1a?.criteria ?? []),
        ...(result.eb1a?.finalMerits.factors ?? []),
        ...(result.niw?.prongs ?? []),
        ...(result.niw?.threshold.exceptionalAbility ?? []),
      ];
      for (const f of findings) {
        expect(f.authorityIds.map((id) => getAuthority(id).citation)).toContain(f.rule);
        expect(lintCitations(f.rule).citations.map((c) => c.authorityId)).not.toContain(null);
      }
    }
  });

  it('passes the citation linter on every string it emits', () => {
    for (const { name, result } of RESULTS) {
      for (const text of textsOf(result)) {
        expect(lintCitations(text).unknown, `${name}: ${text}`).toEqual([]);
      }
    }
  });

  it('references only evidence that exists in the input', () => {
    for (const { draft, result } of RESULTS) {
      const ids = new Set(draft.evidence.map((e) => e.id));
      for (const id of evidenceIdsOf(result)) expect(ids.has(id), id).toBe(true);
    }
  });

  it('gives every reason at least one authority', () => {
    for (const { result } of RESULTS) {
      const reasons = [
        ...(result.eb1a?.criteria ?? []).flatMap((f) => [...f.strengths, ...f.gaps, ...f.nextActions]),
        ...(result.niw?.prongs ?? []).flatMap((f) => [...f.strengths, ...f.gaps, ...f.nextActions]),
        ...(result.niw?.threshold.reasons ?? []),
        ...(result.recommendation?.reasons ?? []),
        ...result.redFlags,
      ];
      for (const r of reasons) expect(r.authorityIds.length, r.text).toBeGreaterThan(0);
    }
  });
});

describe('honest wording', () => {
  const PROBABILITY_NEAR_PERCENT =
    /(\d\s*%|percent)[^.]{0,60}\b(chance|probab\w*|likelihood|odds|approv\w*)|\b(chance|probab\w*|likelihood|odds|approv\w*)[^.]{0,60}(\d\s*%|percent\b)/i;

  it('never states a percentage next to chance, probability or approval', () => {
    for (const { name, result } of RESULTS) {
      for (const text of textsOf(result)) expect(PROBABILITY_NEAR_PERCENT.test(text), `${name}: ${text}`).toBe(false);
    }
  });

  it('never speaks of approval chances at all', () => {
    for (const { result } of RESULTS) {
      for (const text of textsOf(result)) expect(text).not.toMatch(/\b(chance|probability|likelihood|odds) of (approval|success|being approved)\b/i);
    }
  });

  it('the check itself catches the phrasing it is meant to stop', () => {
    expect(PROBABILITY_NEAR_PERCENT.test('You have an 85% chance of approval.')).toBe(true);
    expect(PROBABILITY_NEAR_PERCENT.test('Approval probability: 70 percent')).toBe(true);
    expect(PROBABILITY_NEAR_PERCENT.test('Your pay is at the 96th percentile.')).toBe(false);
  });
});

describe('determinism', () => {
  it('gives the same output for the same input', () => {
    for (const { draft, result } of RESULTS) expect(assessCase(JSON.parse(JSON.stringify(draft)) as AssessmentInputDraft)).toEqual(result);
  });

  it('does not depend on the order of the evidence', () => {
    for (const { draft, result } of RESULTS) {
      expect(assessCase({ ...draft, evidence: shuffle(draft.evidence) })).toEqual(result);
    }
  });

  it('reads "today" only from asOf', () => {
    const draft = ALL_PROFILES.PHYSICIAN as AssessmentInputDraft;
    const later = assessCase({ ...draft, asOf: '2031-01-01', profile: { ...draft.profile, intendedFilingDate: null } });
    const now = assessCase({ ...draft, profile: { ...draft.profile, intendedFilingDate: null } });
    expect(later.asOf).toBe('2031-01-01');
    // Six more years without new evidence weaken sustained acclaim.
    expect(later.eb1a?.finalMerits.factors[0]?.score).toBeLessThan(now.eb1a?.finalMerits.factors[0]?.score ?? 0);
  });
});

describe('eligibility progress', () => {
  it('follows the documented mapping from levels', () => {
    for (const { result } of RESULTS) {
      const eb = result.eb1a;
      const ebValue = eb
        ? 0.6 *
            Math.max(
              eb.criteria
                .map((c) => PROGRESS_POINTS[c.level])
                .sort((x, y) => y - x)
                .slice(0, 3)
                .reduce((s, p) => s + p, 0) / 3,
              eb.oneTimeAchievement.isClaimed ? PROGRESS_POINTS[eb.oneTimeAchievement.level] : 0,
            ) +
          0.4 * PROGRESS_POINTS[eb.finalMerits.level]
        : 0;
      const niw = result.niw;
      const niwValue = niw ? [niw.threshold.level, ...niw.prongs.map((p) => p.level)].reduce((s, l) => s + PROGRESS_POINTS[l], 0) / 4 : 0;
      const expected = result.petitionType === 'EB1A' ? ebValue : result.petitionType === 'NIW' ? niwValue : Math.max(ebValue, niwValue);
      expect(result.eligibilityProgress).toBe(Math.round(expected));
    }
  });
});

describe('demo profile', () => {
  it('is a realistic undecided case with stable, short, unique item ids', () => {
    expect(DEMO_PROFILE.profile.petitionType).toBe('UNDECIDED');
    const ids = DEMO_PROFILE.evidence.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(22);
    for (const e of DEMO_PROFILE.evidence) {
      expect(e.id).toMatch(/^demo-[a-z0-9-]+$/);
      expect(e.title.length).toBeLessThanOrEqual(80);
    }
    expect(new Set(DEMO_PROFILE.evidence.map((e) => e.type)).size).toBeGreaterThanOrEqual(10);
    expect(DEMO_PROFILE.metrics).toBeTruthy();
    expect(DEMO_PROFILE.evidence.filter((e) => e.verification === 'verified').every((e) => e.check)).toBe(true);
  });

  it('shows strengths, weak items and red flags', () => {
    const a = assessCase(DEMO_PROFILE);
    expect(a.redFlags.map((f) => f.code)).toEqual(
      expect.arrayContaining(['after_filing_date', 'pay_to_enter_award', 'paid_media', 'publication_mismatch', 'unverified_publication']),
    );
    expect(a.eb1a?.criteria.some((c) => c.level === 'borderline')).toBe(true);
    expect(a.eb1a?.criteriaLikelyMet).toBeGreaterThanOrEqual(3);
    expect(a.recommendation).not.toBeNull();
  });

  it('responds to switching items off, as the demo page does', () => {
    const without = (ids: string[]) => assessCase({ ...DEMO_PROFILE, evidence: DEMO_PROFILE.evidence.filter((e) => !ids.includes(e.id)) });
    const full = assessCase(DEMO_PROFILE);
    const noJudging = without(['demo-judging-journals', 'demo-judging-ismb-pc', 'demo-judging-poster-day']);
    expect(noJudging.eb1a?.criteria[3]?.level).toBe('no_evidence');
    expect(noJudging.eb1a?.criteriaLikelyMet).toBe((full.eb1a?.criteriaLikelyMet ?? 0) - 1);
    expect(without(['demo-award-global']).redFlags.map((f) => f.code)).not.toContain('pay_to_enter_award');
  });
});

describe('bench profile', () => {
  it('has 200 publications and 40 other items by default, deterministically', () => {
    const p = buildBenchProfile();
    expect(p.evidence.filter((e) => e.type === 'publication')).toHaveLength(200);
    expect(p.evidence.filter((e) => e.type !== 'publication')).toHaveLength(40);
    expect(buildBenchProfile()).toEqual(p);
  });
});

describe('browser safety', () => {
  // The /demo page runs the engine in the browser: no Node built-ins, no clock, no randomness.
  const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

  it('found the engine sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it.each(Object.entries(sources))('%s uses no Node APIs, clock or randomness', (_file, source) => {
    expect(source).not.toMatch(/from ['"](node:|fs|path|crypto|os)['"]/);
    expect(source).not.toMatch(/\b(Date\.now|new Date\(|Math\.random|performance\.now|process\.)/);
  });
});
