import type { Assessment, StrengthLevel } from '@acclaim/domain';

/**
 * The one line and level a list or the dashboard shows. An EB-1A or NIW case has one verdict; an undecided
 * case leads with the recommendation, at the level of the petition it suggests filing first.
 */
export function summarizeVerdict(result: Assessment): { level: StrengthLevel; headline: string } {
  if (result.recommendation) {
    const first = result.recommendation.fileFirst === 'EB1A' ? result.eb1a : result.niw;
    if (first) return { level: first.verdict.level, headline: result.recommendation.headline };
  }
  const verdict = result.eb1a?.verdict ?? result.niw?.verdict;
  if (!verdict) return { level: 'no_evidence', headline: 'No assessment could be made.' };
  return { level: verdict.level, headline: verdict.headline };
}
