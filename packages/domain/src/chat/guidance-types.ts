import type { PassageScope } from './passages';

export interface GuidancePoint {
  readonly text: string;
  readonly authorityIds: readonly string[];
}

export interface TopicGuidance {
  /** The assessment's finding id where there is one ('eb1a-iv', 'niw-prong-2'), else a topic id. */
  readonly topicId: string;
  readonly title: string;
  readonly scope: PassageScope;
  /** Authorities whose propositions state the rule. */
  readonly ruleAuthorityIds: readonly string[];
  readonly applied: readonly GuidancePoint[];
  /** Evidence usually filed; the list rests on `typicalEvidenceAuthorityIds`. */
  readonly typicalEvidence: readonly string[];
  readonly typicalEvidenceAuthorityIds: readonly string[];
  readonly pitfalls: readonly GuidancePoint[];
}

/** One point of guidance and the library authorities it rests on. */
export const guidancePoint = (text: string, ...authorityIds: string[]): GuidancePoint => ({ text, authorityIds });
