import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZProgressResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

type TProgressResponse = z.infer<typeof ZProgressResponse>;

export const progressKey = (caseId: string) => ['cases', caseId, 'progress'] as const;

export const useProgress = (caseId: string | undefined) =>
  useQuery({
    queryKey: progressKey(caseId ?? ''),
    queryFn: () => apiClient.get<TProgressResponse>(`/cases/${caseId}/progress`),
    enabled: Boolean(caseId),
  });
