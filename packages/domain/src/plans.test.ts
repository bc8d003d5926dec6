import { describe, expect, it } from 'vitest';
import { formatPlanPrice, PLANS, SELF_PETITIONER_PLANS } from './plans';

describe('plans', () => {
  it('holds the prices and limits of spec §9', () => {
    expect(SELF_PETITIONER_PLANS.map((plan) => [plan.name, plan.priceMonthly])).toEqual([
      ['Free Trial', 0],
      ['Analysis', 100],
      ['Complete', 500],
    ]);
    expect(PLANS.FREE_TRIAL.limits).toMatchObject({ petitions: 1, documentUploads: 5, eligibilityAssessments: 1, coverLetterPages: 2, chat: false });
    expect(PLANS.ANALYSIS.limits).toMatchObject({ petitions: 4, documentUploads: null, coverLetterPages: 5, chat: true });
    expect(PLANS.COMPLETE.limits).toMatchObject({ coverLetterPages: null, legalCitations: true, formI140Assistance: true, chatQueriesPerDay: 30 });
    expect(PLANS.ATTORNEY).toMatchObject({ priceMonthly: 100, limits: { petitions: null, whiteLabel: true } });
  });

  it('formats prices for the cards', () => {
    expect(formatPlanPrice(PLANS.FREE_TRIAL)).toBe('Free');
    expect(formatPlanPrice(PLANS.COMPLETE)).toBe('$500/mo');
  });
});
