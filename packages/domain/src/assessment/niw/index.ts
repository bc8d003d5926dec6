import type { EngineContext } from '../context';
import { LEVEL_ADJECTIVES, weakestLevel } from '../levels';
import type { NiwAssessment, StrengthLevel } from '../schema';
import { assessExceptionalAbility } from './exceptional-ability';
import { assessProngOne, assessProngThree, assessProngTwo } from './prongs';
import { assessThreshold } from './threshold';

/** EB-2 NIW: the EB-2 threshold, then the three prongs of Matter of Dhanasar. */
export function assessNiw(ctx: EngineContext): NiwAssessment {
  const threshold = assessThreshold(ctx, assessExceptionalAbility(ctx));
  const one = assessProngOne(ctx);
  const two = assessProngTwo(ctx);
  const three = assessProngThree(ctx, one, two);
  const prongs = [one, two, three];
  // All three prongs and the threshold must hold, so the weakest one sets the level.
  const level: StrengthLevel =
    threshold.route === 'not_met' ? weakestLevel([threshold.level, 'weak']) : weakestLevel([threshold.level, ...prongs.map((p) => p.level)]);
  const route = threshold.route === 'advanced_degree' ? 'advanced degree' : threshold.route === 'exceptional_ability' ? 'exceptional ability' : 'not met';
  const headline = `EB-2 threshold: ${route}${threshold.route === 'not_met' ? '' : ` (${LEVEL_ADJECTIVES[threshold.level]})`}; prongs ${prongs.map((p, i) => `${i + 1} ${LEVEL_ADJECTIVES[p.level]}`).join(', ')}`;
  const weakest = [...prongs].sort((a, b) => a.score - b.score)[0];
  let summary: string;
  if (level === 'no_evidence') summary = 'There is not enough in the case yet to assess the national interest waiver.';
  else if (threshold.route === 'not_met') summary = 'The national interest waiver needs EB-2 eligibility first, and the record does not show it yet.';
  else if (level === 'strong' || level === 'likely')
    summary = `The national interest waiver looks ${LEVEL_ADJECTIVES[level]} on this record; keep the proposed endeavor consistent across the petition and letters.`;
  else summary = `The national interest waiver is ${LEVEL_ADJECTIVES[level]} on this record; the weakest part is "${weakest?.label.toLowerCase()}".`;
  return { threshold, prongs, verdict: { level, headline, summary } };
}
