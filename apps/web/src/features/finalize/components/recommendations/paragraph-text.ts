import { paragraphText, type Block, type ParagraphBlock, type Run, type Section } from '@acclaim/domain/letter';
import type { TLetterEvidence } from '@acclaim/contracts';

/**
 * A letter's paragraphs as plain text for a textarea and back. Exhibit references stay in the text as
 * "(Exhibit B-1)" and become exhibit runs again on save, carrying the evidence the original paragraph tied to
 * that label (else every accepted item of that exhibit), so an edited sentence keeps its provenance. The
 * server then splits sentences and restores what it knew of every sentence left as it was.
 */

const REFERENCE = /\s*\((Exhibits?)\s+([A-Za-z0-9][\w.-]*(?:\s*(?:,|and)\s*[A-Za-z0-9][\w.-]*)*)\)/g;

export const blockToText = (block: ParagraphBlock): string => paragraphText(block);

function evidenceByLabel(section: Section, evidence: readonly TLetterEvidence[]): Map<string, string[]> {
  const byLabel = new Map<string, Set<string>>();
  const add = (label: string, ids: readonly string[]) => {
    const set = byLabel.get(label) ?? new Set<string>();
    ids.forEach((id) => set.add(id));
    byLabel.set(label, set);
  };
  for (const block of section.blocks) {
    const paragraphs = block.type === 'paragraph' ? [block] : block.type === 'list' ? block.items : [];
    for (const run of paragraphs.flatMap((p) => p.sentences.flatMap((s) => s.runs))) if (run.type === 'exhibit') add(run.label, run.evidenceIds);
  }
  for (const item of evidence) if (item.exhibit && !byLabel.has(item.exhibit)) add(item.exhibit, [item.id]);
  return new Map([...byLabel].map(([label, ids]) => [label, [...ids]]));
}

function textToRuns(text: string, idsOf: ReadonlyMap<string, string[]>): Run[] {
  const runs: Run[] = [];
  let at = 0;
  for (const match of text.matchAll(REFERENCE)) {
    const before = text.slice(at, match.index);
    if (before) runs.push({ type: 'text', text: before, marks: [] });
    for (const label of match[2]!.split(/\s*(?:,|and)\s*/).filter(Boolean)) runs.push({ type: 'exhibit', label, evidenceIds: idsOf.get(label) ?? [] });
    at = match.index + match[0].length;
  }
  const rest = text.slice(at);
  if (rest) runs.push({ type: 'text', text: rest, marks: [] });
  return runs;
}

/** One textarea's text as paragraph blocks: a blank line starts a new paragraph; an emptied textarea removes it. */
export function textToBlocks(text: string, section: Section, evidence: readonly TLetterEvidence[]): ParagraphBlock[] {
  const idsOf = evidenceByLabel(section, evidence);
  return text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((part) => ({ type: 'paragraph', sentences: [{ runs: textToRuns(part, idsOf), isFactual: false, evidenceIds: [] }] }));
}

/** The section's blocks with each edited paragraph (by block index) replaced; other blocks stay as they were. */
export function editedBlocks(section: Section, texts: ReadonlyMap<number, string>, evidence: readonly TLetterEvidence[]): Block[] {
  return section.blocks.flatMap((block, i) => {
    const text = texts.get(i);
    return block.type === 'paragraph' && text !== undefined ? textToBlocks(text, section, evidence) : [block];
  });
}
