import { itemStart } from './dates';
import { classifyField, type FieldProfile } from './field';
import type { AssessmentEvidence, AssessmentInput, AssessmentProfile, CitationMetrics } from './schema';
import type { EvidenceType } from '../evidence';

/** Everything a rule needs, computed once per run. */
export interface EngineContext {
  readonly input: AssessmentInput;
  readonly profile: AssessmentProfile;
  readonly asOf: string;
  /** Every item, in a canonical order (so input order never changes the output). */
  readonly all: readonly AssessmentEvidence[];
  /** Items that can support eligibility: not dated after the intended filing date. */
  readonly usable: readonly AssessmentEvidence[];
  /** Items dated after the intended filing date (8 CFR 103.2(b)(1): eligibility must exist at filing). */
  readonly afterFiling: readonly AssessmentEvidence[];
  readonly field: FieldProfile;
  readonly metrics: CitationMetrics | null;
  ofType(...types: EvidenceType[]): AssessmentEvidence[];
  lateOfType(...types: EvidenceType[]): AssessmentEvidence[];
}

function canonicalOrder(items: readonly AssessmentEvidence[]): AssessmentEvidence[] {
  // Ids are unique in practice; the serialised item breaks ties so even duplicates sort the same way.
  const keyed = items.map((e) => ({ e, key: e.id, tie: JSON.stringify(e) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0));
  return keyed.map((k) => k.e);
}

export function createContext(input: AssessmentInput): EngineContext {
  const all = canonicalOrder(input.evidence);
  const filing = input.profile.intendedFilingDate?.slice(0, 10) ?? null;
  const isLate = (e: AssessmentEvidence) => {
    const start = itemStart(e);
    return filing !== null && start !== null && start > filing;
  };
  const usable = all.filter((e) => !isLate(e));
  const afterFiling = all.filter(isLate);
  const byType = (list: readonly AssessmentEvidence[], types: EvidenceType[]) => list.filter((e) => types.includes(e.type));
  return {
    input,
    profile: input.profile,
    asOf: input.asOf,
    all,
    usable,
    afterFiling,
    field: classifyField(input.profile),
    metrics: input.metrics,
    ofType: (...types) => byType(usable, types),
    lateOfType: (...types) => byType(afterFiling, types),
  };
}
