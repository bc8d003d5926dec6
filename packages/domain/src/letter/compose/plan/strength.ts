import { detailBoolean, detailNumber, detailScope, detailString } from '../../../assessment/details';
import type { Usable } from '../context';
import { citationsOf, percentileOf } from '../publications';

/**
 * How much an item can carry an argument, read from the proof facts it holds (evidence/proof-facts.ts): the
 * facts an officer weighs for its kind (selectivity, scope, outlet and audience, reviews, use by others,
 * citations and field percentile, distinction, pay percentile). Only an order for choosing which items to
 * argue in depth; the letter never states it.
 */

/** An item filed with its own document (certificate, article, invitation), not only the CV or biosketch. */
export const isPrimary = (e: Usable): boolean => e.documentCategory !== 'cv';

/** The recorded citations of an item: the scholarly check's verified count, else the count its exhibit states. */
export const recordedCitations = (e: Usable): number | null => citationsOf(e) ?? detailNumber(e, 'citationCount');

/** Orders of magnitude, so a count of 40,000 outweighs one of 40 without drowning every other fact. */
const magnitude = (n: number | null): number => (n !== null && n > 0 ? Math.log10(n + 1) : 0);
const yes = (e: Usable, key: string): number => (detailBoolean(e, key) === true ? 1 : 0);
const stated = (e: Usable, key: string): number => (detailString(e, key) ? 1 : 0);

function scopeWeight(e: Usable): number {
  const scope = detailScope(e);
  return scope === 'international' ? 3 : scope === 'national' ? 2 : scope === null ? 0 : -1;
}

function awardWeight(e: Usable): number {
  const entrants = detailNumber(e, 'entrants');
  const winners = detailNumber(e, 'winners');
  const selectivity = entrants !== null && winners !== null && winners > 0 && entrants > winners ? magnitude(entrants / winners) * 2 : 0;
  return scopeWeight(e) + selectivity + stated(e, 'selectionCriteria') + yes(e, 'hasMediaCoverage');
}

function mediaWeight(e: Usable): number {
  const kind = detailString(e, 'outletKind');
  const outlet =
    detailBoolean(e, 'isMajorMedia') === true || kind === 'major' ? 3 : kind === 'professional' || kind === 'trade' ? 2 : kind === 'institutional' ? -1 : 0;
  const about = detailBoolean(e, 'isAboutPerson') === false ? -3 : yes(e, 'isAboutPerson');
  return outlet + about + magnitude(detailNumber(e, 'circulation')) / 2 + stated(e, 'author');
}

function judgingWeight(e: Usable): number {
  const senior = /\b(editor|chair|panel)/i.test(`${e.title} ${detailString(e, 'role') ?? ''}`) ? 2 : 0;
  return senior + magnitude(detailNumber(e, 'count')) + stated(e, 'organization');
}

function contributionWeight(e: Usable): number {
  const use = magnitude(detailNumber(e, 'downloads')) + magnitude(detailNumber(e, 'users')) + magnitude(detailNumber(e, 'citationCount'));
  return use + 2 * yes(e, 'isAdopted') + yes(e, 'licensed') + stated(e, 'revenue') + 2 * stated(e, 'corroboration');
}

function publicationWeight(e: Usable): number {
  const pct = percentileOf(e);
  return magnitude(recordedCitations(e)) * 2 + (pct !== null ? pct / 25 : 0);
}

function roleWeight(e: Usable): number {
  return 2 * yes(e, 'isDistinguished') + stated(e, 'distinction') + stated(e, 'dependedOn') + yes(e, 'hasLetter') + stated(e, 'organization');
}

function membershipWeight(e: Usable): number {
  return (
    2 * yes(e, 'requiresOutstandingAchievement') +
    yes(e, 'isExpertJudged') +
    stated(e, 'admissionRequirements') +
    stated(e, 'admittedBy') -
    2 * yes(e, 'requiresFee')
  );
}

const BY_TYPE: Partial<Record<Usable['type'], (e: Usable) => number>> = {
  award: awardWeight,
  media_coverage: mediaWeight,
  judging: judgingWeight,
  original_contribution: contributionWeight,
  patent: contributionWeight,
  publication: publicationWeight,
  leading_role: roleWeight,
  membership: membershipWeight,
  salary: (e) => (detailNumber(e, 'percentile') ?? 0) / 20 + stated(e, 'comparisonSource'),
  exhibition: (e) => yes(e, 'isSelective') + stated(e, 'venue'),
  recommendation_letter: (e) => 2 * yes(e, 'isIndependent') + (e.description.trim() ? 1 : 0),
};

/** The weight of an item's proof facts for the argument of its kind. */
export const weightOf = (e: Usable): number => BY_TYPE[e.type]?.(e) ?? 0;

/**
 * Items in the order they should be argued: primary exhibits before items only the CV documents, then by the
 * weight of their proof facts, then in exhibit order (the input order), so the choice is stable.
 */
export function strongestFirst(items: readonly Usable[]): Usable[] {
  return items
    .map((e, i) => ({ e, i, primary: isPrimary(e) ? 1 : 0, w: weightOf(e) }))
    .sort((a, b) => b.primary - a.primary || b.w - a.w || a.i - b.i)
    .map(({ e }) => e);
}

/**
 * Proof facts that defeat an element of the item's criterion: an award limited to one institution, locality
 * or region (not national or international), material in an institutional outlet or not about the person, a
 * membership bought with a fee. Such an item is never argued in depth; the appendix still lists it.
 */
export function failsElement(e: Usable): boolean {
  const scope = detailScope(e);
  if (e.type === 'award') return scope === 'institutional' || scope === 'local' || scope === 'regional';
  if (e.type === 'media_coverage') return detailString(e, 'outletKind') === 'institutional' || detailBoolean(e, 'isAboutPerson') === false;
  if (e.type === 'membership') return detailBoolean(e, 'requiresFee') === true;
  return false;
}
