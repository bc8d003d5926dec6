import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRetryJobResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { systemKeys } from './system-keys';

export const retryJob = ({ queue, jobId }: { queue: string; jobId: string }) =>
  apiClient.post<TRetryJobResponse>(`/admin/system/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(jobId)}/retry`, undefined, {
    fallbackMessage: 'The job could not be retried. Please try again.',
  });

/** After a retry the checks run again, so the job leaves the failed list and its queue's counts move. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.health }),
  });
}
