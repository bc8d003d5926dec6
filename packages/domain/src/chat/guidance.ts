import { EB1A_CRITERIA_GUIDANCE } from './guidance-eb1a-criteria';
import { EB1A_BEYOND_CRITERIA_GUIDANCE } from './guidance-eb1a-beyond-criteria';
import { NIW_GUIDANCE } from './guidance-niw';
import type { TopicGuidance } from './guidance-types';

export type { GuidancePoint, TopicGuidance } from './guidance-types';

/**
 * What each criterion and prong asks for, in plain words: how officers apply it, the evidence people usually
 * file, and what has gone wrong on appeal. Every point paraphrases the project's legal research notes (the same
 * source as the authority library) and carries the library authorities it rests on; the rule itself is
 * quoted from the library's propositions (`ruleAuthorityIds`), never restated here.
 *
 * Points drawn from the Policy Manual as the AAO quotes it cite the Policy Manual chapter; points that are how
 * appeal decisions applied a criterion cite that criterion's regulation, since the AAO decisions themselves
 * are not in the library (non-precedent, 8 C.F.R. § 103.3(c)).
 */
export const GUIDANCE: readonly TopicGuidance[] = [...EB1A_CRITERIA_GUIDANCE, ...NIW_GUIDANCE, ...EB1A_BEYOND_CRITERIA_GUIDANCE];

const BY_TOPIC = new Map(GUIDANCE.map((g) => [g.topicId, g]));

export function guidanceFor(topicId: string): TopicGuidance | undefined {
  return BY_TOPIC.get(topicId);
}
