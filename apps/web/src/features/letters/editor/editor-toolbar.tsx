import * as React from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Heading2, Heading3, Italic, List, ListOrdered, Paperclip, Pilcrow, Redo2, Scale, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

function ToolButton({
  label,
  shortcut,
  isActive,
  isDisabled,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  /** Toggles say whether they are on (aria-pressed); plain actions leave it out. */
  isActive?: boolean;
  isDisabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip content={shortcut ? `${label} (${shortcut})` : label}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-pressed={isActive}
        disabled={isDisabled}
        onClick={onClick}
        // Keep the text selection: a toolbar press must not take focus from the editor first.
        onMouseDown={(event) => event.preventDefault()}
        className={cn('size-9', isActive && 'bg-primary-soft text-primary hover:bg-primary-soft')}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/** What the toolbar shows for an editor that is being replaced (TipTap may recreate it on remount). */
const NOTHING_ACTIVE = {
  isBold: false,
  isItalic: false,
  isParagraph: false,
  isH2: false,
  isH3: false,
  isBullet: false,
  isOrdered: false,
  canUndo: false,
  canRedo: false,
};

const Divider = () => <span aria-hidden="true" className="mx-1 h-6 w-px bg-border" />;

/** The editor's formatting: only what the letter model holds (letter-doc.ts), plus exhibit and citation inserts. */
export function EditorToolbar({ editor, onInsertExhibit, onInsertCitation }: { editor: Editor; onInsertExhibit: () => void; onInsertCitation: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isDestroyed
        ? NOTHING_ACTIVE
        : {
            isBold: current.isActive('bold'),
            isItalic: current.isActive('italic'),
            isParagraph: current.isActive('paragraph') && !current.isActive('bulletList') && !current.isActive('orderedList'),
            isH2: current.isActive('heading', { level: 2 }),
            isH3: current.isActive('heading', { level: 3 }),
            isBullet: current.isActive('bulletList'),
            isOrdered: current.isActive('orderedList'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          },
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="group" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 border-b border-border bg-surface px-1.5 py-1">
      <ToolButton label="Bold" shortcut={`${mod}B`} isActive={state.isBold} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Italic" shortcut={`${mod}I`} isActive={state.isItalic} onClick={() => chain().toggleItalic().run()}>
        <Italic aria-hidden="true" />
      </ToolButton>
      <Divider />
      <ToolButton label="Body text" isActive={state.isParagraph} onClick={() => chain().setParagraph().run()}>
        <Pilcrow aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Subheading" isActive={state.isH2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Minor heading" isActive={state.isH3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Bulleted list" isActive={state.isBullet} onClick={() => chain().toggleBulletList().run()}>
        <List aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Numbered list" isActive={state.isOrdered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered aria-hidden="true" />
      </ToolButton>
      <Divider />
      <ToolButton label="Undo" shortcut={`${mod}Z`} isDisabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Redo" shortcut={isMac ? '⇧⌘Z' : 'Ctrl+Y'} isDisabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 aria-hidden="true" />
      </ToolButton>
      <Divider />
      <Button type="button" variant="ghost" size="sm" onClick={onInsertExhibit} className="h-9">
        <Paperclip aria-hidden="true" /> Insert exhibit
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onInsertCitation} className="h-9">
        <Scale aria-hidden="true" /> Cite
      </Button>
    </div>
  );
}
