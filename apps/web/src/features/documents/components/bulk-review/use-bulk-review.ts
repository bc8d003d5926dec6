import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBulkReviewRequest, TBulkReviewResponse, TEvidenceItem, TUndoBulkReviewRequest } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { caseProgressKey, documentsKey, evidenceKey } from '../../api/query-keys';

export const bulkReviewEvidence = (caseId: string, data: TBulkReviewRequest) =>
  apiClient.post<TBulkReviewResponse>(`/cases/${caseId}/evidence/bulk-review`, data, {
    fallbackMessage: 'The suggestions could not be saved. Please try again.',
  });

export const undoBulkReview = (caseId: string, data: TUndoBulkReviewRequest) =>
  apiClient.post<TBulkReviewResponse>(`/cases/${caseId}/evidence/bulk-review/undo`, data, {
    fallbackMessage: 'The change could not be undone. Please try again.',
  });

/**
 * Puts the new statuses into the cached list at once (only the status: the list's items carry more than the answer
 * does), then reads everything that counts them again.
 */
function useApplyChanged(caseId: string) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (result: TBulkReviewResponse) => {
      const changed = new Map(result.evidence.map((item) => [item.id, item]));
      queryClient.setQueryData<TEvidenceItem[]>(evidenceKey(caseId), (list) =>
        list?.map((item) => {
          const saved = changed.get(item.id);
          return saved ? { ...item, status: saved.status, updatedAt: saved.updatedAt } : item;
        }),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: evidenceKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: documentsKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) });
    },
  };
}

/** Accept or reject many suggestions in one step; the answer lists what changed, for Undo. */
export function useBulkReview(caseId: string) {
  const apply = useApplyChanged(caseId);
  return useMutation({ mutationFn: (data: TBulkReviewRequest) => bulkReviewEvidence(caseId, data), ...apply });
}

/** Undo one bulk action: the items it changed go back, unless the person changed them again since. */
export function useUndoBulkReview(caseId: string) {
  const apply = useApplyChanged(caseId);
  return useMutation({ mutationFn: (data: TUndoBulkReviewRequest) => undoBulkReview(caseId, data), ...apply });
}
