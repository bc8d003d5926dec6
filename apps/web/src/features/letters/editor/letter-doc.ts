import type { JSONContent } from '@tiptap/react';
import { citationText, exhibitReference, RUN_MARKS, type Block, type Paragraph, type Run, type RunMark } from '@acclaim/domain/letter';

/**
 * The letter's blocks as the section editor's document (TipTap JSON) and back. Pure, so it is tested without
 * an editor and the editor only ever holds what the letter model can say:
 * - heading (levels 2, 3) ↔ heading block; paragraph ↔ paragraph block; bullet/ordered list ↔ list block
 *   whose items are one paragraph each;
 * - text with bold/italic marks ↔ text runs; the inline atoms `exhibit` {label, evidenceIds} and
 *   `citation` {authorityId} ↔ exhibit and citation runs.
 *
 * The editor knows nothing of sentences: a paragraph opens as its sentences' runs joined by a space, and goes
 * back as ONE non-factual sentence holding every run. The server splits it into sentences again and re-derives
 * each one's provenance from its exhibit references (reconcile-edit.ts in @acclaim/domain/letter).
 */

export const EXHIBIT_NODE = 'exhibit';
export const CITATION_NODE = 'citation';

export interface ExhibitAttrs {
  label: string;
  evidenceIds: string[];
}
export interface CitationAttrs {
  authorityId: string;
  /** The library's pinpoint, when the citation carries one. */
  pin?: string;
}

// ---- blocks → document --------------------------------------------------------------------------------

function runToInline(run: Run): JSONContent | null {
  switch (run.type) {
    case 'text': {
      // ProseMirror has no empty text nodes.
      if (run.text === '') return null;
      const marks = RUN_MARKS.filter((mark) => run.marks.includes(mark)).map((type) => ({ type }));
      return marks.length ? { type: 'text', text: run.text, marks } : { type: 'text', text: run.text };
    }
    case 'citation':
      return { type: CITATION_NODE, attrs: { authorityId: run.authorityId, ...(run.pin ? { pin: run.pin } : {}) } satisfies CitationAttrs };
    case 'exhibit':
      return { type: EXHIBIT_NODE, attrs: { label: run.label, evidenceIds: [...run.evidenceIds] } satisfies ExhibitAttrs };
  }
}

const startsWithSpace = (run: Run | undefined) => run?.type === 'text' && /^\s/.test(run.text);
const endsWithSpace = (run: Run | undefined) => run?.type === 'text' && /\s$/.test(run.text);

/** A paragraph's sentences as one run list, with the space `paragraphText` prints between sentences. */
export function paragraphRuns(paragraph: Paragraph): Run[] {
  const runs: Run[] = [];
  for (const sentence of paragraph.sentences) {
    if (sentence.runs.length === 0) continue;
    if (runs.length > 0 && !endsWithSpace(runs.at(-1)) && !startsWithSpace(sentence.runs[0])) runs.push({ type: 'text', text: ' ', marks: [] });
    runs.push(...sentence.runs);
  }
  return runs;
}

function paragraphNode(paragraph: Paragraph): JSONContent {
  const content = paragraphRuns(paragraph)
    .map(runToInline)
    .filter((node): node is JSONContent => node !== null);
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
}

function blockToNode(block: Block): JSONContent {
  switch (block.type) {
    case 'heading':
      return { type: 'heading', attrs: { level: block.level }, content: [{ type: 'text', text: block.text }] };
    case 'paragraph':
      return paragraphNode(block);
    case 'list':
      return {
        type: block.ordered ? 'orderedList' : 'bulletList',
        content: block.items.map((item) => ({ type: 'listItem', content: [paragraphNode(item)] })),
      };
  }
}

/** A section's blocks as the editor's document. An empty section opens as one empty paragraph to type in. */
export function blocksToEditorJson(blocks: readonly Block[]): JSONContent {
  const content = blocks.map(blockToNode);
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

// ---- document → blocks --------------------------------------------------------------------------------

const isRunMark = (type: string): type is RunMark => (RUN_MARKS as readonly string[]).includes(type);

function inlineToRun(node: JSONContent): Run | null {
  if (node.type === 'text') {
    const types = new Set((node.marks ?? []).map((mark) => mark.type).filter(isRunMark));
    return { type: 'text', text: node.text ?? '', marks: RUN_MARKS.filter((mark) => types.has(mark)) };
  }
  if (node.type === CITATION_NODE) {
    const authorityId = String(node.attrs?.authorityId ?? '');
    const pin = typeof node.attrs?.pin === 'string' && node.attrs.pin ? node.attrs.pin : undefined;
    return authorityId ? { type: 'citation', authorityId, ...(pin ? { pin } : {}) } : null;
  }
  if (node.type === EXHIBIT_NODE) {
    const label = String(node.attrs?.label ?? '');
    const ids: unknown = node.attrs?.evidenceIds;
    const evidenceIds = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
    return label ? { type: 'exhibit', label, evidenceIds } : null;
  }
  // Anything else inline (a hard break pasted from elsewhere) reads as a space.
  return { type: 'text', text: ' ', marks: [] };
}

const sameMarks = (a: readonly RunMark[], b: readonly RunMark[]) => a.length === b.length && a.every((mark, i) => mark === b[i]);

/** Inline nodes as runs; neighbouring text with the same marks is one run, as the letter model writes it. */
function inlineRuns(nodes: readonly JSONContent[]): Run[] {
  const runs: Run[] = [];
  for (const node of nodes) {
    const run = inlineToRun(node);
    if (!run || (run.type === 'text' && run.text === '')) continue;
    const last = runs.at(-1);
    if (run.type === 'text' && last?.type === 'text' && sameMarks(last.marks, run.marks)) runs[runs.length - 1] = { ...last, text: last.text + run.text };
    else runs.push(run);
  }
  return runs;
}

const hasWords = (runs: readonly Run[]) => runs.some((run) => run.type !== 'text' || run.text.trim() !== '');

/** One paragraph as a single non-factual sentence (null when empty): the server splits and classifies it. */
function toParagraph(runs: Run[]): Paragraph | null {
  return hasWords(runs) ? { sentences: [{ runs, isFactual: false, evidenceIds: [] }] } : null;
}

/** The printed text of inline nodes, for headings, which hold plain text in the letter model. */
function inlineText(nodes: readonly JSONContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.text ?? '';
      if (node.type === CITATION_NODE) return citationText(String(node.attrs?.authorityId ?? ''));
      if (node.type === EXHIBIT_NODE) return exhibitReference([String(node.attrs?.label ?? '')]);
      return ' ';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A list item's paragraphs, joined into one as the letter model has one paragraph per item. Lists nested
 * inside an item (the editor does not make them, but pasted content might) follow it as items of their own.
 */
function listItems(list: JSONContent): Run[][] {
  const items: Run[][] = [];
  for (const item of list.content ?? []) {
    const inline: JSONContent[] = [];
    const nested: Run[][] = [];
    for (const child of item.content ?? []) {
      if (child.type === 'bulletList' || child.type === 'orderedList') nested.push(...listItems(child));
      else if (child.content?.length) inline.push(...(inline.length ? [{ type: 'text', text: ' ' }] : []), ...child.content);
    }
    items.push(inlineRuns(inline), ...nested);
  }
  return items;
}

function nodeToBlocks(node: JSONContent): Block[] {
  switch (node.type) {
    case 'heading': {
      const text = inlineText(node.content ?? []);
      const level = Number(node.attrs?.level) >= 3 ? 3 : 2;
      return text ? [{ type: 'heading', level, text }] : [];
    }
    case 'paragraph': {
      const paragraph = toParagraph(inlineRuns(node.content ?? []));
      return paragraph ? [{ type: 'paragraph', ...paragraph }] : [];
    }
    case 'bulletList':
    case 'orderedList': {
      const items = listItems(node)
        .map(toParagraph)
        .filter((item): item is Paragraph => item !== null);
      return items.length ? [{ type: 'list', ordered: node.type === 'orderedList', items }] : [];
    }
    default: {
      // Blocks the letter model has no place for keep their words: inline content as a paragraph, blocks as blocks.
      const children = node.content ?? [];
      const isInline = children.some((child) => child.type === 'text' || child.type === EXHIBIT_NODE || child.type === CITATION_NODE);
      return isInline ? nodeToBlocks({ type: 'paragraph', content: children }) : children.flatMap(nodeToBlocks);
    }
  }
}

/** The editor's document as letter blocks for the PATCH request. Empty paragraphs, headings and list items are dropped. */
export function editorJsonToBlocks(doc: JSONContent): Block[] {
  return (doc.content ?? []).flatMap(nodeToBlocks);
}
