import { PART_KINDS, type PackagePart } from './package-types';

/** What ordering, grouping and the transmittal letter need of a part; the file is not needed. */
export type PartSummary = Pick<PackagePart, 'kind' | 'title' | 'exhibitLabel' | 'criterion'>;

export interface OrderedPart<P extends PartSummary = PackagePart> {
  part: P;
  /** Index in the caller's list, for problems reported back. */
  partIndex: number;
  /** The exhibit's label as printed (given, or its number among the exhibits); null for other parts. */
  label: string | null;
}

const RANK = new Map(PART_KINDS.map((kind, index) => [kind, index]));

/**
 * Filing order: transmittal letter, forms, petition letter, recommendation letters, exhibits. Parts of one kind
 * keep the caller's order (exhibits are numbered and grouped upstream), so the sort is stable by kind only.
 */
export function orderParts<P extends PartSummary>(parts: readonly P[]): OrderedPart<P>[] {
  let exhibitNumber = 0;
  return parts
    .map((part, partIndex) => ({ part, partIndex }))
    .sort((a, b) => (RANK.get(a.part.kind) ?? 0) - (RANK.get(b.part.kind) ?? 0) || a.partIndex - b.partIndex)
    .map(({ part, partIndex }) => {
      if (part.kind !== 'exhibit') return { part, partIndex, label: null };
      exhibitNumber++;
      return { part, partIndex, label: part.exhibitLabel?.trim() || String(exhibitNumber) };
    });
}

export interface ExhibitGroup<P extends PartSummary> {
  criterion: string | null;
  exhibits: OrderedPart<P>[];
}

export const criterionOf = (part: PartSummary) => part.criterion?.trim() || null;

/** Runs of consecutive exhibits under the same criterion, as the index, the bookmarks and the letter show them. */
export function groupByCriterion<P extends PartSummary>(exhibits: readonly OrderedPart<P>[]): ExhibitGroup<P>[] {
  const groups: ExhibitGroup<P>[] = [];
  for (const exhibit of exhibits) {
    const criterion = criterionOf(exhibit.part);
    const last = groups[groups.length - 1];
    if (last && last.criterion === criterion) last.exhibits.push(exhibit);
    else groups.push({ criterion, exhibits: [exhibit] });
  }
  return groups;
}
