import type { AnalyticsInterval } from './buckets';

/** An account counts as activated when it uploads its first document within this many days of signing up. */
export const ACTIVATION_DAYS = 7;

/** The definition the user analytics screen shows next to the activation figures. */
export const ACTIVATION_DEFINITION = `An account is activated when it uploads at least one document within ${ACTIVATION_DAYS} days of signing up.`;

/**
 * What "seen" means for retention and active accounts: only what the database keeps. A sign-in session records its
 * start and its latest use, not every use in between, so these figures are a floor, never an overcount.
 */
export const ACTIVITY_DEFINITION =
  'An account counts as seen in a period when a sign-in session of it starts or is last used then, or when it uploads a document, requests an assessment, starts a letter or asks a chat question then.';

export type CohortUnit = 'week' | 'month';

/** Daily cohorts are too thin to read, so daily and weekly charts both group sign-ups by week; monthly by month. */
export function cohortUnitFor(interval: AnalyticsInterval): CohortUnit {
  return interval === 'month' ? 'month' : 'week';
}

/** How many later periods each cohort's row follows, and how many of the latest cohorts are shown. */
export const RETENTION_PERIODS: Record<CohortUnit, number> = { week: 8, month: 6 };
export const RETENTION_COHORTS = 12;
