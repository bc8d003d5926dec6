import { STRENGTH_LEVELS, type StrengthLevel } from './schema';

/**
 * Scores (0-100) order findings and draw charts; levels are what the product shows. Neither is a
 * chance of approval (docs/decisions/007).
 *
 * Score to level, for findings backed by at least one evidence item:
 *   80-100 strong · 60-79 likely · 40-59 borderline · 0-39 weak.
 * A finding with nothing behind it is 'no_evidence' whatever its score.
 */
export const LEVEL_THRESHOLDS = { strong: 80, likely: 60, borderline: 40 } as const;

export function levelFromScore(score: number, hasEvidence: boolean): StrengthLevel {
  if (!hasEvidence) return 'no_evidence';
  if (score >= LEVEL_THRESHOLDS.strong) return 'strong';
  if (score >= LEVEL_THRESHOLDS.likely) return 'likely';
  if (score >= LEVEL_THRESHOLDS.borderline) return 'borderline';
  return 'weak';
}

/** 4 for strong … 0 for no evidence, so levels can be compared. */
export const levelRank = (level: StrengthLevel): number => STRENGTH_LEVELS.length - 1 - STRENGTH_LEVELS.indexOf(level);

export const isAtLeast = (level: StrengthLevel, floor: StrengthLevel): boolean => levelRank(level) >= levelRank(floor);

export const isLikelyMet = (level: StrengthLevel): boolean => isAtLeast(level, 'likely');

export function weakestLevel(levels: readonly StrengthLevel[]): StrengthLevel {
  return levels.reduce<StrengthLevel>((low, l) => (levelRank(l) < levelRank(low) ? l : low), 'strong');
}

/** The lower of a level and a ceiling. */
export const capLevel = (level: StrengthLevel, ceiling: StrengthLevel): StrengthLevel => weakestLevel([level, ceiling]);

/**
 * Points of a level on the dashboard's eligibility-progress bar: how far the record has come towards what
 * the rules ask, not a chance of approval.
 *   strong 100 · likely 75 · borderline 45 · weak 15 · no evidence 0
 */
export const PROGRESS_POINTS: Readonly<Record<StrengthLevel, number>> = { strong: 100, likely: 75, borderline: 45, weak: 15, no_evidence: 0 };

/** Plain words for a level, for sentences. */
export const LEVEL_WORDS: Readonly<Record<StrengthLevel, string>> = {
  strong: 'strong',
  likely: 'likely met',
  borderline: 'borderline',
  weak: 'weak',
  no_evidence: 'without evidence',
};

/** Adjectives for prongs, factors and verdicts, where "likely met" would read oddly. */
export const LEVEL_ADJECTIVES: Readonly<Record<StrengthLevel, string>> = {
  strong: 'strong',
  likely: 'solid',
  borderline: 'borderline',
  weak: 'weak',
  no_evidence: 'unsupported',
};

export const clampScore = (score: number): number => Math.max(0, Math.min(100, Math.round(score)));
