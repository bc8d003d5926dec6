import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZProgressResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { caseProgressKey } from '@/lib/case-query-keys';

type TProgressResponse = z.infer<typeof ZProgressResponse>;

export const useProgress = (caseId: string | undefined) =>
  useQuery({
    queryKey: caseProgressKey(caseId ?? ''),
    queryFn: () => apiClient.get<TProgressResponse>(`/cases/${caseId}/progress`),
    enabled: Boolean(caseId),
  });
