import type { Finding, StrengthLevel } from '../../assessment/schema';
import type { Block, Paragraph, Section } from '../schema';
import type { ComposeContext } from './context';
import { usableItems } from './context';
import { itemSentences } from './evidence';
import { heading, listBlock, paragraph, prose, reasonSentences, text } from './sentences';

/** Pieces both outlines use: roman numbering, evidence paragraphs, argument, exhibit index. */

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX'];

/** Number the section headings in reading order ("III. Judging the Work of Others"); the index is unnumbered. */
export function numberSections(sections: Section[]): Section[] {
  let n = 0;
  return sections.map((s) => (s.kind === 'exhibit-index' ? s : { ...s, heading: `${ROMAN[n++] ?? String(n)}. ${s.heading}` }));
}

export const AT_LEAST_BORDERLINE: ReadonlySet<StrengthLevel> = new Set(['strong', 'likely', 'borderline']);

/** One paragraph per usable item of the finding. */
export function evidenceBlocks(ctx: ComposeContext, evidenceIds: readonly string[]): Block[] {
  return usableItems(ctx, evidenceIds).map((e) => paragraph(itemSentences(ctx, e)));
}

/** The engine's strengths for a finding, restated about the applicant; nothing when none is usable. */
export function argumentBlocks(ctx: ComposeContext, finding: Finding, title: string): Block[] {
  const sentences = reasonSentences(ctx, finding.strengths);
  return sentences.length ? [heading(title), paragraph(sentences)] : [];
}

/** Lists "A, B and C". */
export function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Exhibit labels in filing order: "A-2" before "A-10", letters first. */
function compareLabels(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** The exhibit index: every exhibit the letter cites, with the titles of the items it holds. */
export function exhibitIndex(ctx: ComposeContext, sections: readonly Section[]): Section | null {
  const cited = new Set<string>();
  const walk = (p: Paragraph) => p.sentences.forEach((s) => s.runs.forEach((r) => r.type === 'exhibit' && cited.add(r.label)));
  for (const section of sections) {
    for (const block of section.blocks) {
      if (block.type === 'paragraph') walk(block);
      else if (block.type === 'list') block.items.forEach(walk);
    }
  }
  if (cited.size === 0) return null;
  const items: Paragraph[] = [...cited].sort(compareLabels).map((label) => {
    const titles = [...ctx.usable.values()].filter((e) => e.exhibit === label).map((e) => e.title.trim());
    return { sentences: [prose({ type: 'exhibit', label, evidenceIds: [] }, text(` ${titles.join('; ')}`))] };
  });
  return { id: 'exhibit-index', heading: 'Exhibit Index', kind: 'exhibit-index', reviewState: 'draft', blocks: [listBlock(items)] };
}

export const section = (id: string, kind: Section['kind'], title: string, blocks: Block[]): Section => ({ id, heading: title, kind, reviewState: 'draft', blocks });
