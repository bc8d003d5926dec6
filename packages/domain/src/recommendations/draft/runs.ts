import { capitalize } from '../../letter/compose/format';
import { text } from '../../letter/compose/sentences';
import type { Block, Letter, Run, Sentence } from '../../letter/schema';
import type { LetterItem } from '../plan-facts';

/**
 * Sentences whose exhibit references sit beside the words they support, and the guard that keeps every
 * reference apart from the word after it. Spacing between runs is part of the text runs, so a text run that
 * follows "(Exhibit A-1)" must open with a space or punctuation, or the letter reads "(Exhibit A-1)best".
 */

/** Punctuation that may follow an exhibit reference directly: "(Exhibit A-1).", "(Exhibit A-1), and". */
const JOINS_DIRECTLY = /^[\s.,;:!?)\]”’]/u;

/**
 * A factual sentence from text and items: each item prints its exhibit reference where it stands
 * ("“A” (Exhibit B-1) and “B” (Exhibit B-2)"). Unlike a trimmed join, the text after an item keeps its
 * leading space, and the sentence ends with one full stop.
 */
export function inlineFact(parts: readonly (string | LetterItem)[]): Sentence {
  const runs: Run[] = [];
  const ids: string[] = [];
  parts.forEach((part, i) => {
    if (typeof part !== 'string') {
      runs.push({ type: 'exhibit', label: part.exhibit, evidenceIds: [part.id] });
      ids.push(part.id);
      return;
    }
    let t = i === parts.length - 1 ? part.replace(/[.\s]+$/, '') : part;
    if (i === 0) t = capitalize(t.trimStart());
    if (t) runs.push(text(t));
  });
  runs.push(text('.'));
  return { runs: spaced(runs), isFactual: true, evidenceIds: [...new Set(ids)] };
}

/** The runs with a space put after every exhibit reference that a word would otherwise touch. */
function spaced(runs: readonly Run[]): Run[] {
  return runs.map((run, i) => {
    const before = runs[i - 1];
    if (run.type !== 'text' || before?.type !== 'exhibit' || run.text === '' || JOINS_DIRECTLY.test(run.text)) return run;
    return { ...run, text: ` ${run.text}` };
  });
}

const spacedSentence = (s: Sentence): Sentence => ({ ...s, runs: spaced(s.runs) });

function spacedBlock(block: Block): Block {
  if (block.type === 'paragraph') return { ...block, sentences: block.sentences.map(spacedSentence) };
  if (block.type === 'list') return { ...block, items: block.items.map((item) => ({ ...item, sentences: item.sentences.map(spacedSentence) })) };
  return block;
}

/** The whole letter with no exhibit reference fused into the word after it: the last guard before it is stored. */
export const separateExhibitReferences = (letter: Letter): Letter => ({
  ...letter,
  sections: letter.sections.map((section) => ({ ...section, blocks: section.blocks.map(spacedBlock) })),
});
