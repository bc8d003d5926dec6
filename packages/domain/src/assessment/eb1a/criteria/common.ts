import { decideStepOne, type Candidate, type ElementCheck, type ElementSpec, type StepOneDecision } from '../../elements';
import type { EvidenceType } from '../../../evidence';
import type { EngineContext } from '../../context';
import { isUndescribed } from '../../reading';
import type { AssessmentEvidence, StrengthLevel } from '../../schema';
import { FindingBuilder, named, namedList } from '../../reasons';

/** The ten criteria of 8 CFR 204.5(h)(3), in regulation order. */
export const CRITERIA = [
  { id: 'eb1a-i', numeral: 'i', label: 'Awards', authorityId: 'cfr-204-5-h-3-i' },
  { id: 'eb1a-ii', numeral: 'ii', label: 'Membership', authorityId: 'cfr-204-5-h-3-ii' },
  { id: 'eb1a-iii', numeral: 'iii', label: 'Published material about you', authorityId: 'cfr-204-5-h-3-iii' },
  { id: 'eb1a-iv', numeral: 'iv', label: 'Judging the work of others', authorityId: 'cfr-204-5-h-3-iv' },
  { id: 'eb1a-v', numeral: 'v', label: 'Original contributions of major significance', authorityId: 'cfr-204-5-h-3-v' },
  { id: 'eb1a-vi', numeral: 'vi', label: 'Scholarly articles', authorityId: 'cfr-204-5-h-3-vi' },
  { id: 'eb1a-vii', numeral: 'vii', label: 'Artistic exhibitions or showcases', authorityId: 'cfr-204-5-h-3-vii' },
  { id: 'eb1a-viii', numeral: 'viii', label: 'Leading or critical role', authorityId: 'cfr-204-5-h-3-viii' },
  { id: 'eb1a-ix', numeral: 'ix', label: 'High salary', authorityId: 'cfr-204-5-h-3-ix' },
  { id: 'eb1a-x', numeral: 'x', label: 'Commercial success in the performing arts', authorityId: 'cfr-204-5-h-3-x' },
] as const;

export type CriterionId = (typeof CRITERIA)[number]['id'];

export function criterionBuilder(id: CriterionId): FindingBuilder {
  const spec = CRITERIA.find((c) => c.id === id);
  if (!spec) throw new Error(`Unknown criterion ${id}`);
  return new FindingBuilder(spec.id, spec.label, spec.authorityId);
}

/** Items dated after the intended filing date are listed but never counted. */
export function noteAfterFiling(b: FindingBuilder, late: readonly AssessmentEvidence[]): void {
  if (!late.length) return;
  const verb = late.length === 1 ? 'is' : 'are';
  b.gap(
    `${namedList(late)} ${verb} dated after your intended filing date, so ${late.length === 1 ? 'it' : 'they'} cannot count here: eligibility must exist when the petition is filed.`,
    late,
    ['cfr-103-2-b-1', 'cfr-103-2-b-12', 'katigbak'],
  );
}

/** Items with no source document cannot become exhibits. */
export function noteMissingDocuments(b: FindingBuilder, items: readonly AssessmentEvidence[]): void {
  const missing = items.filter((e) => !e.documentId);
  if (!missing.length) return;
  const it = missing.length === 1 ? 'it' : 'each';
  b.action(`Upload the document behind ${namedList(missing)} so ${it} can be filed as an exhibit; an officer weighs documents, not descriptions.`, missing, [
    's-m',
    b.ruleId,
  ]);
}

/**
 * A criterion is as strong as its best item, plus a little for each further solid item: one strong
 * award meets the plain language better than five weak ones (the type and quality of evidence, not its
 * volume, decide - USCIS Policy Manual, Vol. 6, Pt. F, Ch. 2). The criteria speak in the plural
 * ("prizes or awards", "associations", "articles"), so 'strong' needs a second item at 'likely' or better
 * unless `singleCap` says one item can carry it (a judging record counts many reviews in one item).
 */
export function combineItemScores(scores: readonly number[], options: { solid?: number; bonus?: number; maxBonus?: number; singleCap?: number } = {}): number {
  const { solid = 50, bonus = 8, maxBonus = 16, singleCap = 79 } = options;
  if (!scores.length) return 0;
  const sorted = [...scores].sort((a, b) => b - a);
  const extra = Math.min(maxBonus, sorted.slice(1).filter((s) => s >= solid).length * bonus);
  const combined = Math.min(100, (sorted[0] ?? 0) + extra);
  return (sorted[1] ?? 0) >= 60 ? combined : Math.min(combined, singleCap);
}

/** "On this record the criterion looks likely met." after a sentence about what was considered. */
export function criterionSummary(level: StrengthLevel, considered: string, empty: string): string {
  if (level === 'no_evidence') return empty;
  return `${considered} On this record the criterion looks ${LEVEL_WORDS_FOR_SUMMARY[level]}.`;
}

const LEVEL_WORDS_FOR_SUMMARY = { strong: 'strong', likely: 'likely met', borderline: 'borderline', weak: 'weak', no_evidence: 'unsupported' } as const;

/** The item with the highest score (first on ties, so the choice is stable). */
export function bestOf<T>(items: readonly T[], scores: readonly number[]): T | undefined {
  let index = -1;
  scores.forEach((s, i) => {
    if (index < 0 || s > (scores[index] ?? -1)) index = i;
  });
  return index < 0 ? undefined : items[index];
}

/** One candidate per item: the criterion is met when a single item shows every element. */
export function itemCandidates(items: readonly AssessmentEvidence[], checksOf: (e: AssessmentEvidence) => Record<string, ElementCheck>): Candidate[] {
  return items.map((e) => ({ items: [e], checks: checksOf(e), described: !isUndescribed(e) }));
}

/**
 * One short line for each other item that cannot count because an element is contradicted (the best item's
 * missing elements are already explained), so a long list of awards does not repeat a paragraph per award.
 */
function noteExcludedItems(b: FindingBuilder, specs: readonly ElementSpec[], candidates: readonly Candidate[], decision: StepOneDecision): void {
  for (const c of candidates) {
    if (c === decision.best) continue;
    const spec = specs.find((s) => c.checks[s.id]?.status === 'contradicted');
    const check = spec ? c.checks[spec.id] : undefined;
    if (!spec || !check) continue;
    b.gap(
      `${check.text} ${c.items.length === 1 ? 'It' : 'They'} cannot count here (${spec.label.charAt(0).toLowerCase()}${spec.label.slice(1)}: contradicted).`,
      c.items,
      [...spec.authorityIds, ...(check.authorityIds ?? [])],
    );
  }
}

/**
 * Step one over the candidates: the decision, a line for each other item an element rules out, and the items that
 * show every element (the ones whose strength is weighed).
 */
export function decideCriterion(b: FindingBuilder, specs: readonly ElementSpec[], candidates: readonly Candidate[]) {
  const decision = decideStepOne(specs, candidates);
  noteExcludedItems(b, specs, candidates, decision);
  const qualifying = candidates.filter((c) => specs.every((s) => c.checks[s.id]?.status === 'shown')).flatMap((c) => c.items);
  return { decision, qualifying };
}

/**
 * The first steps of a criterion read from one kind of evidence, item by item: its items are considered (those dated
 * after filing noted), each is checked against the elements, and step one is decided.
 */
export function decideFromItemsOfType(
  ctx: EngineContext,
  id: CriterionId,
  type: EvidenceType,
  specs: readonly ElementSpec[],
  checksOf: (e: AssessmentEvidence) => Record<string, ElementCheck>,
) {
  const b = criterionBuilder(id);
  const items = ctx.ofType(type);
  noteAfterFiling(b, ctx.lateOfType(type));
  b.consider(items);
  return { b, items, ...decideCriterion(b, specs, itemCandidates(items, checksOf)) };
}

/** The summary of a criterion weighed item by item: "3 awards considered; the closest to the criterion is …". */
export function consideredSummary(counted: string, decision: StepOneDecision, empty: string) {
  const top = decision.best?.items[0];
  return (level: StrengthLevel) => criterionSummary(level, `${counted} considered${top ? `; the closest to the criterion is ${named(top)}` : ''}.`, empty);
}
