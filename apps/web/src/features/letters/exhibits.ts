import type { TLetterEvidence } from '@acclaim/contracts';

export interface ExhibitGroup {
  label: string;
  items: TLetterEvidence[];
}

/** "A-2" before "A-10": exhibit labels are a letter and a number, compared as such. */
export const compareExhibitLabels = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/** The case's exhibits with the evidence items each holds, in exhibit order; items without an exhibit are left out. */
export function exhibitGroups(evidence: readonly TLetterEvidence[]): ExhibitGroup[] {
  const groups = new Map<string, TLetterEvidence[]>();
  for (const item of evidence) {
    if (!item.exhibit) continue;
    groups.set(item.exhibit, [...(groups.get(item.exhibit) ?? []), item]);
  }
  return [...groups.entries()].map(([label, items]) => ({ label, items })).sort((a, b) => compareExhibitLabels(a.label, b.label));
}

/**
 * The evidence an exhibit reference rests on: the items it names, or, when it names none (the exhibit index
 * lists whole exhibits), every item of that exhibit. `missingIds` are named items the case no longer holds.
 */
export function evidenceOfReference(
  evidence: readonly TLetterEvidence[],
  reference: { label: string; evidenceIds: readonly string[] },
): { items: TLetterEvidence[]; missingIds: string[] } {
  if (reference.evidenceIds.length === 0) return { items: evidence.filter((item) => item.exhibit === reference.label), missingIds: [] };
  const byId = new Map(evidence.map((item) => [item.id, item]));
  const items: TLetterEvidence[] = [];
  const missingIds: string[] = [];
  for (const id of new Set(reference.evidenceIds)) {
    const item = byId.get(id);
    if (item) items.push(item);
    else missingIds.push(id);
  }
  return { items, missingIds };
}
