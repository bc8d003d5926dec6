import { useQuery } from '@tanstack/react-query';
import type { TDocument, TEvidenceItem } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

/** What the dashboard summarises: the documents and the evidence still waiting for review. */
export const useCaseOverview = (caseId: string | undefined) =>
  useQuery({
    queryKey: ['cases', caseId, 'overview'],
    enabled: Boolean(caseId),
    queryFn: async () => {
      const [documents, suggested] = await Promise.all([
        apiClient.get<{ success: true; documents: TDocument[] }>(`/cases/${caseId}/documents`),
        apiClient.get<{ success: true; evidence: TEvidenceItem[] }>(`/cases/${caseId}/evidence?status=suggested`),
      ]);
      return { documents: documents.documents, toReview: suggested.evidence.length };
    },
  });
