import { describe, expect, it } from 'vitest';
import { chatAllowanceText, formatPlanPrice, PLAN_IDS, PLANS, SELF_PETITIONER_PLANS } from './plans';

describe('plans', () => {
  it('holds the prices and limits of spec §9', () => {
    expect(SELF_PETITIONER_PLANS.map((plan) => [plan.name, plan.priceMonthly])).toEqual([
      ['Free Trial', 0],
      ['Analysis', 100],
      ['Complete', 500],
    ]);
    expect(PLANS.FREE_TRIAL.limits).toMatchObject({ petitions: 1, documentUploads: 5, eligibilityAssessments: 1, coverLetterPages: 2, chat: false });
    expect(PLANS.ANALYSIS.limits).toMatchObject({ petitions: 4, documentUploads: null, coverLetterPages: 5, chat: true });
    expect(PLANS.COMPLETE.limits).toMatchObject({
      coverLetterPages: null,
      legalCitations: true,
      formI140Assistance: true,
      chat: true,
      aiChatAnswersPerDay: 30,
    });
    expect(PLANS.ATTORNEY).toMatchObject({ priceMonthly: 100, limits: { petitions: null, whiteLabel: true } });
  });

  it('gives every plan with chat the assistant without a daily cap, and Complete 30 AI-written answers a day on top', () => {
    expect(PLAN_IDS.map((id) => [id, PLANS[id].limits.chat, PLANS[id].limits.aiChatAnswersPerDay])).toEqual([
      ['FREE_TRIAL', false, 0],
      ['ANALYSIS', true, 0],
      ['COMPLETE', true, 30],
      ['ATTORNEY', true, 30],
    ]);
    expect(chatAllowanceText(PLANS.FREE_TRIAL.limits)).toBeNull();
    expect(chatAllowanceText(PLANS.ANALYSIS.limits)).toBe('24/7');
    expect(chatAllowanceText(PLANS.COMPLETE.limits)).toBe('24/7, plus 30 AI-written answers a day');
    // The cards say the same as the pricing table: Complete reads as Analysis's chat and more, never less.
    expect(PLANS.ANALYSIS.features).toContain('Chat assistant, 24/7');
    expect(PLANS.COMPLETE.features).toContain('Chat assistant, 24/7, plus 30 AI-written answers a day');
  });

  it('formats prices for the cards', () => {
    expect(formatPlanPrice(PLANS.FREE_TRIAL)).toBe('Free');
    expect(formatPlanPrice(PLANS.COMPLETE)).toBe('$500/mo');
  });
});
