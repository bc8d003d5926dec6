import { blockParagraphs, reconcileBlocks, splitRuns, type Block, type Paragraph, type Run, type Section } from '@acclaim/domain/letter';
import { AUTHORITIES, isLibraryPin } from '@acclaim/domain/authorities';

/**
 * The plain markup a language model reads and writes instead of our run structure: prose with
 * `[[cite:kazarian]]` for a library citation and `[[exhibit:B-2]]` for an exhibit reference. Models copy such
 * tokens reliably, and turning them back into runs is exact.
 */
export type MarkupBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; ordered: boolean; items: string[] };

export interface SectionMarkup {
  heading: string;
  blocks: MarkupBlock[];
}

/** "[[cite:kazarian]]", "[[cite:dhanasar|887]]" (with the library's pinpoint), "[[exhibit:B-2]]". */
const TOKEN = /\[\[(cite|exhibit):([^\]|\s]+)(?:\|([^\]]+))?\]\]/g;

function runsToMarkup(runs: readonly Run[]): string {
  return runs
    .map((run) => {
      if (run.type === 'text') return run.text;
      if (run.type === 'citation') return `[[cite:${run.authorityId}${run.pin ? `|${run.pin}` : ''}]]`;
      return `[[exhibit:${run.label}]]`;
    })
    .join('');
}

const paragraphMarkup = (p: Paragraph): string => p.sentences.map((s) => runsToMarkup(s.runs).trim()).join(' ');

export function sectionToMarkup(section: Section): SectionMarkup {
  return {
    heading: section.heading,
    blocks: section.blocks.map((block): MarkupBlock => {
      if (block.type === 'heading') return { type: 'heading', text: block.text };
      if (block.type === 'paragraph') return { type: 'paragraph', text: paragraphMarkup(block) };
      return { type: 'list', ordered: block.ordered, items: block.items.map(paragraphMarkup) };
    }),
  };
}

/** A citation token's run; a pinpoint the library does not give for that authority is dropped, never printed. */
function citationRun(authorityId: string, pin: string | undefined): Run {
  const authority = AUTHORITIES.find((a) => a.id === authorityId);
  const keep = pin !== undefined && authority !== undefined && isLibraryPin(authority, pin.trim());
  return { type: 'citation', authorityId, ...(keep ? { pin: pin.trim() } : {}) };
}

/** Runs of a markup text; an exhibit token carries the evidence the brief tied to that exhibit. */
export function markupToRuns(text: string, evidenceByExhibit: ReadonlyMap<string, readonly string[]>): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) runs.push({ type: 'text', text: text.slice(last, match.index), marks: [] });
    const value = match[2]!;
    runs.push(match[1] === 'cite' ? citationRun(value, match[3]) : { type: 'exhibit', label: value, evidenceIds: [...(evidenceByExhibit.get(value) ?? [])] });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ type: 'text', text: text.slice(last), marks: [] });
  return runs;
}

/** Exhibit label → the evidence ids the section's sentences tie to it. */
export function evidenceByExhibit(section: Section): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const block of section.blocks) {
    for (const { paragraph } of blockParagraphs(block)) {
      for (const sentence of paragraph.sentences) {
        for (const run of sentence.runs) {
          if (run.type !== 'exhibit') continue;
          const set = out.get(run.label) ?? new Set<string>();
          for (const id of run.evidenceIds.length ? run.evidenceIds : sentence.evidenceIds) set.add(id);
          out.set(run.label, set);
        }
      }
    }
  }
  return new Map([...out].map(([label, ids]) => [label, [...ids]]));
}

/**
 * A section from the model's markup. Sentences are split and their provenance derived as for a user's edit
 * (reconcileBlocks): a sentence pointing to an exhibit rests on that exhibit's evidence; one stating a number
 * without an exhibit is factual and unsupported, which the drafter's check then rejects.
 */
export function markupToSection(markup: SectionMarkup, brief: Section): Section {
  const byExhibit = evidenceByExhibit(brief);
  const paragraph = (text: string): Paragraph => ({
    sentences: splitRuns(markupToRuns(text, byExhibit)).map((runs) => ({ runs, isFactual: false, evidenceIds: [] })),
  });
  const blocks: Block[] = markup.blocks.map((block): Block => {
    if (block.type === 'heading') return { type: 'heading', level: 2, text: block.text };
    if (block.type === 'paragraph') return { type: 'paragraph', ...paragraph(block.text) };
    return { type: 'list', ordered: block.ordered, items: block.items.map(paragraph) };
  });
  return { ...brief, heading: markup.heading.trim() || brief.heading, blocks: reconcileBlocks(blocks, undefined) };
}
