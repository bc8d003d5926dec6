import { sentenceText } from './plain-text';
import type { Block, Paragraph, Run, Section, Sentence } from './schema';
import { blockParagraphs } from './walk';

/**
 * Turns an edited section back into sentences with provenance. The editor works on paragraphs of runs and
 * knows nothing of sentences, so the server splits each paragraph again and decides, per sentence:
 * - its evidence: the evidence ids of its exhibit references;
 * - whether it is factual: as before when the sentence is unchanged; otherwise when it points to an exhibit
 *   or states a number (a figure about the applicant needs a source), so the filing check can ask for one.
 * A sentence the user did not touch keeps exactly what the generator gave it.
 */

const SENTENCE_END = /([.!?]["”’)\]]*)(\s+)(?=["“‘([]?[\p{Lu}\p{N}])/u;
/** Abbreviations that end in a period without ending a sentence. */
const ABBREVIATION =
  /(?:\b(?:Dr|Mr|Mrs|Ms|Prof|No|Nos|Vol|pp|al|Inc|Ltd|Co|Corp|Jr|Sr|St|U\.S|e\.g|i\.e|v|vs|Fed|Cir|Supp|Reg|Dec|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Cf|cf|Id|id|Ex|Exh)\.|\b\p{Lu}\.|§)$/u;

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Splits a run list into sentences' runs; only text runs can end a sentence. */
export function splitRuns(runs: readonly Run[]): Run[][] {
  const sentences: Run[][] = [];
  let current: Run[] = [];
  const push = (run: Run) => {
    if (run.type === 'text' && run.text === '') return;
    current.push(run);
  };
  for (const run of runs) {
    if (run.type !== 'text') {
      push(run);
      continue;
    }
    let rest = run.text;
    for (;;) {
      const match = SENTENCE_END.exec(rest);
      if (!match) break;
      const end = match.index + match[1]!.length;
      const before = rest.slice(0, end);
      const prefix = current.map((r) => (r.type === 'text' ? r.text : ' )')).join('') + before;
      if (ABBREVIATION.test(prefix.slice(0, prefix.length - match[1]!.length + 1).trimEnd())) {
        // "Dr. Raman": not an end. Keep the text and look further on.
        push({ ...run, text: rest.slice(0, end + match[2]!.length) });
        rest = rest.slice(end + match[2]!.length);
        continue;
      }
      push({ ...run, text: before });
      if (current.length) sentences.push(current);
      current = [];
      rest = rest.slice(end + match[2]!.length);
    }
    push({ ...run, text: rest });
  }
  if (current.some((r) => r.type !== 'text' || r.text.trim() !== '')) sentences.push(current);
  return sentences;
}

const hasNumber = (runs: readonly Run[]): boolean => runs.some((r) => r.type === 'text' && /\d/.test(r.text));

function reconcileParagraph(paragraph: Paragraph, known: ReadonlyMap<string, Sentence>): Paragraph {
  const runs = paragraph.sentences.flatMap((s) => s.runs);
  return {
    sentences: splitRuns(runs).map((sentenceRuns) => {
      const evidenceIds = [...new Set(sentenceRuns.flatMap((r) => (r.type === 'exhibit' ? r.evidenceIds : [])))];
      const draft: Sentence = { runs: sentenceRuns, isFactual: false, evidenceIds };
      const before = known.get(normalize(sentenceText(draft)));
      if (before) return { ...before, runs: sentenceRuns };
      const cites = sentenceRuns.some((r) => r.type === 'exhibit');
      return { ...draft, isFactual: cites || hasNumber(sentenceRuns) };
    }),
  };
}

/** The edited blocks with sentences and provenance re-derived against the section as it was. */
export function reconcileBlocks(blocks: readonly Block[], previous: Section | undefined): Block[] {
  const known = new Map<string, Sentence>();
  for (const block of previous?.blocks ?? []) {
    for (const { paragraph } of blockParagraphs(block)) {
      for (const sentence of paragraph.sentences) known.set(normalize(sentenceText(sentence)), sentence);
    }
  }
  return blocks.flatMap((block): Block[] => {
    if (block.type === 'heading') return block.text.trim() ? [{ ...block, text: block.text.trim() }] : [];
    if (block.type === 'paragraph') {
      const p = reconcileParagraph(block, known);
      return p.sentences.length ? [{ type: 'paragraph', ...p }] : [];
    }
    const items = block.items.map((item) => reconcileParagraph(item, known)).filter((p) => p.sentences.length);
    return items.length ? [{ ...block, items }] : [];
  });
}
