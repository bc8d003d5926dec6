import { LEVEL_THRESHOLDS } from './levels';
import { documentationOf } from './documentation';
import type { AssessmentEvidence, CriterionElement, Documentation, ElementStatus, StepOneStatus } from './schema';

/**
 * Element-by-element step one (Kazarian step one; docs/decisions/023). A criterion lists its regulatory
 * elements; each candidate (usually one evidence item) is checked against every element; the criterion is met
 * when one candidate shows them all. The criterion's level follows from how far the best candidate falls short:
 *
 *   every element shown ................................. met: likely, or strong when the strength note allows
 *   only qualifiers not shown (e.g. national recognition) .. borderline
 *   a central element not shown, or any contradicted ...... weak
 *   only undescribed evidence ............................. not determined: weak
 *   nothing offered ....................................... not claimed: no evidence
 */

export interface ElementSpec {
  id: string;
  /** The element in the regulation's words. */
  label: string;
  /** Central elements are the thing itself (an award received, a role held); the others qualify it. */
  central: boolean;
  /** Where the element comes from (regulation, Policy Manual, case law), from the authority library. */
  authorityIds: readonly string[];
  /** What to add to the record to show the element. */
  action: string;
}

export interface ElementCheck {
  status: ElementStatus;
  text: string;
  evidence: readonly AssessmentEvidence[];
  authorityIds?: readonly string[];
}

const check =
  (status: ElementStatus) =>
  (text: string, evidence: readonly AssessmentEvidence[] = [], authorityIds?: readonly string[]): ElementCheck => ({ status, text, evidence, authorityIds });
export const shown = check('shown');
export const notShown = check('not_shown');
export const contradicted = check('contradicted');

/** One way the criterion could be met: usually one item, with a check for every element. */
export interface Candidate {
  items: readonly AssessmentEvidence[];
  checks: Readonly<Record<string, ElementCheck>>;
  /** False when the candidate rests only on evidence the record names but does not describe. */
  described: boolean;
}

export type Shortfall = 'none' | 'qualifier' | 'central' | 'contradicted' | 'undescribed' | 'unclaimed';

export interface StepOneDecision {
  status: StepOneStatus;
  shortfall: Shortfall;
  elements: CriterionElement[];
  best: Candidate | null;
  /** Elements of the best candidate that are not shown or contradicted, in specification order. */
  missing: { spec: ElementSpec; check: ElementCheck }[];
  /** True when every item the finding rests on has a primary exhibit (not only the CV). */
  documented: boolean;
  documentation: Documentation;
  summary: string;
}

const countOf = (c: Candidate, specs: readonly ElementSpec[], status: ElementStatus, centralOnly = false) =>
  specs.filter((s) => (!centralOnly || s.central) && c.checks[s.id]?.status === status).length;

/** Order: meets every element; fewest contradictions; most central elements shown; most elements shown. */
function rank(c: Candidate, specs: readonly ElementSpec[]): number[] {
  const allShown = countOf(c, specs, 'shown') === specs.length ? 1 : 0;
  return [allShown, -countOf(c, specs, 'contradicted'), countOf(c, specs, 'shown', true), countOf(c, specs, 'shown'), c.described ? 1 : 0];
}

function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}

function bestCandidate(specs: readonly ElementSpec[], candidates: readonly Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  let bestRank: number[] = [];
  for (const c of candidates) {
    const r = rank(c, specs);
    if (!best || better(r, bestRank)) [best, bestRank] = [c, r];
  }
  return best;
}

const idsOf = (items: readonly AssessmentEvidence[]) => [...new Set(items.map((i) => i.id))];

function elementsOf(specs: readonly ElementSpec[], best: Candidate | null): CriterionElement[] {
  return specs.map((spec) => {
    const c = best?.checks[spec.id] ?? notShown('Nothing in the record addresses this element yet.');
    return {
      id: spec.id,
      label: spec.label,
      status: c.status,
      text: c.text,
      evidenceIds: idsOf(c.evidence),
      authorityIds: [...new Set([...spec.authorityIds, ...(c.authorityIds ?? [])])],
    };
  });
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function summaryOf(status: StepOneStatus, specs: readonly ElementSpec[], missing: StepOneDecision['missing']): string {
  if (status === 'met') return `Step one: met (all ${specs.length} elements shown).`;
  if (status === 'not_claimed') return 'Step one: nothing has been offered under this criterion yet.';
  if (status === 'not_determined') return 'Step one: not determined. The evidence offered here is not described, so its elements cannot be read yet.';
  const contradictedLabels = missing.filter((m) => m.check.status === 'contradicted').map((m) => lower(m.spec.label));
  const open = missing.filter((m) => m.check.status === 'not_shown').map((m) => lower(m.spec.label));
  const parts = [contradictedLabels.length ? `contradicted: ${contradictedLabels.join('; ')}` : '', open.length ? `not shown: ${open.join('; ')}` : ''].filter(
    Boolean,
  );
  return `Step one: not met (${parts.join('; ')}).`;
}

/** The step-one decision from the element checks of every candidate. */
export function decideStepOne(specs: readonly ElementSpec[], candidates: readonly Candidate[]): StepOneDecision {
  const best = bestCandidate(specs, candidates);
  const missing = best
    ? specs.flatMap((spec) => (best.checks[spec.id]?.status === 'shown' ? [] : [{ spec, check: best.checks[spec.id] ?? notShown('Not addressed.') }]))
    : [];
  let status: StepOneStatus;
  let shortfall: Shortfall;
  if (!best) [status, shortfall] = ['not_claimed', 'unclaimed'];
  else if (!missing.length) [status, shortfall] = ['met', 'none'];
  else if (!candidates.some((c) => c.described)) [status, shortfall] = ['not_determined', 'undescribed'];
  else if (missing.some((m) => m.check.status === 'contradicted')) [status, shortfall] = ['not_met', 'contradicted'];
  else if (missing.some((m) => m.spec.central)) [status, shortfall] = ['not_met', 'central'];
  else [status, shortfall] = ['not_met', 'qualifier'];
  const documentation = documentationOf(best?.items ?? []);
  return {
    status,
    shortfall,
    elements: elementsOf(specs, best),
    best,
    missing,
    documented: documentation === 'primary_exhibit',
    documentation,
    summary: summaryOf(status, specs, missing),
  };
}

/**
 * The score band a step-one decision allows (levels.ts: 80+ strong, 60+ likely, 40+ borderline, below weak):
 * the element decision sets the level, the strength score only places the finding inside its band.
 */
export function scoreBand(decision: StepOneDecision, allowStrong: boolean): { min: number; max: number } {
  switch (decision.shortfall) {
    case 'none':
      return { min: LEVEL_THRESHOLDS.likely, max: allowStrong ? 100 : LEVEL_THRESHOLDS.strong - 1 };
    case 'qualifier':
      return { min: LEVEL_THRESHOLDS.borderline, max: LEVEL_THRESHOLDS.likely - 1 };
    case 'unclaimed':
      return { min: 0, max: 0 };
    default:
      return { min: 1, max: LEVEL_THRESHOLDS.borderline - 1 };
  }
}
