import type { TEvidenceItem } from '@acclaim/contracts';
import type { EvidenceStatus } from '@acclaim/domain';
import { toast } from '@/components/ui/toast';
import { useUpdateEvidence } from '../api/update-evidence';

const STATUS_VERB: Record<EvidenceStatus, string> = { accepted: 'Accepted', rejected: 'Rejected', suggested: 'Moved back to review' };

/** Accept, reject or send back one item, with a toast that can undo it. */
export function useSetEvidenceStatus(caseId: string) {
  const updateEvidence = useUpdateEvidence(caseId);

  return function setStatus(item: TEvidenceItem, status: EvidenceStatus) {
    const previousStatus = item.status;
    updateEvidence.mutate(
      { evidenceId: item.id, data: { status } },
      {
        onSuccess: () =>
          toast.success(STATUS_VERB[status], {
            description: item.title,
            action: { label: 'Undo', onClick: () => updateEvidence.mutate({ evidenceId: item.id, data: { status: previousStatus } }) },
          }),
        onError: (error) => toast.error('Not saved', { description: error.message }),
      },
    );
  };
}
