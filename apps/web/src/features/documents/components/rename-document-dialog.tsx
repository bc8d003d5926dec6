import * as React from 'react';
import { toast } from '@/components/ui/toast';
import type { TDocument } from '@acclaim/contracts';
import { ZUpdateDocumentRequest } from '@acclaim/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useUpdateDocument } from '../api/update-document';
import { firstIssueByField, useFormErrors } from '../form-errors';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import type { DocumentDialogProps } from './delete-document-dialog';

/** The name shown in Acclaim and in the exhibit list, and the exhibit label of the package. */
function RenameDocumentForm({ caseId, document, onDone }: { caseId: string; document: TDocument; onDone: () => void }) {
  const updateDocument = useUpdateDocument(caseId);
  const { errors, formError, showFieldErrors, showServerError } = useFormErrors();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const request = { name: String(form.get('name') ?? ''), exhibitLabel: String(form.get('exhibitLabel') ?? '').trim() || null };
    const parsed = ZUpdateDocumentRequest.safeParse(request);
    if (!parsed.success) {
      showFieldErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    showFieldErrors({});
    updateDocument.mutate(
      { documentId: document.id, data: request },
      {
        onSuccess: () => {
          toast.success('Document renamed', { description: `Saved as “${request.name.trim()}”.` });
          onDone();
        },
        onError: (error) => showServerError(error, 'Not saved'),
      },
    );
  }

  return (
    <DialogForm onSubmit={handleSubmit} formError={formError} isPending={updateDocument.isPending} submitLabel="Save" pendingLabel="Saving…">
      <FormField id={`rename-${document.id}-name`} label="Name" error={errors.name} description={`Uploaded as “${document.originalName}”.`}>
        {(field) => <Input {...field} name="name" defaultValue={document.name} maxLength={200} required autoComplete="off" />}
      </FormField>
      <FormField
        id={`rename-${document.id}-exhibit`}
        label="Exhibit label"
        error={errors.exhibitLabel}
        description="How the petition refers to this document, like “B-3”."
      >
        {(field) => <Input {...field} name="exhibitLabel" defaultValue={document.exhibitLabel ?? ''} maxLength={20} autoComplete="off" className="max-w-40" />}
      </FormField>
    </DialogForm>
  );
}

export function RenameDocumentDialog({ caseId, document, open, onOpenChange }: DocumentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Rename document">
        {/* Mounted only while open, so every opening starts from the saved values. */}
        {open && <RenameDocumentForm caseId={caseId} document={document} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
