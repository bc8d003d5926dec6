import * as React from 'react';
import { toast } from '@/components/ui/toast';
import type { TDocument } from '@acclaim/contracts';
import { useDeleteDocument } from '../api/delete-document';
import { DOCUMENTS_HEADING_ID } from '../dom-ids';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** What the document's actions hand each of its dialogs (renaming, deleting). */
export interface DocumentDialogProps {
  caseId: string;
  document: TDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DeleteDocumentDialog({ caseId, document, open, onOpenChange }: DocumentDialogProps) {
  const deleteDocument = useDeleteDocument(caseId);
  const isDeleted = React.useRef(false);

  function handleConfirm() {
    deleteDocument.mutate(document.id, {
      onSuccess: (result) => {
        isDeleted.current = true;
        toast.success('Document deleted', { description: result.message });
        onOpenChange(false);
      },
      onError: (error) => toast.error('Not deleted', { description: error.message }),
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete “${document.name}”?`}
      description={
        <>
          <p>The file is removed, and so is the evidence suggested from it that you have not accepted or edited.</p>
          <p>Evidence you accepted stays in your case. This cannot be undone.</p>
        </>
      }
      confirmLabel="Delete document"
      pendingLabel="Deleting…"
      isPending={deleteDocument.isPending}
      onConfirm={handleConfirm}
      onCloseAutoFocus={(event) => {
        // The row and its Delete button are about to leave the list; the list's heading takes focus.
        if (!isDeleted.current) return;
        event.preventDefault();
        window.document.getElementById(DOCUMENTS_HEADING_ID)?.focus();
      }}
    />
  );
}
