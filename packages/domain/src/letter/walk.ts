import type { Block, Paragraph, Section, Sentence, Letter } from './schema';

/** Where a sentence sits in a letter, for issue messages and for the editor to jump to it. */
export interface SentenceLocation {
  readonly sectionId: string;
  /** Index of the block inside the section. */
  readonly block: number;
  /** Index of the list item, for sentences inside a list block. */
  readonly item?: number;
  /** Index of the sentence inside its paragraph. */
  readonly sentence: number;
}

export interface LocatedSentence {
  readonly section: Section;
  readonly sentence: Sentence;
  readonly location: SentenceLocation;
}

/** The paragraphs of a block with their list-item index (none for headings). */
export function blockParagraphs(block: Block): { paragraph: Paragraph; item?: number }[] {
  switch (block.type) {
    case 'heading':
      return [];
    case 'paragraph':
      return [{ paragraph: block }];
    case 'list':
      return block.items.map((paragraph, item) => ({ paragraph, item }));
  }
}

/** Every sentence of the letter in reading order. */
export function letterSentences(letter: Letter): LocatedSentence[] {
  const out: LocatedSentence[] = [];
  for (const section of letter.sections) {
    section.blocks.forEach((block, b) => {
      for (const { paragraph, item } of blockParagraphs(block)) {
        paragraph.sentences.forEach((sentence, s) => {
          out.push({ section, sentence, location: { sectionId: section.id, block: b, ...(item === undefined ? {} : { item }), sentence: s } });
        });
      }
    });
  }
  return out;
}
