import * as React from 'react';
import { Download } from 'lucide-react';
import type { TDocument } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { documentFileUrl } from '../api/document-file-url';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';

/** The types the server will send inline for the app to frame. */
const isImage = (mimeType: string) => mimeType === 'image/png' || mimeType === 'image/jpeg';
const isPdf = (mimeType: string) => mimeType === 'application/pdf';

/** Focus starts on Close, not inside the frame: keys pressed in a PDF viewer never reach the dialog. */
const focusInitial = (dialog: Element | null) => dialog?.querySelector<HTMLElement>('[data-initial-focus]')?.focus();

/** How long after loading the PDF viewer may still grab focus on its own. */
const VIEWER_FOCUS_GRAB_MS = 2000;

/**
 * The browser's PDF viewer takes focus a moment after it loads, and keys pressed inside it never reach
 * the dialog, so Escape would stop working. Focus that moves into the frame by itself shortly after
 * loading goes back to Close; a keyboard user can still Tab into the viewer.
 */
function PdfFrame({ url, title }: { url: string; title: string }) {
  const frameRef = React.useRef<HTMLIFrameElement>(null);
  const [loadedAt, setLoadedAt] = React.useState<number | null>(null);

  React.useEffect(() => {
    if (loadedAt === null) return;
    let hasPressedKey = false;
    const handleKeyDown = () => {
      hasPressedKey = true;
    };
    const handleBlur = () =>
      window.setTimeout(() => {
        const frame = frameRef.current;
        if (!hasPressedKey && frame && window.document.activeElement === frame) focusInitial(frame.closest('[role="dialog"]'));
      }, 0);
    const stop = window.setTimeout(() => window.removeEventListener('blur', handleBlur), VIEWER_FOCUS_GRAB_MS);
    window.addEventListener('blur', handleBlur);
    window.addEventListener('keydown', handleKeyDown, true);
    return () => {
      window.clearTimeout(stop);
      window.removeEventListener('blur', handleBlur);
      window.removeEventListener('keydown', handleKeyDown, true);
    };
  }, [loadedAt]);

  return (
    <iframe
      ref={frameRef}
      src={url}
      title={title}
      className="h-[70dvh] w-full rounded-md border border-border bg-muted"
      onLoad={(event) => setLoadedAt(event.timeStamp)}
    />
  );
}

function PreviewBody({ document }: { document: TDocument }) {
  const inlineUrl = documentFileUrl(document.id, { isInline: true });
  if (isPdf(document.mimeType)) {
    return <PdfFrame url={inlineUrl} title={`Preview of ${document.name}`} />;
  }
  if (isImage(document.mimeType)) {
    return (
      <div className="flex justify-center rounded-md border border-border bg-muted p-2">
        <img src={inlineUrl} alt={`Preview of ${document.name}`} className="max-h-[70dvh] w-auto object-contain" />
      </div>
    );
  }
  return (
    <div className="rounded-md border border-dashed border-input bg-surface p-6 text-sm text-muted-foreground">
      <p>Word and text files cannot be shown in the browser here. Download the file to open it in the app you normally use.</p>
    </div>
  );
}

export function PreviewDocumentDialog({ document, open, onOpenChange }: { document: TDocument; open: boolean; onOpenChange: (open: boolean) => void }) {
  const details = [
    document.exhibitLabel ? `Exhibit ${document.exhibitLabel}` : null,
    document.pageCount ? `${document.pageCount} ${document.pageCount === 1 ? 'page' : 'pages'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title={document.name}
        description={details || undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusInitial(event.currentTarget instanceof Element ? event.currentTarget : null);
        }}
      >
        {open && <PreviewBody document={document} />}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" data-initial-focus>
              Close
            </Button>
          </DialogClose>
          <Button asChild>
            <a href={documentFileUrl(document.id)} download={document.name}>
              <Download aria-hidden="true" /> Download
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
