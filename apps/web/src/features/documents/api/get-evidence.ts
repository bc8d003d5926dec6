import { useQuery } from '@tanstack/react-query';
import type { TEvidenceItem } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { evidenceKey } from './query-keys';

export const getEvidence = (caseId: string) =>
  apiClient
    .get<{ success: true; evidence: TEvidenceItem[] }>(`/cases/${caseId}/evidence`, { fallbackMessage: 'The evidence could not be loaded.' })
    .then((res) => res.evidence);

/** Every item of the case; the screen filters by status itself so it can count each status. */
export const useEvidence = (caseId: string) => useQuery({ queryKey: evidenceKey(caseId), queryFn: () => getEvidence(caseId) });
