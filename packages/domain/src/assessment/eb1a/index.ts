import type { EngineContext } from '../context';
import { capLevel, isAtLeast, isLikelyMet, LEVEL_ADJECTIVES } from '../levels';
import type { Eb1aAssessment, Finding, StrengthLevel } from '../schema';
import { assessComparableEvidence } from './comparable-evidence';
import { assessCriteria } from './criteria/index';
import { assessFinalMerits } from './final-merits';
import { assessOneTimeAchievement } from './one-time-achievement';

/** EB-1A (8 CFR 204.5(h)): the ten criteria, the one-time route, comparable evidence and the final merits. */
export function assessEb1a(ctx: EngineContext): Eb1aAssessment {
  const criteria = assessCriteria(ctx);
  const criteriaLikelyMet = criteria.filter((c) => isLikelyMet(c.level)).length;
  const oneTimeAchievement = assessOneTimeAchievement(ctx);
  const hasOneTime = oneTimeAchievement.isClaimed && isLikelyMet(oneTimeAchievement.level);
  const finalMerits = assessFinalMerits(ctx, criteria, hasOneTime);
  return {
    criteria,
    criteriaLikelyMet,
    criteriaRequired: 3,
    oneTimeAchievement,
    comparableEvidence: assessComparableEvidence(criteria),
    finalMerits,
    verdict: eb1aVerdict(ctx, criteria, criteriaLikelyMet, hasOneTime, finalMerits.level),
  };
}

/**
 * The EB-1A level: step one (three criteria, or the one-time award) caps it, step two (final merits)
 * sets it. Three criteria at 'likely' with borderline final merits is borderline overall.
 */
function eb1aVerdict(ctx: EngineContext, criteria: Finding[], met: number, hasOneTime: boolean, merits: StrengthLevel): Eb1aAssessment['verdict'] {
  const borderlineCount = criteria.filter((c) => c.level === 'borderline').length;
  let level: StrengthLevel;
  if (!ctx.usable.length) level = 'no_evidence';
  else if (met >= 3 || hasOneTime) level = merits;
  else if (met === 2 && borderlineCount > 0) level = capLevel(merits, 'borderline');
  else level = 'weak';
  const route = hasOneTime ? 'a one-time major international award is in the record' : `${met} of 10 criteria look likely met (3 required)`;
  const headline = `${route.charAt(0).toUpperCase()}${route.slice(1)}; final merits ${LEVEL_ADJECTIVES[merits]}`;
  const next = criteria
    .filter((c) => c.level === 'borderline')
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map((c) => c.label.toLowerCase());
  let summary: string;
  if (level === 'no_evidence') summary = 'There is no evidence in the case yet, so EB-1A cannot be assessed.';
  else if (isAtLeast(level, 'likely'))
    summary = `EB-1A looks ${LEVEL_ADJECTIVES[level]} on this record: step one is satisfied and the record as a whole points to sustained acclaim. Close the gaps listed under each criterion before filing.`;
  else if (met >= 3 || hasOneTime)
    summary =
      'Step one looks satisfied, but the record as a whole does not yet clearly show sustained acclaim at the top of the field; strengthen the final-merits factors.';
  else summary = `EB-1A is not ready: ${met} of the 3 required criteria look met.${next.length ? ` The closest to meeting are ${next.join(' and ')}.` : ''}`;
  return { level, headline, summary };
}
