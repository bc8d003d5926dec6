import type { Eb1aAssessment, Finding } from '../../../assessment/schema';
import { type ComposeContext, type Usable, usableItems } from '../context';
import { isTraineeAward } from '../merits-evidence';
import { AT_LEAST_BORDERLINE } from '../shared';
import { argueItem, type ItemArgument } from './argue';
import { corroborationOf } from './corroboration';
import { showsEveryElement } from './elements';
import { failsElement, strongestFirst } from './strength';

/**
 * The argument plan of an EB-1A letter, made before any prose: the criteria the record carries and, for
 * each, the few strongest items to argue in depth (by the proof facts they hold, primary exhibits first),
 * the expert letters that speak to it, and the remaining items, which the body summarises in one sentence
 * and the appendix lists in full.
 */

/** Items argued in depth per criterion; an officer reads four strong items, not thirty. */
export const MAX_ARGUED = 4;
/** Articles argued one by one: the five most cited, as petitions present a citation record. */
export const MAX_ARTICLES_ARGUED = 5;
/** Expert letters presented one by one in a criterion (petitions file five to ten); any others are counted. */
export const MAX_LETTERS = 6;

export interface ArguedItem extends ItemArgument {
  readonly corroboration: ReturnType<typeof corroborationOf>;
}

export interface CriterionPlan {
  readonly finding: Finding;
  /** The strongest items, argued in depth, strongest first. */
  readonly argued: readonly ArguedItem[];
  /** Expert letters that support the criterion (original contributions), strongest first. */
  readonly letters: readonly Usable[];
  /** The criterion's other usable items (not argued, not letters), in exhibit order. */
  readonly rest: readonly Usable[];
  /** Every usable item of the criterion. */
  readonly items: readonly Usable[];
}

/** The items a criterion argues from: for original contributions the works themselves (articles and letters support them). */
function candidates(finding: Finding, items: readonly Usable[]): Usable[] {
  if (finding.id !== 'eb1a-v') return items.filter((e) => e.type !== 'recommendation_letter');
  const works = items.filter((e) => e.type !== 'publication' && e.type !== 'recommendation_letter');
  return works.length ? works : items.filter((e) => e.type === 'publication');
}

export function planCriterion(ctx: ComposeContext, finding: Finding): CriterionPlan {
  const items = usableItems(ctx, finding.evidenceIds);
  const pool = candidates(finding, items);
  // Items whose own facts defeat an element are argued only when nothing else is left to argue. Where some items
  // show every element of the criterion, only those are argued: an item that shows one element of three (a
  // scholarship that names the beneficiary, say) would weaken the argument, so it joins the summarised rest.
  // Articles are argued by citations instead, as petitions present a citation record.
  // A student or trainee award, however selective, is argued after the awards open to the whole field.
  const ranked = strongestFirst(pool).sort((a, b) => Number(isTraineeAward(a)) - Number(isTraineeAward(b)));
  const sound = ranked.filter((e) => !failsElement(e));
  const complete = finding.id === 'eb1a-vi' ? [] : sound.filter((e) => showsEveryElement(finding, e));
  const chosen = (complete.length ? complete : sound.length ? sound : ranked).slice(0, finding.id === 'eb1a-vi' ? MAX_ARTICLES_ARGUED : MAX_ARGUED);
  const chosenIds = new Set(chosen.map((e) => e.id));
  const letters = strongestFirst(items.filter((e) => e.type === 'recommendation_letter'));
  return {
    finding,
    argued: chosen.map((e) => ({ ...argueItem(ctx, e), corroboration: corroborationOf(ctx, e) })),
    letters,
    rest: pool.filter((e) => !chosenIds.has(e.id)),
    items,
  };
}

/**
 * Original contributions carry their own section whenever the record describes a contribution the letter
 * may cite and the assessment does not find its significance contradicted: the engine may score the
 * criterion low while its evidence waits for corroboration, and leaving out what is often the strongest
 * criterion loses more than arguing it with the facts at hand.
 */
function carriesContributions(ctx: ComposeContext, finding: Finding): boolean {
  if (finding.id !== 'eb1a-v' || finding.level === 'no_evidence') return false;
  const works = usableItems(ctx, finding.evidenceIds).filter((e) => e.type === 'original_contribution' || e.type === 'patent');
  const contradicted = finding.elements?.some((el) => el.id === 'significance' && el.status === 'contradicted') ?? false;
  return works.length > 0 && !contradicted;
}

/** Criteria the letter argues: at least borderline with a usable item, and original contributions whenever the record carries them. */
export function claimedCriteria(ctx: ComposeContext, eb1a: Eb1aAssessment): Finding[] {
  return eb1a.criteria.filter((c) => (AT_LEAST_BORDERLINE.has(c.level) && usableItems(ctx, c.evidenceIds).length > 0) || carriesContributions(ctx, c));
}
