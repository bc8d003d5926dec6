import { useQuery } from '@tanstack/react-query';
import type { TEvidenceItem } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

/**
 * The accepted items: what a letter is written from. The same key as the eligibility screen's, under the
 * case's evidence, so review on /documents refreshes it.
 */
export const useAcceptedEvidence = (caseId: string) =>
  useQuery({
    queryKey: ['cases', caseId, 'evidence', 'accepted'],
    queryFn: () =>
      apiClient
        .get<{ success: true; evidence: TEvidenceItem[] }>(`/cases/${caseId}/evidence?status=accepted`, { fallbackMessage: 'Your evidence could not be loaded.' })
        .then((res) => res.evidence),
  });
