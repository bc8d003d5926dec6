import { useQuery } from '@tanstack/react-query';
import type { TEvidenceItem } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

/** The case's accepted evidence items: what an assessment reads and a letter is written from. Under the case's evidence key, so review on /documents refreshes it. */
export const useAcceptedEvidence = (caseId: string) =>
  useQuery({
    queryKey: ['cases', caseId, 'evidence', 'accepted'],
    queryFn: () =>
      apiClient
        .get<{ success: true; evidence: TEvidenceItem[] }>(`/cases/${caseId}/evidence?status=accepted`, {
          fallbackMessage: 'Your evidence could not be loaded.',
        })
        .then((res) => res.evidence),
  });
