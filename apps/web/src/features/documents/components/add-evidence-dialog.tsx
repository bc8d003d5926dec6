import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { Plus } from 'lucide-react';
import type { TDocument } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { useCreateEvidence } from '../api/create-evidence';
import { useFormErrors } from '../form-errors';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { checkedEvidenceForm, EvidenceFields, normalizeDoi } from './evidence-fields';

function AddEvidenceForm({ caseId, documents, onDone }: { caseId: string; documents: TDocument[]; onDone: () => void }) {
  const createEvidence = useCreateEvidence(caseId);
  const { errors, formError, showFieldErrors, showServerError } = useFormErrors();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    const values = checkedEvidenceForm(event, showFieldErrors);
    if (!values) return;
    createEvidence.mutate(
      {
        type: values.type,
        title: values.title,
        description: values.description,
        date: values.date || null,
        documentId: values.documentId || null,
        ...(values.type === 'publication' && values.doi ? { details: { doi: normalizeDoi(values.doi) } } : {}),
      },
      {
        onSuccess: (created) => {
          toast.success('Evidence added', { description: `“${created.title}” is accepted and counts toward your case.` });
          onDone();
        },
        onError: (error) => showServerError(error, 'Not added'),
      },
    );
  }

  return (
    <DialogForm onSubmit={handleSubmit} formError={formError} isPending={createEvidence.isPending} submitLabel="Add evidence" pendingLabel="Adding…">
      <EvidenceFields
        idPrefix="add-evidence"
        defaults={{ type: '', title: '', description: '', date: '', documentId: '', doi: '' }}
        errors={errors}
        documents={documents}
      />
    </DialogForm>
  );
}

/** For what no document shows, or what extraction missed; accepted at once. */
export function AddEvidenceDialog({ caseId, documents }: { caseId: string; documents: TDocument[] }) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Plus aria-hidden="true" /> Add evidence
        </Button>
      </DialogTrigger>
      <DialogContent title="Add evidence" description="Add an achievement by hand. It is accepted at once; you can edit it later.">
        <AddEvidenceForm caseId={caseId} documents={documents} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
