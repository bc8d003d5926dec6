import * as React from 'react';
import { useEditor, useEditorState } from '@tiptap/react';
import { countWords, sectionToPlainText, type Section } from '@acclaim/domain/letter';
import { letterExtensions } from './extensions';
import { blocksToEditorJson, editorJsonToBlocks } from './letter-doc';

/** The letter's print type in the editor too, so what is typed reads as it will be filed. */
const CONTENT_CLASS = [
  'min-h-56 px-4 py-3 font-serif text-[1.0625rem] leading-relaxed text-foreground focus:outline-none sm:px-6',
  '[&_h2]:mt-5 [&_h2]:text-[1.05em] [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-bold [&_h3]:italic',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-7 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-7 [&_li_p]:mt-1',
  '[&>*:first-child]:mt-0 [&_[data-exhibit]]:mx-0.5 [&_[data-authority]]:mx-0.5',
  '[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-ring',
].join(' ');

/** The section's words without its heading, for the count shown before the editor is ready. */
const sectionPlainBody = (section: Section) => sectionToPlainText({ ...section, heading: '' });

/**
 * A section as it is being edited: its heading, and the TipTap editor of its text (null until it is created) with
 * the text's word count; dirty once either differs from the section. `describedBy` is the id of what describes the
 * editor's textbox (the save's errors).
 */
export function useSectionDraft(section: Section, describedBy: string) {
  const [heading, setHeading] = React.useState(section.heading);
  // What the section holds, in the form the editor gives back, to tell whether anything changed.
  const [original] = React.useState(() => JSON.stringify(editorJsonToBlocks(blocksToEditorJson(section.blocks))));

  // Created in an effect, not during render (immediatelyRender: false): TipTap destroys an editor made during a
  // render that does not commit within a millisecond, which a lazily loaded, busy page can miss. The options are
  // made once: new ones on every render would have TipTap apply them to the editor on every keystroke.
  const [options] = React.useState(() => ({
    immediatelyRender: false as const,
    extensions: letterExtensions(),
    content: blocksToEditorJson(section.blocks),
    autofocus: 'start' as const,
    editorProps: {
      attributes: {
        class: CONTENT_CLASS,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': `Text of “${section.heading}”`,
        'aria-describedby': describedBy,
      },
    },
  }));
  const editor = useEditor(options);
  const body = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      if (!current || current.isDestroyed) return { isChanged: false, words: countWords(sectionPlainBody(section)) };
      const blocks = JSON.stringify(editorJsonToBlocks(current.getJSON()));
      return { isChanged: blocks !== original, words: countWords(current.getText({ blockSeparator: '\n\n' })) };
    },
  });
  const trimmedHeading = heading.trim();
  const isDirty = Boolean(body?.isChanged) || trimmedHeading !== section.heading;
  /** The heading and text as the clipboard gets them. */
  const plainText = () => [trimmedHeading, editor?.getText({ blockSeparator: '\n\n' }) ?? ''].join('\n\n');

  return { editor, heading, setHeading, trimmedHeading, words: body?.words ?? 0, isDirty, plainText };
}
