/**
 * Suggestions grouped by the criterion they serve, so a long CV is reviewed a criterion at a time, and the groups
 * that can still change a criterion's level come first.
 *
 * The mapping of evidence types to criteria is the domain's (FOCUSES, the criteria of 8 C.F.R. 204.5(h)(3) with the
 * evidence types each rests on). A type that serves several criteria goes to the most specific one (a publication
 * to (vi) scholarly articles rather than (v) contributions, which lists five types). Degrees and licences serve the
 * NIW threshold (8 C.F.R. 204.5(k)); what serves no criterion by itself (grants, letters, other) comes last.
 */
import type { TEvidenceItem } from '@acclaim/contracts';
import { EVIDENCE_TYPES, findingName, type EvidenceType } from '@acclaim/domain';
import { FOCUSES, type Focus } from '@acclaim/domain/recommendations';

export type CriterionGroupId = Focus['id'] | 'niw-threshold' | 'other';

const EB1A_FOCUSES = FOCUSES.filter((focus) => focus.petitionType === 'EB1A');
const NIW_THRESHOLD_TYPES: readonly EvidenceType[] = ['degree', 'license'];

function criterionOfType(type: EvidenceType): CriterionGroupId {
  const serving = EB1A_FOCUSES.filter((focus) => focus.evidenceTypes.includes(type));
  if (serving.length) return [...serving].sort((a, b) => a.evidenceTypes.length - b.evidenceTypes.length)[0]!.id;
  return NIW_THRESHOLD_TYPES.includes(type) ? 'niw-threshold' : 'other';
}

/** Each evidence type's group, worked out once. */
export const CRITERION_OF_TYPE: Readonly<Record<EvidenceType, CriterionGroupId>> = Object.fromEntries(
  EVIDENCE_TYPES.map((type) => [type, criterionOfType(type)]),
) as Record<EvidenceType, CriterionGroupId>;

/** In the regulation's order: (i) … (x), then the NIW threshold, then the rest. */
const GROUP_ORDER: readonly CriterionGroupId[] = [...EB1A_FOCUSES.map((focus) => focus.id), 'niw-threshold', 'other'];

const GROUP_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(EB1A_FOCUSES.map((focus) => [focus.id, findingName({ id: focus.id, label: focus.label })])),
  'niw-threshold': 'NIW threshold: degree or licence',
  other: 'Other supporting evidence',
};

export interface CriterionGroup {
  id: CriterionGroupId;
  name: string;
  /** The suggestions of this group, in the order given. */
  items: TEvidenceItem[];
  /** Accepted items of the case serving this criterion now. */
  acceptedCount: number;
  /**
   * Whether accepting here can change a criterion's level in the sense the review cares about first: the criterion
   * has no accepted evidence yet. "Other" never does.
   */
  isUncovered: boolean;
}

export const groupIdOf = (item: Pick<TEvidenceItem, 'type'>): CriterionGroupId => CRITERION_OF_TYPE[item.type];

/**
 * The suggestions in groups: criteria without accepted evidence first, then those already covered, each in the
 * regulation's order, and "other" last. `coveredAtStart` fixes the order while the person works, so a group does not
 * jump away from under them the moment its first item is accepted; without it the order follows `allItems` now.
 */
export function groupSuggestions(
  suggestions: readonly TEvidenceItem[],
  allItems: readonly TEvidenceItem[],
  coveredAtStart?: ReadonlySet<CriterionGroupId>,
): CriterionGroup[] {
  const accepted = new Map<CriterionGroupId, number>();
  for (const item of allItems) if (item.status === 'accepted') accepted.set(groupIdOf(item), (accepted.get(groupIdOf(item)) ?? 0) + 1);
  const covered = coveredAtStart ?? new Set(accepted.keys());
  const groups = GROUP_ORDER.map((id) => ({
    id,
    name: GROUP_NAMES[id] ?? id,
    items: suggestions.filter((item) => groupIdOf(item) === id),
    acceptedCount: accepted.get(id) ?? 0,
    isUncovered: id !== 'other' && !covered.has(id),
  })).filter((group) => group.items.length > 0);
  const rank = (group: CriterionGroup) => (group.id === 'other' ? 2 : group.isUncovered ? 0 : 1);
  return groups
    .map((group, index) => ({ group, index }))
    .sort((a, b) => rank(a.group) - rank(b.group) || a.index - b.index)
    .map(({ group }) => group);
}

/** The criteria with accepted evidence now: the snapshot `groupSuggestions` orders by. */
export function coveredCriteria(allItems: readonly TEvidenceItem[]): Set<CriterionGroupId> {
  return new Set(allItems.filter((item) => item.status === 'accepted').map(groupIdOf));
}
