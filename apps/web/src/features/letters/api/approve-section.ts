import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLetterDetail, TLetterReview } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';
import { caseFilingKey, letterKey } from './query-keys';

const approvalPath = (letterId: string, sectionId: string) => `/letters/${letterId}/sections/${encodeURIComponent(sectionId)}/approval`;

/** Approves the section as the attorney read it: `contentHash` makes the server refuse text that changed meanwhile. */
export const approveSection = (letterId: string, sectionId: string, contentHash: string) =>
  apiClient
    .post<{ success: true; review: TLetterReview }>(
      approvalPath(letterId, sectionId),
      { contentHash },
      { fallbackMessage: 'The section could not be approved. Please try again.' },
    )
    .then((res) => res.review);

export const withdrawSectionApproval = (letterId: string, sectionId: string) =>
  apiClient
    .delete<{ success: true; review: TLetterReview }>(approvalPath(letterId, sectionId), {
      fallbackMessage: 'The approval could not be withdrawn. Please try again.',
    })
    .then((res) => res.review);

/**
 * Approves or withdraws the approval of one section. The answer is the letter's review as it now stands, put
 * straight into the letter; the filing checklist and package, which wait for approval, are asked again.
 */
export function useSectionApproval(letterId: string, caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { sectionId: string; action: 'approve'; contentHash: string } | { sectionId: string; action: 'withdraw' }) =>
      change.action === 'approve' ? approveSection(letterId, change.sectionId, change.contentHash) : withdrawSectionApproval(letterId, change.sectionId),
    onSuccess: (review) => {
      queryClient.setQueryData<TLetterDetail>(letterKey(letterId), (letter) => (letter ? { ...letter, review } : letter));
      void queryClient.invalidateQueries({ queryKey: letterKey(letterId), exact: true });
      void queryClient.invalidateQueries({ queryKey: caseFilingKey(caseId) });
    },
  });
}
