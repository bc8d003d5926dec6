import { describe, expect, it } from 'vitest';
import { addBillingMonth, formatCents, isUpgrade, moneyBackDeadline, planChoices, prorationCents } from './billing';

describe('billing rules', () => {
  it('charges the price difference for the rest of the period on an upgrade and credits it on a downgrade', () => {
    const period = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };
    const halfway = new Date('2026-11-16T00:00:00Z');
    expect(prorationCents('ANALYSIS', 'COMPLETE', period, halfway)).toBe(20_000);
    expect(prorationCents('COMPLETE', 'ANALYSIS', period, halfway)).toBe(-20_000);
    expect(prorationCents('ANALYSIS', 'COMPLETE', period, period.end)).toBe(0);
    expect(prorationCents('ANALYSIS', 'COMPLETE', period, new Date('2026-10-01T00:00:00Z'))).toBe(40_000);
  });

  it('renews on the same day of the next month, or its last day', () => {
    expect(addBillingMonth(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-12-24T10:00:00.000Z');
    expect(addBillingMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addBillingMonth(new Date('2026-12-31T00:00:00Z')).toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });

  it('tells upgrades from downgrades by price and never offers the current plan', () => {
    expect(isUpgrade('FREE_TRIAL', 'ANALYSIS')).toBe(true);
    expect(isUpgrade('COMPLETE', 'ANALYSIS')).toBe(false);
    expect(planChoices('COMPLETE').map((plan) => plan.id)).toEqual(['ANALYSIS', 'ATTORNEY']);
  });

  it('gives thirty days for the money-back guarantee and formats dollars', () => {
    expect(moneyBackDeadline(new Date('2026-11-01T00:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(formatCents(50_000)).toBe('$500.00');
    expect(formatCents(-1234)).toBe('-$12.34');
    expect(formatCents(123_456_700)).toBe('$1,234,567.00');
  });
});
