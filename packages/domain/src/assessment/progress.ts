import { PROGRESS_POINTS } from './levels';
import type { PetitionType } from '../evidence';
import type { Eb1aAssessment, NiwAssessment } from './schema';

/**
 * The dashboard's eligibility progress (0-100): how much of what the rules ask the record already
 * covers, from the levels alone. It is not a chance of approval.
 *
 * Level points: strong 100, likely 75, borderline 45, weak 15, no evidence 0.
 * - EB-1A: 60 × (mean points of the three best criteria, or of the one-time award when claimed and
 *   higher) + 40 × (final-merits points), each divided by 100.
 * - NIW: the mean of the points of the threshold and the three prongs.
 * - UNDECIDED: the higher of the two. EB1A or NIW: that one.
 */
export function eligibilityProgress(petitionType: PetitionType, eb1a: Eb1aAssessment | null, niw: NiwAssessment | null): number {
  const eb = eb1a ? eb1aProgress(eb1a) : 0;
  const nw = niw ? niwProgress(niw) : 0;
  const value = petitionType === 'EB1A' ? eb : petitionType === 'NIW' ? nw : Math.max(eb, nw);
  return Math.max(0, Math.min(100, Math.round(value)));
}

function eb1aProgress(eb1a: Eb1aAssessment): number {
  const best = eb1a.criteria
    .map((c) => PROGRESS_POINTS[c.level])
    .sort((a, b) => b - a)
    .slice(0, 3);
  let stepOne = best.reduce((sum, p) => sum + p, 0) / 3;
  if (eb1a.oneTimeAchievement.isClaimed) stepOne = Math.max(stepOne, PROGRESS_POINTS[eb1a.oneTimeAchievement.level]);
  return 0.6 * stepOne + 0.4 * PROGRESS_POINTS[eb1a.finalMerits.level];
}

function niwProgress(niw: NiwAssessment): number {
  const parts = [niw.threshold.level, ...niw.prongs.map((p) => p.level)].map((l) => PROGRESS_POINTS[l]);
  return parts.reduce((sum, p) => sum + p, 0) / parts.length;
}
