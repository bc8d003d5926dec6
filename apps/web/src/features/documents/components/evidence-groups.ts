import type { TEvidenceItem } from '@acclaim/contracts';
import { EVIDENCE_TYPES } from '@acclaim/domain';
import type { EvidenceFilterValue } from './evidence-filter';

export function countByStatus(items: TEvidenceItem[]): Record<EvidenceFilterValue, number> {
  const counts = { suggested: 0, accepted: 0, rejected: 0, all: items.length };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

export type EvidenceTypeGroup = ReturnType<typeof groupByType>[number];

/** Items of one kind under a heading, in the order of the evidence types. */
export function groupByType(items: TEvidenceItem[]) {
  return EVIDENCE_TYPES.map((type) => ({ type, items: items.filter((item) => item.type === type) })).filter((group) => group.items.length > 0);
}
