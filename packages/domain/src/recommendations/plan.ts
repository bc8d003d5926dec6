import type { StrengthLevel } from '../assessment/schema';
import { applicantNames, shortNameOf } from './applicant';
import { maxWeightAssignment } from './assignment';
import { FOCUS_PREFERENCE, focusesOf, type Focus } from './focuses';
import { isNameOf, knownNamesOf, parsePersonName } from './names';
import { allocateFacts, focusPool, letterItems, poolFor, type FactSlot, type LetterItem } from './plan-facts';
import { planWarnings } from './plan-warnings';
import {
  ZPlanLettersInput,
  type FocusFinding,
  type LetterAngle,
  type LetterPlan,
  type PlanLettersInputDraft,
  type PlanWarning,
  type Recommender,
  type RecommenderRelationship,
} from './schema';

const RELATIONSHIP_ORDER: readonly RecommenderRelationship[] = ['independent', 'collaborator', 'mentor', 'employer', 'other'];
const LEVEL_BONUS: Record<StrengthLevel, number> = { strong: 2, likely: 2, borderline: 1, weak: 0, no_evidence: -2 };
/**
 * Sharing a primary focus costs more than a weaker fit: a second letter on original contributions beats
 * a letter on a criterion the writer barely knows only when the gap in fit is large (an independent expert
 * on the applicant's salary). A copy of a focus whose items would all be taken already costs far more.
 */
const SHARED_FOCUS_PENALTY = 15;
const STARVED_COPY_PENALTY = 60;
/** A co-author on the applicant's salary or a journalist on a grant: worse than sharing a focus they can speak to. */
const NOT_CREDIBLE_PENALTY = 150;
/** A letter about a focus with no evidence at all is worse still: a letter cannot replace evidence. */
const NO_EVIDENCE_PENALTY = 1000;

export const angleOf = (relationship: RecommenderRelationship): LetterAngle =>
  relationship === 'collaborator' || relationship === 'mentor' || relationship === 'employer' ? 'work_and_role' : 'impact';

interface FocusChoice {
  readonly focus: Focus;
  readonly pool: LetterItem[];
}

/** How well a focus suits a recommender: their kind, what a letter adds there, its level, their own items in it. */
function focusScore(recommender: Recommender, option: FocusChoice, findings: ReadonlyMap<string, FocusFinding>): FocusChoice & { score: number } {
  const preference = FOCUS_PREFERENCE[recommender.relationship] ?? {};
  const linked = new Set(recommender.evidenceIds);
  const pool = poolFor(recommender, option.pool);
  const level = findings.get(option.focus.id)?.level;
  const own = pool.filter((e) => linked.has(e.id)).length;
  const fit = preference[option.focus.id] ?? 0;
  const score =
    4 * fit +
    2 * option.focus.letterValue +
    (level ? LEVEL_BONUS[level] : 1) +
    Math.min(6, 2 * own) -
    (fit === 0 && own === 0 ? NOT_CREDIBLE_PENALTY : 0) -
    (pool.length ? 0 : NO_EVIDENCE_PENALTY);
  return { focus: option.focus, pool, score };
}

/**
 * The focus of every letter at once, maximising the summed fit (a greedy choice would let the first letter
 * take the one focus a later recommender cannot do without). Each focus is offered once per letter, the
 * n-th copy costing n × SHARED_FOCUS_PENALTY, so letters share a focus only when every free focus fits the
 * writer far worse, and then spread evenly.
 */
function assignFocuses(recommenders: readonly Recommender[], options: readonly FocusChoice[], findings: ReadonlyMap<string, FocusFinding>): FocusChoice[] {
  const scores = recommenders.map((r) => options.map((o) => focusScore(r, o, findings)));
  const copies = recommenders.length;
  const weights = scores.map((row) =>
    Array.from({ length: options.length * copies }, (_, column) => {
      const option = row[column % options.length];
      const copy = Math.floor(column / options.length);
      const starved = copy > 0 && (option?.pool.length ?? 0) <= copy;
      return (option?.score ?? 0) - SHARED_FOCUS_PENALTY * copy - (starved ? STARVED_COPY_PENALTY : 0);
    }),
  );
  return maxWeightAssignment(weights).map((column, i) => scores[i]?.[column % options.length] as FocusChoice);
}

/**
 * Assigns each chosen recommender a letter: a criterion (EB-1A) or prong (NIW) of their own and the facts
 * at its centre. Independent experts come first and argue impact (contributions, citations, prongs 1 and
 * 2); collaborators, mentors and employers describe the specific work and the applicant's role in it. No two
 * letters share a primary focus unless there are more letters than focuses with evidence, and no fact is the
 * centre of two letters. Each letter gets a distinct `styleIndex`, which the drafts use so that no two read
 * alike. Warnings say what the set still lacks (no independent expert, a prong nobody addresses …).
 */
export function planLetters(draft: PlanLettersInputDraft): LetterPlan {
  const input = ZPlanLettersInput.parse(draft);
  const warnings: PlanWarning[] = [];
  const applicant = knownNamesOf(applicantNames(input.applicant));
  const isApplicant = (r: Recommender) => {
    const name = parsePersonName(r.name);
    return name !== null && isNameOf(name, applicant);
  };
  for (const r of input.recommenders.filter(isApplicant)) {
    warnings.push({
      code: 'applicant_as_recommender',
      message: `${r.name} is the applicant; a petitioner cannot write their own recommendation letter.`,
      recommenderIds: [r.id],
    });
  }
  const recommenders = input.recommenders
    .filter((r) => !isApplicant(r))
    .map((r, order) => ({ r, order }))
    .sort((a, b) => RELATIONSHIP_ORDER.indexOf(a.r.relationship) - RELATIONSHIP_ORDER.indexOf(b.r.relationship) || a.order - b.order)
    .map(({ r }) => r);

  const items = letterItems(input.evidence, new Set(input.excludedEvidenceIds));
  const findings = new Map(input.findings.map((f) => [f.id, f]));
  const options: FocusChoice[] = focusesOf(input.petitionType).map((focus) => ({ focus, pool: focusPool(focus, items, findings.get(focus.id)) }));

  const choices = assignFocuses(recommenders, options, findings);
  const slots: (FactSlot & { focus: Focus })[] = recommenders.map((recommender, i) => {
    const choice = choices[i] as FocusChoice;
    return { recommender, focus: choice.focus, pool: choice.pool, factIds: [] };
  });
  allocateFacts(slots);

  const letters = slots.map((slot, styleIndex) => ({
    recommenderId: slot.recommender.id,
    focusId: slot.focus.id,
    factIds: slot.factIds,
    angle: angleOf(slot.recommender.relationship),
    styleIndex,
  }));
  warnings.push(
    ...planWarnings({ petitionType: input.petitionType, short: shortNameOf(input.applicant, input.evidence), recommenders, letters, findings, options }),
  );
  return { letters, warnings };
}
