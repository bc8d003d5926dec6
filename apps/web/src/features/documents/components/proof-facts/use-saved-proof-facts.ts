import * as React from 'react';
import type { TEvidenceItem } from '@acclaim/contracts';
import type { ProofFactValue } from '@acclaim/domain';
import { useUpdateEvidence } from '../../api/update-evidence';

/** Saves one proof fact at a time through the evidence update, and remembers which were saved in this review. */
export function useSavedProofFacts(caseId: string, item: TEvidenceItem) {
  const updateEvidence = useUpdateEvidence(caseId);
  // The values saved in this review, laid over the item's details: the next save carries them even before the list
  // of evidence is read again.
  const [savedValues, setSavedValues] = React.useState<Record<string, unknown>>({});

  async function saveFact(key: string, value: ProofFactValue) {
    // Details are replaced as a whole, so the item's other details and this review's earlier answers travel along.
    await updateEvidence.mutateAsync({ evidenceId: item.id, data: { details: { ...item.details, ...savedValues, [key]: value } } });
    setSavedValues((values) => ({ ...values, [key]: value }));
  }

  return { saved: new Set(Object.keys(savedValues)), saveFact, isSaving: updateEvidence.isPending };
}
