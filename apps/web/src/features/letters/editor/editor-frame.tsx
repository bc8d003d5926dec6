import { EditorContent, type Editor } from '@tiptap/react';
import { Skeleton } from '@/components/ui/skeleton';
import { EditorToolbar } from './editor-toolbar';

/** The editor's text box with its toolbar, or a placeholder until TipTap has created the editor. */
export function EditorFrame({
  editor,
  onInsertExhibit,
  onInsertCitation,
}: {
  editor: Editor | null;
  onInsertExhibit: () => void;
  onInsertCitation: () => void;
}) {
  return (
    <div className="overflow-hidden rounded-md border border-input focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring">
      {editor ? (
        <>
          <EditorToolbar editor={editor} onInsertExhibit={onInsertExhibit} onInsertCitation={onInsertCitation} />
          <EditorContent editor={editor} />
        </>
      ) : (
        <div role="status" className="space-y-3 p-4">
          <span className="sr-only">Opening the editor</span>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40" />
        </div>
      )}
    </div>
  );
}
