import { exhibitHeading } from './generated-pages';
import { EXHIBIT_INDEX_TITLE, UNGROUPED_HEADING } from './exhibit-index';
import { groupByCriterion, type OrderedPart } from './order-parts';
import type { OutlineNode } from './outline';

/** A part once its pages are in the combined document (0-based page indices, end exclusive). */
export interface PlacedPart {
  ordered: OrderedPart;
  startIndex: number;
  /** After an exhibit's tab page; equal to startIndex for other parts. */
  contentStartIndex: number;
  endIndex: number;
}

export const RECOMMENDATION_LETTERS_TITLE = 'Recommendation letters';
export const EXHIBITS_TITLE = 'Exhibits';

export const exhibitBookmarkTitle = (label: string, title: string) => `${exhibitHeading(label)}: ${title}`;

/**
 * Bookmarks in filing order: each part; the recommendation letters under one heading; the exhibit index; the
 * exhibits under one heading, grouped by criterion when the exhibits name criteria. Exhibits open at their tab.
 */
export function buildOutline(placed: readonly PlacedPart[], indexStartIndex: number | null): OutlineNode[] {
  const nodes: OutlineNode[] = [];
  const letters = placed.filter((item) => item.ordered.part.kind === 'recommendation-letter');
  const exhibits = placed.filter((item) => item.ordered.part.kind === 'exhibit');
  for (const item of placed) {
    const { kind, title } = item.ordered.part;
    if (kind === 'transmittal' || kind === 'forms' || kind === 'petition-letter') nodes.push({ title, pageIndex: item.startIndex });
  }
  if (letters.length) {
    nodes.push({
      title: RECOMMENDATION_LETTERS_TITLE,
      pageIndex: letters[0]!.startIndex,
      children: letters.map((item) => ({ title: item.ordered.part.title, pageIndex: item.startIndex })),
    });
  }
  if (indexStartIndex !== null) nodes.push({ title: EXHIBIT_INDEX_TITLE, pageIndex: indexStartIndex });
  if (exhibits.length) {
    const startOf = new Map(exhibits.map((item) => [item.ordered, item.startIndex]));
    const exhibitNode = (ordered: OrderedPart): OutlineNode => ({
      title: exhibitBookmarkTitle(ordered.label ?? '', ordered.part.title),
      pageIndex: startOf.get(ordered)!,
    });
    const groups = groupByCriterion(exhibits.map((item) => item.ordered));
    const isGrouped = groups.some((group) => group.criterion !== null);
    nodes.push({
      title: EXHIBITS_TITLE,
      pageIndex: exhibits[0]!.startIndex,
      children: isGrouped
        ? groups.map((group) => ({
            title: group.criterion ?? UNGROUPED_HEADING,
            pageIndex: startOf.get(group.exhibits[0]!)!,
            children: group.exhibits.map(exhibitNode),
          }))
        : exhibits.map((item) => exhibitNode(item.ordered)),
    });
  }
  return nodes;
}
