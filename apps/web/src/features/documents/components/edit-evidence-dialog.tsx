import * as React from 'react';
import { toast } from '@/components/ui/toast';
import type { TEvidenceItem, TUpdateEvidenceRequest } from '@acclaim/contracts';
import { useUpdateEvidence } from '../api/update-evidence';
import { useFormErrors } from '../form-errors';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { checkedEvidenceForm, EvidenceFields, normalizeDoi, type EvidenceFormValues } from './evidence-fields';

const doiOf = (item: TEvidenceItem) => (typeof item.details.doi === 'string' ? item.details.doi : '');

/** Only what changed is sent, so an untouched item is not marked as edited. */
function changedFields(item: TEvidenceItem, values: EvidenceFormValues): TUpdateEvidenceRequest {
  const changes: TUpdateEvidenceRequest = {};
  if (values.type && values.type !== item.type) changes.type = values.type;
  if (values.title !== item.title) changes.title = values.title;
  if (values.description !== item.description) changes.description = values.description;
  if ((values.date || null) !== item.date) changes.date = values.date || null;
  // Details are replaced as a whole, so the other fields the extractor found travel along.
  const doi = values.type === 'publication' ? (values.doi ? normalizeDoi(values.doi) : null) : doiOf(item) || null;
  if ((doi ?? '') !== doiOf(item)) {
    const { doi: _previous, ...rest } = item.details;
    changes.details = doi ? { ...rest, doi } : rest;
  }
  return changes;
}

function EditEvidenceForm({ caseId, item, onDone }: { caseId: string; item: TEvidenceItem; onDone: () => void }) {
  const updateEvidence = useUpdateEvidence(caseId);
  const { errors, formError, showFieldErrors, showServerError } = useFormErrors();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    const values = checkedEvidenceForm(event, showFieldErrors);
    if (!values) return;
    const changes = changedFields(item, values);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    updateEvidence.mutate(
      { evidenceId: item.id, data: changes },
      {
        onSuccess: () => {
          toast.success('Changes saved', { description: 'They are kept if the document is read again.' });
          onDone();
        },
        onError: (error) => showServerError(error, 'Not saved'),
      },
    );
  }

  return (
    <DialogForm onSubmit={handleSubmit} formError={formError} isPending={updateEvidence.isPending} submitLabel="Save changes" pendingLabel="Saving…">
      <EvidenceFields
        idPrefix={`edit-evidence-${item.id}`}
        defaults={{
          type: item.type,
          title: item.title,
          description: item.description,
          date: item.date ?? '',
          documentId: item.documentId ?? '',
          doi: doiOf(item),
        }}
        errors={errors}
      />
    </DialogForm>
  );
}

export function EditEvidenceDialog({
  caseId,
  item,
  open,
  onOpenChange,
}: {
  caseId: string;
  item: TEvidenceItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Edit evidence" description="Your changes are kept when the document is read again.">
        <EditEvidenceForm caseId={caseId} item={item} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
