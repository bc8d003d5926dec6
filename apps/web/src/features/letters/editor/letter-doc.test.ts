import { describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import { blockParagraphs, sectionToPlainText, type Block, type Run, type Section } from '@acclaim/domain/letter';
import { cleanLetter, composedLetter } from '../test-builders';
import { letterExtensions } from './extensions';
import { blocksToEditorJson, editorJsonToBlocks } from './letter-doc';

/** The non-text runs of blocks in reading order: what must survive an edit untouched. */
const atoms = (blocks: readonly Block[]) =>
  blocks.flatMap((block) => blockParagraphs(block).flatMap(({ paragraph }) => paragraph.sentences.flatMap((s) => s.runs.filter((run) => run.type !== 'text'))));

/** The text carrying one mark, glued, e.g. every italic word of a section. */
const marked = (blocks: readonly Block[], mark: 'bold' | 'italic') =>
  blocks
    .flatMap((block) => blockParagraphs(block).flatMap(({ paragraph }) => paragraph.sentences.flatMap((s) => s.runs)))
    .filter((run): run is Extract<Run, { type: 'text' }> => run.type === 'text' && run.marks.includes(mark))
    .map((run) => run.text)
    .join('');

const shape = (blocks: readonly Block[]) =>
  blocks.map((block) =>
    block.type === 'heading' ? `h${block.level}:${block.text}` : block.type === 'list' ? `${block.ordered ? 'ol' : 'ul'}:${block.items.length}` : 'p',
  );

const withBlocks = (section: Section, blocks: Block[]): Section => ({ ...section, blocks });

/** Through a real editor with the section editor's schema: what the user would save without typing. */
function throughEditor(blocks: readonly Block[]): Block[] {
  const editor = new Editor({ extensions: letterExtensions(), content: blocksToEditorJson(blocks) });
  try {
    return editorJsonToBlocks(editor.getJSON());
  } finally {
    editor.destroy();
  }
}

const composed = composedLetter();
const sections = [...cleanLetter().sections, ...composed.sections];

describe('blocksToEditorJson / editorJsonToBlocks', () => {
  it('round-trips letters with every kind of run, mark and block: a composed one, and a small one with marks', () => {
    const fromComposer = composed.sections.flatMap((s) => s.blocks);
    expect(composed.sections.length).toBeGreaterThan(8);
    expect(atoms(fromComposer).some((run) => run.type === 'citation')).toBe(true);
    expect(atoms(fromComposer).some((run) => run.type === 'exhibit' && run.evidenceIds.length > 0)).toBe(true);
    expect(fromComposer.some((b) => b.type === 'list')).toBe(true);
    expect(fromComposer.some((b) => b.type === 'heading')).toBe(true);
    const small = cleanLetter().sections.flatMap((s) => s.blocks);
    expect(marked(small, 'italic')).toBe('Gottfried Prize');
    expect(marked(small, 'bold')).toBe('120');
  });

  it.each(sections.map((section) => [section.id, section] as const))('keeps the text, marks, lists, exhibits and citations of "%s"', (_id, section) => {
    for (const roundTrip of [editorJsonToBlocks(blocksToEditorJson(section.blocks)), throughEditor(section.blocks)]) {
      expect(sectionToPlainText(withBlocks(section, roundTrip))).toBe(sectionToPlainText(section));
      expect(shape(roundTrip)).toEqual(shape(section.blocks));
      expect(atoms(roundTrip)).toEqual(atoms(section.blocks));
      expect(marked(roundTrip, 'italic')).toBe(marked(section.blocks, 'italic'));
      expect(marked(roundTrip, 'bold')).toBe(marked(section.blocks, 'bold'));
    }
  });

  it('sends each paragraph back as one sentence for the server to split, and is stable from then on', () => {
    const section = cleanLetter().sections[0]!;
    const once = editorJsonToBlocks(blocksToEditorJson(section.blocks));
    expect(once).toHaveLength(1);
    const [paragraph] = once;
    expect(paragraph).toMatchObject({ type: 'paragraph', sentences: [{ isFactual: false, evidenceIds: [] }] });
    expect(paragraph?.type === 'paragraph' && paragraph.sentences[0]?.runs).toEqual([
      { type: 'text', text: 'Dr. Müller seeks classification under ', marks: [] },
      { type: 'citation', authorityId: 'ina-203-b-1-a' },
      { type: 'text', text: '. She received the ', marks: [] },
      { type: 'text', text: 'Gottfried Prize', marks: ['italic'] },
      { type: 'text', text: ' in 2023', marks: [] },
      { type: 'exhibit', label: 'A-1', evidenceIds: ['ev-award'] },
      { type: 'text', text: '.', marks: [] },
    ]);
    expect(editorJsonToBlocks(blocksToEditorJson(once))).toEqual(once);
    expect(throughEditor(once)).toEqual(once);
  });

  it('writes bold and italic together in the letter model’s mark order', () => {
    const blocks: Block[] = [
      { type: 'paragraph', sentences: [{ runs: [{ type: 'text', text: 'Nature', marks: ['italic', 'bold'] }], isFactual: false, evidenceIds: [] }] },
    ];
    expect(blocksToEditorJson(blocks).content?.[0]?.content?.[0]?.marks).toEqual([{ type: 'bold' }, { type: 'italic' }]);
    expect(throughEditor(blocks)).toEqual([
      { type: 'paragraph', sentences: [{ runs: [{ type: 'text', text: 'Nature', marks: ['bold', 'italic'] }], isFactual: false, evidenceIds: [] }] },
    ]);
  });

  it('drops what the letter model cannot hold empty, and folds nested lists and extra paragraphs into one list', () => {
    const blocks = editorJsonToBlocks({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: '  Top  ' }] },
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: '   ' }] },
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: '   ' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'First' }] },
                { type: 'paragraph', content: [{ type: 'text', text: 'continued' }] },
                { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Nested' }] }] }] },
              ],
            },
            { type: 'listItem', content: [{ type: 'paragraph' }] },
          ],
        },
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quoted' }] }] },
      ],
    });
    const sentence = (text: string) => ({ sentences: [{ runs: [{ type: 'text', text, marks: [] }], isFactual: false, evidenceIds: [] }] });
    expect(blocks).toEqual([
      { type: 'heading', level: 2, text: 'Top' },
      { type: 'list', ordered: false, items: [sentence('First continued'), sentence('Nested')] },
      { type: 'paragraph', ...sentence('Quoted') },
    ]);
  });

  it('prints atoms inside a heading as text, since headings are plain text in the letter', () => {
    const [heading] = editorJsonToBlocks({
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { level: 2 },
          content: [
            { type: 'text', text: 'Under ' },
            { type: 'citation', attrs: { authorityId: 'kazarian' } },
          ],
        },
      ],
    });
    expect(heading).toMatchObject({ type: 'heading', text: expect.stringMatching(/^Under Kazarian v\. /) });
  });

  it('opens an empty section as one empty paragraph to type in', () => {
    expect(blocksToEditorJson([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(editorJsonToBlocks(blocksToEditorJson([]))).toEqual([]);
  });
});
