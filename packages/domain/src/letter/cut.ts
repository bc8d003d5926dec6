import { countWords, WORDS_PER_PAGE } from './plain-text';
import { sectionToPlainText } from './plain-text';
import type { Block, Letter, Section } from './schema';

/** What a plan shows of a letter (`coverLetterPages` in plans.ts: Free Trial the first 2 pages, Analysis 5, Complete all of it). */
export interface LetterCut {
  /** The letter up to the page limit: whole sections, then the blocks of the section the cut goes through. */
  readonly letter: Letter;
  readonly isTruncated: boolean;
  /** Sections shown whole; only these may be edited, so nothing past the cut can be overwritten unseen. */
  readonly wholeSectionIds: readonly string[];
  /** The section shown in part, if the cut goes through one. */
  readonly partialSectionId: string | null;
  /** Sections past the cut, listed by heading so the reader knows what the full letter holds. */
  readonly hiddenSections: readonly { id: string; heading: string }[];
}

/**
 * Space on the page, in words: a heading or a paragraph break takes room that its words do not count (the
 * blank line, the larger type). Without this a letter of many short paragraphs, as composed letters are, would
 * print a page longer than its cut. Measured against the PDF and DOCX renderers: cuts at 1, 2, 3 and 5 pages
 * print within that many pages, the upgrade note included.
 */
const SECTION_HEADING_ROOM = 20;
const SUB_HEADING_ROOM = 12;
const PARAGRAPH_ROOM = 6;

function blockWords(block: Block): number {
  const words = countWords(sectionToPlainText({ id: 'x', heading: '', kind: 'introduction', reviewState: 'draft', blocks: [block] }));
  if (block.type === 'heading') return words + SUB_HEADING_ROOM;
  return words + PARAGRAPH_ROOM * (block.type === 'list' ? block.items.length : 1);
}

const sectionWords = (section: Section): number => countWords(section.heading) + SECTION_HEADING_ROOM + section.blocks.reduce((n, b) => n + blockWords(b), 0);

/**
 * Cuts a letter at `pageLimit` pages of WORDS_PER_PAGE words, counting the room headings and paragraph breaks
 * take (null: no cut). Blocks are kept whole, and a
 * sub-heading is never left as the last thing before the cut. The renderers print the cut letter, so the
 * preview and both export formats stop at the same sentence.
 */
export function cutLetter(letter: Letter, pageLimit: number | null): LetterCut {
  const whole = (): LetterCut => ({
    letter,
    isTruncated: false,
    wholeSectionIds: letter.sections.map((s) => s.id),
    partialSectionId: null,
    hiddenSections: [],
  });
  if (pageLimit === null) return whole();
  let budget = pageLimit * WORDS_PER_PAGE - countWords(letter.title);
  const kept: Section[] = [];
  for (let i = 0; i < letter.sections.length; i++) {
    const section = letter.sections[i]!;
    const words = sectionWords(section);
    if (words <= budget) {
      kept.push(section);
      budget -= words;
      continue;
    }
    budget -= countWords(section.heading) + SECTION_HEADING_ROOM;
    const blocks: Block[] = [];
    for (const block of section.blocks) {
      const w = blockWords(block);
      if (w > budget) break;
      blocks.push(block);
      budget -= w;
    }
    while (blocks.at(-1)?.type === 'heading') blocks.pop();
    const partial = blocks.length ? { ...section, blocks } : null;
    const rest = letter.sections.slice(partial ? i + 1 : i);
    return {
      letter: { ...letter, sections: partial ? [...kept, partial] : kept },
      isTruncated: true,
      wholeSectionIds: kept.map((s) => s.id),
      partialSectionId: partial ? section.id : null,
      hiddenSections: rest.map((s) => ({ id: s.id, heading: s.heading })),
    };
  }
  return whole();
}
