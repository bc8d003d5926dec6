import type { TrendMetric, UsageMetric } from '@acclaim/contracts';

export const USAGE_LABELS: Record<UsageMetric, string> = {
  uploads: 'Uploads',
  assessments: 'Assessments',
  letters: 'Letters',
  chatQuestions: 'Chat questions',
};

export const TREND_LABELS: Record<TrendMetric, { label: string; hint: string; isRiseGood: boolean }> = {
  signups: { label: 'Sign-ups', hint: 'New accounts', isRiseGood: true },
  activeUsers: { label: 'Active accounts', hint: 'Accounts seen at least once', isRiseGood: true },
  newSubscriptions: { label: 'New subscriptions', hint: 'Paid plans started', isRiseGood: true },
  mrrCents: { label: 'MRR', hint: 'At the end of the range', isRiseGood: true },
  netRevenueCents: { label: 'Net revenue', hint: 'Payments less refunds', isRiseGood: true },
  refundsCents: { label: 'Refunds', hint: 'Money paid back', isRiseGood: false },
  uploads: { label: 'Uploads', hint: 'Documents uploaded', isRiseGood: true },
  assessments: { label: 'Assessments', hint: 'Eligibility assessments requested', isRiseGood: true },
  letters: { label: 'Letters', hint: 'Petition letters started', isRiseGood: true },
  chatQuestions: { label: 'Chat questions', hint: 'Questions asked', isRiseGood: true },
};

/**
 * Series colours from the theme's tokens, so charts follow the palette: navy, emerald,
 * gold, amber, rose, slate.
 */
export const CHART_COLORS = {
  primary: 'var(--color-primary)',
  success: 'var(--color-success)',
  premium: 'var(--color-premium)',
  warning: 'var(--color-warning)',
  destructive: 'var(--color-destructive)',
  muted: 'var(--color-muted-foreground)',
} as const;
