import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCase } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export const activateCase = (caseId: string) =>
  apiClient
    .post<{ success: true; case: TCase }>(`/cases/${encodeURIComponent(caseId)}/activate`, undefined, {
      fallbackMessage: 'This client’s case could not be opened. Please try again.',
    })
    .then((res) => res.case);

/**
 * Makes a client's case the one the workspace shows. Everything the workspace holds in memory belonged to the
 * previous case, so every query is asked again (the screens on show at once, the others when next opened).
 */
export function useActivateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateCase,
    // Not awaited: the caller moves on (to the dashboard, or stays) while the screens on show reload.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
