import { PLANS } from '@acclaim/domain/plans';
import type { TChatQuota } from '@acclaim/contracts';
import { formatDateTime } from '@/lib/format';

/** What every plan with chat has, whatever is left of the day's AI answers. */
export const ASSISTANT_ALWAYS = 'The assistant answers from Acclaim’s legal library and your case, with no daily limit.';

/**
 * The line under the composer: today's AI-written answers on a plan that has them ("AI answers today: 12 of 30 left"),
 * and that the assistant keeps answering after them. Where no AI model is set up, only the assistant is spoken of,
 * so nothing is promised that cannot be given.
 */
export function quotaText(quota: TChatQuota): string {
  if (!quota.hasLanguageModel) return ASSISTANT_ALWAYS;
  if (quota.aiAnswersPerDay === 0) return `${ASSISTANT_ALWAYS} AI-written answers come with ${PLANS.COMPLETE.name}.`;
  if (quota.aiAnswersLeft > 0)
    return `AI answers today: ${quota.aiAnswersLeft} of ${quota.aiAnswersPerDay} left · the assistant keeps answering from the legal library after that`;
  return `AI answers today: all ${quota.aiAnswersPerDay} used, more from ${formatDateTime(quota.resetsAt)} · the assistant keeps answering from the legal library and your case`;
}
