import { z } from 'zod';
import { isLikelyMet, LEVEL_ADJECTIVES } from './levels';
import { ZStrengthLevel, type StrengthLevel } from './schema';

/**
 * Where an assessment leaves the case, as levels reached rather than a score: how many EB-1A criteria look likely
 * met and how the final merits look; whether the EB-2 threshold is met and how many Dhanasar prongs look likely met.
 * Shown in place of the 0-100 eligibility progress, which reads like a chance of approval (it is not one, and the
 * product never states one).
 */
export const ZEligibilityStanding = z.object({
  eb1a: z.object({ criteriaLikelyMet: z.number().int(), criteriaTotal: z.number().int(), finalMerits: ZStrengthLevel }).nullable(),
  niw: z.object({ thresholdMet: z.boolean(), prongsLikelyMet: z.number().int(), prongsTotal: z.number().int() }).nullable(),
});
export type EligibilityStanding = z.output<typeof ZEligibilityStanding>;

/** What the standing is read from: an Assessment, or the few fields of one read out of storage. */
export interface StandingSource {
  eb1a: { criteriaLikelyMet: number; criteria: readonly { level: StrengthLevel }[]; finalMerits: { level: StrengthLevel } } | null;
  niw: { threshold: { route: string; level: StrengthLevel }; prongs: readonly { level: StrengthLevel }[] } | null;
}

export function eligibilityStanding(assessment: StandingSource): EligibilityStanding {
  const { eb1a, niw } = assessment;
  return {
    eb1a: eb1a ? { criteriaLikelyMet: eb1a.criteriaLikelyMet, criteriaTotal: eb1a.criteria.length, finalMerits: eb1a.finalMerits.level } : null,
    niw: niw
      ? {
          thresholdMet: niw.threshold.route !== 'not_met' && isLikelyMet(niw.threshold.level),
          prongsLikelyMet: niw.prongs.filter((prong) => isLikelyMet(prong.level)).length,
          prongsTotal: niw.prongs.length,
        }
      : null,
  };
}

/** The adjective a level reads as in these lines: "solid" for likely, "unsupported" for no evidence. */
export const levelAdjective = (level: StrengthLevel): string => LEVEL_ADJECTIVES[level];

/** "3 of 10 criteria likely met, final merits solid" */
export const eb1aStandingText = (eb1a: NonNullable<EligibilityStanding['eb1a']>): string =>
  `${eb1a.criteriaLikelyMet} of ${eb1a.criteriaTotal} criteria likely met, final merits ${LEVEL_ADJECTIVES[eb1a.finalMerits]}`;

/** "2 of 3 prongs likely met, EB-2 threshold met" */
export const niwStandingText = (niw: NonNullable<EligibilityStanding['niw']>): string =>
  `${niw.prongsLikelyMet} of ${niw.prongsTotal} prongs likely met, EB-2 threshold ${niw.thresholdMet ? 'met' : 'not met yet'}`;

/** One line per petition assessed, each naming it: "EB-1A: 3 of 10 criteria likely met, final merits solid". */
export function standingLines(standing: EligibilityStanding): string[] {
  return [standing.eb1a && `EB-1A: ${eb1aStandingText(standing.eb1a)}`, standing.niw && `EB-2 NIW: ${niwStandingText(standing.niw)}`].filter(
    (line): line is string => Boolean(line),
  );
}
