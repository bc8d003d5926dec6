import { CircleAlert, CircleCheck, CircleDashed, ShieldCheck, Undo2 } from 'lucide-react';
import type { TSectionReview } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDayMonthYear } from '../format';

/** Who wrote the section's current text, as the review bar and the approval record name it. */
export function drafterLabel(review: Pick<TSectionReview, 'draftedBy' | 'model' | 'editedByName'>): string {
  if (review.draftedBy === 'composer') return "Drafted automatically from the case's evidence";
  if (review.draftedBy === 'llm') return review.model ? `Drafted by ${review.model}` : 'Drafted by a language model';
  return review.editedByName ? `Edited by ${review.editedByName}` : 'Edited by hand';
}

function approvalLine(review: TSectionReview): string | null {
  if (!review.approvedBy || !review.approvedAt) return null;
  return `${review.approvedBy.name} · ${formatDayMonthYear(review.approvedAt)}`;
}

/** The state in words and by icon shape, so it never rests on colour alone. */
function StateBadge({ review }: { review: TSectionReview }) {
  if (review.state === 'approved') {
    return (
      <Badge tone="success">
        <CircleCheck aria-hidden="true" /> Approved by {approvalLine(review)}
      </Badge>
    );
  }
  if (review.state === 'changed-since-approval') {
    return (
      <Badge tone="warning">
        <CircleAlert aria-hidden="true" /> Changed since approval
      </Badge>
    );
  }
  return (
    <Badge tone="neutral">
      <CircleDashed aria-hidden="true" /> Awaiting approval
    </Badge>
  );
}

/**
 * Attorney review of one section of a firm's letter: where its approval stands, who wrote the text now there,
 * and, for an owner or attorney, the button to approve it as it reads (or withdraw the approval).
 */
export function SectionReviewBar({
  heading,
  review,
  canApprove,
  isDisabled,
  onApprove,
  onWithdraw,
}: {
  heading: string;
  review: TSectionReview;
  canApprove: boolean;
  /** A job is writing the letter, the section is open in the editor, or an approval is on its way. */
  isDisabled: boolean;
  onApprove: () => void;
  onWithdraw: () => void;
}) {
  const earlier = review.state === 'changed-since-approval' ? approvalLine(review) : null;
  return (
    <div
      role="group"
      aria-label={`Attorney review of “${heading}”`}
      className="mt-3 flex flex-col gap-2 rounded-md border border-border bg-surface px-3 py-2 font-sans text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <StateBadge review={review} />
        <span className="text-muted-foreground">{drafterLabel(review)}</span>
        {earlier && <span className="text-xs text-muted-foreground">Last approved by {earlier}</span>}
      </div>
      {canApprove &&
        (review.state === 'approved' ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onWithdraw}
            disabled={isDisabled}
            aria-label={`Withdraw approval of “${heading}”`}
            className="self-start sm:self-auto"
          >
            <Undo2 aria-hidden="true" /> Withdraw approval
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={onApprove}
            disabled={isDisabled}
            aria-label={`Approve section “${heading}”`}
            className="self-start sm:self-auto"
          >
            <ShieldCheck aria-hidden="true" /> Approve section
          </Button>
        ))}
    </div>
  );
}
