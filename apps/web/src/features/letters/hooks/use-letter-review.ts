import * as React from 'react';
import type { TLetterDetail } from '@acclaim/contracts';
import type { Section } from '@acclaim/domain/letter';
import { toast } from '@/components/ui/toast';
import { useSectionApproval } from '../api/approve-section';
import type { OutlineApproval } from '../components/letter-outline';
import type { SectionReviewBar } from '../components/section-review-bar';

/**
 * The attorney review of a firm's letter: whether the viewer may change the letter, the approvals as the outline
 * shows them, and the review bar of each section with its Approve and Withdraw.
 */
export function useLetterReview(letter: TLetterDetail, caseId: string) {
  const approval = useSectionApproval(letter.id, caseId);
  const review = letter.review ?? null;
  // A self-petitioner's letter has no review, and its owner writes it.
  const canWrite = review?.canEdit ?? true;
  const sectionReviews = React.useMemo(() => new Map((review?.sections ?? []).map((item) => [item.sectionId, item])), [review]);
  const outlineApproval = React.useMemo<OutlineApproval | null>(
    () => (review ? { approved: review.approved, total: review.total, states: new Map(review.sections.map((item) => [item.sectionId, item.state])) } : null),
    [review],
  );

  function changeApproval(change: Parameters<typeof approval.mutate>[0]) {
    approval.mutate(change, { onError: (error) => toast.error(error.message) });
  }

  /** The review bar of a section (none on a letter without review); `isDisabled` while the section may not be approved. */
  function reviewBarProps(section: Section, isDisabled: boolean): React.ComponentProps<typeof SectionReviewBar> | null {
    const sectionReview = sectionReviews.get(section.id);
    if (!review || !sectionReview) return null;
    return {
      heading: section.heading,
      review: sectionReview,
      canApprove: review.canApprove,
      isDisabled: isDisabled || approval.isPending,
      onApprove: () => changeApproval({ sectionId: section.id, action: 'approve', contentHash: sectionReview.contentHash }),
      onWithdraw: () => changeApproval({ sectionId: section.id, action: 'withdraw' }),
    };
  }

  return { review, canWrite, outlineApproval, reviewBarProps };
}
