import type { StrengthLevel } from '../../assessment/schema';
import type { Block, Paragraph, Section } from '../schema';
import type { ComposeContext } from './context';
import { ITEM_NOUNS } from './evidence';
import { compareLabels, formatDate, joinAnd } from './format';
import { listBlock, prose } from './sentences';

/** Pieces both outlines use: roman numbering, the section record, the exhibit index. */

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX'];

/** Sections printed without a number: the exhibit index and the appendix. */
export const isUnnumbered = (s: Pick<Section, 'kind'>): boolean => s.kind === 'exhibit-index' || s.kind === 'appendix';

/** Number the section headings in reading order ("III. Judging the Work of Others"); the index and the appendix are unnumbered. */
export function numberSections(sections: Section[]): Section[] {
  let n = 0;
  return sections.map((s) => (isUnnumbered(s) ? s : { ...s, heading: `${ROMAN[n++] ?? String(n)}. ${s.heading}` }));
}

export const AT_LEAST_BORDERLINE: ReadonlySet<StrengthLevel> = new Set(['strong', 'likely', 'borderline']);

export const section = (id: string, kind: Section['kind'], title: string, blocks: Block[]): Section => ({
  id,
  heading: title,
  kind,
  reviewState: 'draft',
  blocks,
});

/** Exhibit labels the sections cite, in any sentence. */
export function citedLabels(sections: readonly Section[]): Set<string> {
  const cited = new Set<string>();
  const walk = (p: Paragraph) => p.sentences.forEach((s) => s.runs.forEach((r) => r.type === 'exhibit' && cited.add(r.label)));
  for (const s of sections) {
    for (const block of s.blocks) {
      if (block.type === 'paragraph') walk(block);
      else if (block.type === 'list') block.items.forEach(walk);
    }
  }
  return cited;
}

/** "IV" from "IV. Judging the Work of Others"; "Appendix A" from the appendix's heading. */
const numeralOf = (heading: string): string | null => /^([IVXL]+)\. /.exec(heading)?.[1] ?? /^(Appendix [A-Z])\b/.exec(heading)?.[1] ?? null;

/**
 * The exhibit index: every exhibit the letter cites, in filing order, with the title, date and kind of
 * each item it holds and the sections that argue from it, so an officer can go from an exhibit to the
 * argument and back. The composer cites every usable exhibit somewhere in the body, so the index is the
 * complete list of exhibits the letter relies on.
 */
export function exhibitIndex(ctx: ComposeContext, sections: readonly Section[]): Section | null {
  const cited = citedLabels(sections);
  if (cited.size === 0) return null;
  const where = new Map<string, string[]>();
  for (const s of sections) {
    const numeral = numeralOf(s.heading);
    if (!numeral) continue;
    for (const label of citedLabels([s])) where.set(label, [...(where.get(label) ?? []), numeral]);
  }
  const items: Paragraph[] = [...cited].sort(compareLabels).map((label) => {
    const entries = ctx.items
      .filter((e) => e.exhibit === label)
      .map((e) => {
        const date = formatDate(e.date);
        return `${e.title.trim()}${date && !e.title.includes(date) ? ` (${date})` : ''}, ${ITEM_NOUNS[e.type][0]}`;
      });
    const places = where.get(label) ?? [];
    const numerals = places.filter((p) => !p.startsWith('Appendix'));
    const appendices = places.filter((p) => p.startsWith('Appendix'));
    const inSections = numerals.length ? `${numerals.length === 1 ? 'Section' : 'Sections'} ${joinAnd(numerals)}` : '';
    const argued = places.length ? `; cited in ${joinAnd([inSections, ...appendices].filter(Boolean))}` : '';
    return { sentences: [prose({ type: 'exhibit', label, evidenceIds: [] }, ` ${entries.join('; ')}${argued}`)] };
  });
  return { id: 'exhibit-index', heading: 'Exhibit Index', kind: 'exhibit-index', reviewState: 'draft', blocks: [listBlock(items)] };
}
