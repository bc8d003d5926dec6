import { DOCUMENTS_FOR_FULL_PROGRESS } from '@acclaim/domain';
import type { TDocumentAllowance } from '@acclaim/contracts';
import { paths } from '@/config/paths';
import { countOf } from '@/lib/format';

/** A plan that stops uploads before documents progress is full (the Free Trial's 5 against 10). */
export function isCappedBelowFullProgress(allowance: TDocumentAllowance | undefined): allowance is { used: number; allowed: number } {
  return allowance?.allowed != null && allowance.allowed < DOCUMENTS_FOR_FULL_PROGRESS;
}

/** The Progress card's line under its title: the plan's own upload limit where it is below the ten that fill the bar. */
export function progressCardDescription(allowance: TDocumentAllowance | undefined): string {
  const rest = 'the other areas fill in as you assess, draft and prepare forms.';
  if (!isCappedBelowFullProgress(allowance)) return `Documents count toward ${DOCUMENTS_FOR_FULL_PROGRESS}; ${rest}`;
  return `Your plan allows ${countOf(allowance.allowed, 'document upload')} and ${Math.min(allowance.used, allowance.allowed)} ${Math.min(allowance.used, allowance.allowed) === 1 ? 'is' : 'are'} used; ${rest}`;
}

/**
 * The dashboard's step about adding documents, or null when there is none to suggest. On a plan capped below ten
 * it counts against the plan's limit, and once the limit is reached it points to the plans instead of asking for
 * uploads the server would refuse.
 */
export function documentsNextStep(documentCount: number, allowance: TDocumentAllowance | undefined): { to: string; text: string } | null {
  if (documentCount === 0) return null;
  if (!isCappedBelowFullProgress(allowance)) {
    if (documentCount >= DOCUMENTS_FOR_FULL_PROGRESS) return null;
    return { to: paths.documents, text: `Add award letters, press and reviewing invitations (${documentCount} of ${DOCUMENTS_FOR_FULL_PROGRESS} documents)` };
  }
  const left = allowance.allowed - allowance.used;
  if (left <= 0)
    return {
      to: paths.billing,
      text: `You have used ${allowance.allowed === 1 ? 'the 1 upload' : `all ${allowance.allowed} uploads`} your plan allows; see the plans to add award letters, press and more`,
    };
  return {
    to: paths.documents,
    text: `Add your strongest award letters, press and reviewing invitations (${left} of ${countOf(allowance.allowed, 'upload')} left on your plan)`,
  };
}
