import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { Download, Eye, Pencil, RefreshCw, Trash } from 'lucide-react';
import type { TDocument } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { documentFileUrl } from '../api/document-file-url';
import { useRerunExtraction } from '../api/rerun-extraction';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { PreviewDocumentDialog } from './preview-document-dialog';
import { RenameDocumentDialog } from './rename-document-dialog';

type OpenDialog = 'preview' | 'rename' | 'delete' | null;

function IconAction({ label, tooltip, children, ...props }: React.ComponentProps<typeof Button> & { label: string; tooltip: string }) {
  return (
    <Tooltip content={tooltip}>
      <Button variant="ghost" size="icon" aria-label={label} {...props}>
        {children}
      </Button>
    </Tooltip>
  );
}

/** Preview, download, rename, read again and delete; each a labelled button, dialogs return focus to it. */
export function DocumentActions({ caseId, document }: { caseId: string; document: TDocument }) {
  const [openDialog, setOpenDialog] = React.useState<OpenDialog>(null);
  const rerunExtraction = useRerunExtraction(caseId);
  // A document still marked "uploaded" may be re-queued: the server folds a second request into the first.
  const isBusy = document.status === 'extracting' || rerunExtraction.isPending;
  const dialogProps = (name: Exclude<OpenDialog, null>) => ({
    open: openDialog === name,
    onOpenChange: (open: boolean) => setOpenDialog(open ? name : null),
  });

  function handleRerun() {
    if (isBusy) return;
    rerunExtraction.mutate(document.id, {
      onSuccess: (result) => toast.success('Reading again', { description: result.message }),
      onError: (error) => toast.error('Could not start', { description: error.message }),
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-0.5">
      <IconAction label={`Preview ${document.name}`} tooltip="Preview" onClick={() => setOpenDialog('preview')}>
        <Eye aria-hidden="true" />
      </IconAction>
      <Tooltip content="Download">
        <Button asChild variant="ghost" size="icon">
          <a href={documentFileUrl(document.id)} download={document.name} aria-label={`Download ${document.name}`}>
            <Download aria-hidden="true" />
          </a>
        </Button>
      </Tooltip>
      <IconAction label={`Rename ${document.name}`} tooltip="Rename" onClick={() => setOpenDialog('rename')}>
        <Pencil aria-hidden="true" />
      </IconAction>
      <IconAction
        label={`Read ${document.name} again`}
        tooltip={isBusy ? 'Already being read' : 'Re-run extraction (your edits are kept)'}
        onClick={handleRerun}
        // aria-disabled keeps the button focusable, so its tooltip still explains why it is unavailable.
        aria-disabled={isBusy}
        className={isBusy ? 'cursor-not-allowed opacity-50 hover:bg-transparent' : undefined}
      >
        <RefreshCw className={rerunExtraction.isPending ? 'animate-spin' : undefined} aria-hidden="true" />
      </IconAction>
      <IconAction
        label={`Delete ${document.name}`}
        tooltip="Delete"
        onClick={() => setOpenDialog('delete')}
        className="hover:bg-destructive-soft hover:text-destructive"
      >
        <Trash aria-hidden="true" />
      </IconAction>

      <PreviewDocumentDialog document={document} {...dialogProps('preview')} />
      <RenameDocumentDialog caseId={caseId} document={document} {...dialogProps('rename')} />
      <DeleteDocumentDialog caseId={caseId} document={document} {...dialogProps('delete')} />
    </div>
  );
}
