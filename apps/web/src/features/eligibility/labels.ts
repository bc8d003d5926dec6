import type { StrengthLevel } from '@acclaim/domain';

export { LEVEL_LABELS, PETITION_LABELS } from '@acclaim/domain';

export const LEVEL_TONE = {
  strong: 'success',
  likely: 'success',
  borderline: 'warning',
  weak: 'destructive',
  no_evidence: 'neutral',
} as const satisfies Record<StrengthLevel, string>;

/** Bar fills of the chart, from the theme: emerald for met, amber borderline, rose weak, slate for nothing. */
export const LEVEL_FILL: Readonly<Record<StrengthLevel, string>> = {
  strong: 'bg-success',
  likely: 'bg-success/75',
  borderline: 'bg-warning',
  weak: 'bg-destructive',
  no_evidence: 'bg-input',
};

/** A level counts toward "likely met" (the engine's `criteriaLikelyMet` uses the same rule). */
export const isMetLevel = (level: StrengthLevel) => level === 'strong' || level === 'likely';

export const SEVERITY_TONE = { high: 'destructive', medium: 'warning', low: 'neutral' } as const;
export const SEVERITY_LABELS = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/**
 * The score from which a finding counts as likely met: the engine's `LEVEL_THRESHOLDS.likely`
 * (levels.ts, 60-79 likely). Kept here so the signed-in screen need not load the engine; a test keeps them equal.
 */
export const LIKELY_MET_SCORE = 60;
