import { useQuery } from '@tanstack/react-query';
import type { TDocumentAllowance, TProgress } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const progressKey = (caseId: string) => ['cases', caseId, 'progress'] as const;

export const useProgress = (caseId: string | undefined) =>
  useQuery({
    queryKey: progressKey(caseId ?? ''),
    queryFn: () => apiClient.get<{ success: true; progress: TProgress; documentCount: number; documentAllowance: TDocumentAllowance }>(`/cases/${caseId}/progress`),
    enabled: Boolean(caseId),
  });
