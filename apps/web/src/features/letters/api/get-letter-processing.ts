import { useQuery } from '@tanstack/react-query';
import type { TProcessingState } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

/**
 * The case's letter job as the server last reported it: asked once, then again every few seconds while the
 * screen knows a letter is being written or the last answer said the job runs. This covers a page opened
 * mid-job while the event stream cannot connect (lib/use-job-progress polls only a job it began or saw
 * streamed). It shares use-job-progress's poll key, so the progress bar reads the answer as its own, and
 * keeps asking until the job's end has been seen, so the bar never stays on a stale "running".
 */
export const useLetterProcessing = (caseId: string, isWriting: boolean) =>
  useQuery({
    queryKey: ['cases', caseId, 'processing', 'letter'],
    queryFn: () =>
      apiClient
        .get<{ success: true; processing: TProcessingState[] }>(`/cases/${caseId}/processing?type=letter`)
        .then((res) => res.processing.find((state) => state.type === 'letter') ?? null),
    refetchInterval: (query) => (isWriting || query.state.data?.isActive ? 2500 : false),
  });
