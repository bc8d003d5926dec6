import { detailBoolean, detailNumber } from '../assessment/details';
import type { AssessmentEvidence } from '../assessment/schema';
import type { EvidenceType } from '../evidence';
import { compareLabels } from '../letter/compose/format';
import { cleanItem } from './clean-item';
import { PRIVATE_TYPES, type Focus } from './focuses';
import type { FocusFinding, Recommender } from './schema';

/** A letter that centres on more than a few facts stops giving specifics about any of them. */
export const MAX_FACTS_PER_LETTER = 3;

/** An item a letter may rest on: it has an exhibit to point the reader to. */
export type LetterItem = AssessmentEvidence & { exhibit: string };

/**
 * Items a recommendation letter can cite: an exhibit, no excluding red flag, not another letter, and a title
 * it can quote. Each is repaired of extraction artifacts (`cleanItem`): a letter quotes the title, never the
 * CV line the item was read from.
 */
export function letterItems(evidence: readonly AssessmentEvidence[], excluded: ReadonlySet<string>): LetterItem[] {
  return evidence
    .filter((e): e is LetterItem => typeof e.exhibit === 'string' && e.exhibit.trim() !== '' && !excluded.has(e.id) && e.type !== 'recommendation_letter')
    .map(cleanItem)
    .filter((e) => e.title !== '')
    .sort((a, b) => compareLabels(a.exhibit, b.exhibit) || (a.id < b.id ? -1 : 1));
}

const TYPE_BASE: Partial<Record<EvidenceType, number>> = {
  original_contribution: 40,
  patent: 30,
  award: 30,
  leading_role: 28,
  grant: 25,
  publication: 20,
  judging: 15,
  media_coverage: 15,
  exhibition: 15,
  commercial_success: 15,
};

/** How much an item gives a letter to explain: adoption, independent citations, selectivity. */
export function itemValue(e: AssessmentEvidence): number {
  let value = TYPE_BASE[e.type] ?? 10;
  const cited = e.verification === 'verified' ? (e.check?.citationsExcludingSelf ?? e.check?.citationCount ?? 0) : 0;
  value += Math.min(30, Math.round(Math.log2(cited + 1) * 3));
  if (e.verification === 'verified' && (e.check?.fieldPercentile ?? 0) >= 90) value += 10;
  if (detailBoolean(e, 'isAdopted') === true || detailBoolean(e, 'licensed') === true) value += 10;
  const winners = detailNumber(e, 'winners');
  const entrants = detailNumber(e, 'entrants');
  if (winners !== null && entrants !== null && winners > 0 && entrants / winners >= 10) value += 10;
  return value;
}

/** The items of a focus: those the assessment considered for it, and those of its evidence types. */
export function focusPool(focus: Focus, items: readonly LetterItem[], finding: FocusFinding | undefined): LetterItem[] {
  const considered = new Set(finding?.evidenceIds ?? []);
  return items
    .filter((e) => focus.evidenceTypes.includes(e.type) || considered.has(e.id))
    .sort((a, b) => itemValue(b) - itemValue(a) || compareLabels(a.exhibit, b.exhibit));
}

/** What a recommender can attest within a pool: an independent expert knows only what is public. */
export const poolFor = (recommender: Recommender, pool: readonly LetterItem[]): LetterItem[] =>
  recommender.relationship === 'independent' ? pool.filter((e) => !PRIVATE_TYPES.has(e.type)) : [...pool];

export interface FactSlot {
  readonly recommender: Recommender;
  readonly pool: readonly LetterItem[];
  readonly factIds: string[];
}

/**
 * Gives each letter its own facts, one round at a time so that no letter takes every good item. An item the
 * recommender is tied to (the article they cited or co-wrote) goes to them first; an item tied to another
 * recommender is taken last. No item is the centre of two letters.
 */
export function allocateFacts(slots: readonly FactSlot[]): void {
  const linked = new Map<string, Set<string>>();
  for (const { recommender } of slots) for (const id of recommender.evidenceIds) linked.set(id, new Set([...(linked.get(id) ?? []), recommender.id]));
  const taken = new Set<string>();
  const tier = (id: string, me: string): number => {
    const ties = linked.get(id);
    if (!ties?.size) return 2;
    if (ties.has(me)) return ties.size === 1 ? 0 : 1;
    return 3;
  };
  for (let round = 0; round < MAX_FACTS_PER_LETTER; round++) {
    for (const slot of slots) {
      const me = slot.recommender.id;
      const next = slot.pool
        .filter((e) => !taken.has(e.id))
        .map((e, order) => ({ e, order, tier: tier(e.id, me) }))
        .sort((a, b) => a.tier - b.tier || a.order - b.order)[0];
      if (!next) continue;
      taken.add(next.e.id);
      slot.factIds.push(next.e.id);
    }
  }
}
