import * as React from 'react';
import { toast } from '@/components/ui/toast';
import type { TEvidenceItem } from '@acclaim/contracts';
import { useMergeEvidence } from '../api/merge-evidence';
import { EVIDENCE_STATUS_LABELS } from '../labels';
import { formatPartialDate } from '../format';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';

/** An accepted item is the likelier one to keep; otherwise the first chosen. */
const defaultKeepId = (items: TEvidenceItem[]) => (items.find((item) => item.status === 'accepted') ?? items[0])?.id ?? '';

function MergeEvidenceForm({ caseId, items, onMerged }: { caseId: string; items: TEvidenceItem[]; onMerged: () => void }) {
  const mergeEvidence = useMergeEvidence(caseId);
  const [keepId, setKeepId] = React.useState(() => defaultKeepId(items));

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const kept = items.find((item) => item.id === keepId);
    if (!kept) return;
    mergeEvidence.mutate(
      { keepId, mergeIds: items.filter((item) => item.id !== keepId).map((item) => item.id) },
      {
        onSuccess: () => {
          toast.success('Items merged', { description: `Kept “${kept.title}”.` });
          onMerged();
        },
        onError: (error) => toast.error('Not merged', { description: error.message }),
      },
    );
  }

  return (
    <DialogForm
      onSubmit={handleSubmit}
      formError={null}
      isPending={mergeEvidence.isPending}
      submitLabel={`Merge ${items.length} items`}
      pendingLabel="Merging…"
      isSubmitDisabled={!keepId}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Keep this one</legend>
        {items.map((item) => (
          <label
            key={item.id}
            className="flex cursor-pointer gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name="keepId"
              value={item.id}
              checked={keepId === item.id}
              onChange={() => setKeepId(item.id)}
              className="mt-1 accent-primary"
            />
            <span className="min-w-0 text-sm">
              <span className="block break-words font-medium">{item.title}</span>
              <span className="block text-muted-foreground">
                {[item.date ? formatPartialDate(item.date) : null, EVIDENCE_STATUS_LABELS[item.status], item.isEdited ? 'Edited' : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </DialogForm>
  );
}

/** Folds duplicates into one item. */
export function MergeEvidenceDialog({
  caseId,
  items,
  open,
  onOpenChange,
  onMerged,
  onCloseAutoFocus,
}: {
  caseId: string;
  items: TEvidenceItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        title="Merge duplicates"
        description="The item you keep is accepted and gains the others’ page references from the same document. The others are removed."
      >
        <MergeEvidenceForm
          caseId={caseId}
          items={items}
          onMerged={() => {
            onOpenChange(false);
            onMerged();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
