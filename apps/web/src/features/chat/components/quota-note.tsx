import { Clock } from 'lucide-react';
import type { TChatQuota } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format';

/** "27 of 30 questions left today", or "No daily limit" on a plan without a cap. */
export function quotaText(quota: TChatQuota): string {
  if (quota.limit === null || quota.remaining === null) return 'No daily limit';
  return `${quota.remaining} of ${quota.limit} ${quota.limit === 1 ? 'question' : 'questions'} left today`;
}

export const isQuotaExhausted = (quota: TChatQuota) => quota.remaining !== null && quota.remaining <= 0;

/** In place of the composer once the day's questions are used: when asking opens again. */
export function QuotaExhaustedNote({ quota }: { quota: TChatQuota }) {
  return (
    <Alert variant="warning">
      <Clock aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">You have asked all {quota.limit} of today’s questions.</p>
        <p>You can ask again from {formatDateTime(quota.resetsAt)}. Your conversations stay here to read.</p>
      </div>
    </Alert>
  );
}
