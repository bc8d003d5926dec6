import * as React from 'react';
import { useBlocker } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { toast } from '@/components/ui/toast';
import { Copy, RefreshCw, Save, TriangleAlert } from 'lucide-react';
import type { TLetterEvidence } from '@acclaim/contracts';
import { countWords, sectionToPlainText, type Section } from '@acclaim/domain/letter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { getLetter } from '../api/get-letter';
import { letterKey } from '../api/query-keys';
import { useUpdateLetter } from '../api/update-letter';
import { RunRefusal } from '@/components/plan/run-refusal';
import { formatWords } from '../format';
import { CitationPicker } from './citation-picker';
import { EditorToolbar } from './editor-toolbar';
import { ExhibitPicker } from './exhibit-picker';
import { letterExtensions } from './extensions';
import { blocksToEditorJson, CITATION_NODE, editorJsonToBlocks, EXHIBIT_NODE, type CitationAttrs, type ExhibitAttrs } from './letter-doc';

/** The letter's print type in the editor too, so what is typed reads as it will be filed. */
const CONTENT_CLASS = [
  'min-h-56 px-4 py-3 font-serif text-[1.0625rem] leading-relaxed text-foreground focus:outline-none sm:px-6',
  '[&_h2]:mt-5 [&_h2]:text-[1.05em] [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-bold [&_h3]:italic',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-7 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-7 [&_li_p]:mt-1',
  '[&>*:first-child]:mt-0 [&_[data-exhibit]]:mx-0.5 [&_[data-authority]]:mx-0.5',
  '[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-ring',
].join(' ');

type Picker = 'exhibit' | 'citation' | null;

/** The section's words without its heading, for the count shown before the editor is ready. */
const sectionPlainBody = (section: Section) => sectionToPlainText({ ...section, heading: '' });

/**
 * The editor of one section (a lazily loaded chunk with TipTap): its heading and its text, with exhibit and
 * citation references as chips. Saving sends only this section; a refused save keeps the text where it is —
 * a citation outside the library (400) says which, a newer version saved elsewhere (409) offers to reload
 * the letter while the text stays here to copy or save again.
 */
export default function SectionEditor({
  letterId,
  caseId,
  section,
  evidence,
  baseVersion,
  onClose,
}: {
  letterId: string;
  caseId: string;
  section: Section;
  evidence: readonly TLetterEvidence[];
  /** The version the section was opened at. Saves name it, so a newer save elsewhere is refused, not overwritten. */
  baseVersion: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateLetter(letterId, caseId);
  const [heading, setHeading] = React.useState(section.heading);
  const [picker, setPicker] = React.useState<Picker>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = React.useState(false);
  // Moves on only when the reader reloads the letter after a conflict, never behind their back.
  const [base, setBase] = React.useState(baseVersion);
  const [reloadedAt, setReloadedAt] = React.useState<number | null>(null);
  const [isReloading, setIsReloading] = React.useState(false);
  const headingId = React.useId();
  const errorId = React.useId();
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
        'aria-describedby': errorId,
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

  // Leaving with unsaved text asks first: within the app (router) and when closing or reloading the tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && !update.isPending && currentLocation.pathname !== nextLocation.pathname);
  React.useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  function handleSave(event: React.FormEvent) {
    event.preventDefault();
    if (!editor || !trimmedHeading || !isDirty) return;
    update.mutate(
      {
        baseVersion: base,
        sections: [
          { id: section.id, ...(trimmedHeading !== section.heading ? { heading: trimmedHeading } : {}), blocks: editorJsonToBlocks(editor.getJSON()) },
        ],
      },
      {
        onSuccess: (letter) => {
          toast.success(`Saved “${trimmedHeading}”`, { description: `The letter is now at version ${letter.version}.` });
          onClose();
        },
      },
    );
  }

  function handleCancel() {
    if (isDirty) setIsConfirmingCancel(true);
    else onClose();
  }

  async function handleReload() {
    setIsReloading(true);
    try {
      // Fetched into the letter's cache, so the page around the editor shows the newer version too.
      const { version } = await queryClient.fetchQuery({ queryKey: letterKey(letterId), queryFn: () => getLetter(letterId), staleTime: 0 });
      update.reset();
      setBase(version);
      setReloadedAt(version);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setIsReloading(false);
    }
  }

  async function handleCopy() {
    const text = [trimmedHeading, editor?.getText({ blockSeparator: '\n\n' }) ?? ''].join('\n\n');
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Your text is copied');
    } catch {
      toast.error('Copying is not allowed here. Select the text in the editor and copy it yourself.');
    }
  }

  function insert(node: { type: typeof EXHIBIT_NODE; attrs: ExhibitAttrs } | { type: typeof CITATION_NODE; attrs: CitationAttrs }) {
    setPicker(null);
    // After the dialog has closed and given focus back, put the reference where the cursor was.
    requestAnimationFrame(() => editor?.chain().focus().insertContent(node).run());
  }

  const error = update.error;
  const isConflict = error instanceof ApiError && error.status === 409;
  return (
    <form
      onSubmit={handleSave}
      className="space-y-4 rounded-lg border border-primary/30 bg-background p-4 shadow-sm ring-4 ring-primary/5 sm:p-5"
      aria-label={`Edit “${section.heading}”`}
    >
      <div className="space-y-1.5">
        <Label htmlFor={headingId}>Section heading</Label>
        <Input
          id={headingId}
          value={heading}
          onChange={(event) => setHeading(event.target.value)}
          maxLength={300}
          aria-invalid={!trimmedHeading || undefined}
          className="font-serif font-semibold"
        />
        {!trimmedHeading && <p className="text-sm text-destructive">A section needs a heading.</p>}
      </div>

      <div className="overflow-hidden rounded-md border border-input focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring">
        {editor ? (
          <>
            <EditorToolbar editor={editor} onInsertExhibit={() => setPicker('exhibit')} onInsertCitation={() => setPicker('citation')} />
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

      <div id={errorId} aria-live="polite" className="space-y-3">
        {error &&
          (isConflict ? (
            <Alert variant="warning" role="alert" className="flex-col gap-3">
              <p className="flex gap-2">
                <TriangleAlert aria-hidden="true" />
                <span>{error.message}</span>
              </p>
              <p className="text-foreground">Your text is still here. Copy it to keep it safe, then reload the letter and save it again.</p>
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => void handleCopy()} className="text-foreground">
                  <Copy aria-hidden="true" /> Copy my text
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => void handleReload()} disabled={isReloading} className="text-foreground">
                  <RefreshCw className={isReloading ? 'animate-spin' : undefined} aria-hidden="true" /> {isReloading ? 'Reloading…' : 'Reload the letter'}
                </Button>
              </div>
            </Alert>
          ) : (
            <RunRefusal error={error} />
          ))}
        {reloadedAt !== null && !error && (
          <Alert variant="info">
            <p>
              The letter is reloaded at version {reloadedAt}; the rest of the page shows it. Your text is still in the editor: saving now replaces this section
              of version {reloadedAt} with it.
            </p>
          </Alert>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">{formatWords(body?.words ?? 0)} · Sentences and their exhibits are checked again when you save.</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={handleCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!editor || update.isPending || !isDirty || !trimmedHeading}>
            <Save aria-hidden="true" /> {update.isPending ? 'Saving…' : 'Save section'}
          </Button>
        </div>
      </div>

      <Dialog open={picker !== null} onOpenChange={(open) => !open && setPicker(null)}>
        {picker === 'exhibit' && <ExhibitPicker evidence={evidence} onPick={(attrs) => insert({ type: EXHIBIT_NODE, attrs })} />}
        {picker === 'citation' && <CitationPicker onPick={(attrs) => insert({ type: CITATION_NODE, attrs })} />}
      </Dialog>
      <ConfirmDialog
        open={isConfirmingCancel}
        onOpenChange={setIsConfirmingCancel}
        title="Discard your changes?"
        description={<p>Your changes to “{section.heading}” have not been saved. The section stays as it was.</p>}
        confirmLabel="Discard changes"
        onConfirm={() => {
          setIsConfirmingCancel(false);
          onClose();
        }}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title="Leave without saving?"
        description={<p>Your changes to “{section.heading}” have not been saved and will be lost.</p>}
        confirmLabel="Leave this page"
        onConfirm={() => blocker.proceed?.()}
      />
    </form>
  );
}
