import { describe, expect, it } from 'vitest';
import {
  analyticsRangeProblem,
  bucketStart,
  bucketStarts,
  comparePeriods,
  fillBuckets,
  formatPercentChange,
  isIsoDate,
  isoDaysInclusive,
  matchingPreset,
  MAX_ANALYTICS_DAYS,
  percentChange,
  presetRange,
  previousRange,
  resolveAnalyticsRange,
  runningTotals,
} from './index';

describe('analytics dates', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('yesterday')).toBe(false);
  });

  it('counts both ends of a range', () => {
    expect(isoDaysInclusive('2026-01-01', '2026-01-01')).toBe(1);
    expect(isoDaysInclusive('2026-01-01', '2026-03-31')).toBe(90);
  });
});

describe('buckets', () => {
  it('starts weeks on Monday and months on the first, as date_trunc does', () => {
    expect(bucketStart('2026-01-07', 'day')).toBe('2026-01-07');
    // 2026-01-07 is a Wednesday; 2026-01-04 a Sunday.
    expect(bucketStart('2026-01-07', 'week')).toBe('2026-01-05');
    expect(bucketStart('2026-01-04', 'week')).toBe('2025-12-29');
    expect(bucketStart('2026-01-05', 'week')).toBe('2026-01-05');
    expect(bucketStart('2026-02-28', 'month')).toBe('2026-02-01');
  });

  it('lists every bucket holding a day of the range, the first one reaching back before it', () => {
    expect(bucketStarts('2026-01-30', '2026-02-02', 'day')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(bucketStarts('2026-01-07', '2026-01-20', 'week')).toEqual(['2026-01-05', '2026-01-12', '2026-01-19']);
    expect(bucketStarts('2025-11-15', '2026-02-01', 'month')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
  });

  it('fills buckets without rows with zero and keeps running totals', () => {
    const starts = ['2026-01-05', '2026-01-12', '2026-01-19'];
    expect(fillBuckets(starts, new Map([['2026-01-12', 4]]))).toEqual([0, 4, 0]);
    expect(runningTotals([0, 4, 0, 2], 10)).toEqual([10, 14, 14, 16]);
  });
});

describe('ranges', () => {
  const today = '2026-05-20';

  it('defaults to the last 90 days by week and fills in a missing end', () => {
    expect(resolveAnalyticsRange({}, today)).toEqual({ from: '2026-02-20', to: today, interval: 'week' });
    expect(resolveAnalyticsRange({ from: '2026-05-01' }, today)).toEqual({ from: '2026-05-01', to: today, interval: 'week' });
    expect(resolveAnalyticsRange({ to: '2026-03-31', interval: 'month' }, today)).toEqual({ from: '2026-01-01', to: '2026-03-31', interval: 'month' });
  });

  it('gives each preset its range and interval, and recognises it again', () => {
    expect(presetRange('30d', today)).toEqual({ from: '2026-04-21', to: today, interval: 'day' });
    expect(presetRange('90d', today)).toEqual({ from: '2026-02-20', to: today, interval: 'week' });
    expect(presetRange('12m', today)).toEqual({ from: '2025-06-01', to: today, interval: 'month' });
    expect(matchingPreset({ from: '2025-06-01', to: today, interval: 'week' }, today)).toBe('12m');
    expect(matchingPreset({ from: '2025-06-02', to: today, interval: 'week' }, today)).toBeNull();
  });

  it('refuses a reversed, malformed, too long or too finely divided range, naming the field', () => {
    expect(analyticsRangeProblem({ from: '2026-03-01', to: '2026-02-01' }, today)).toEqual({
      field: 'from',
      message: 'The start date must be on or before the end date.',
    });
    expect(analyticsRangeProblem({ from: '2026-02-30' }, today)?.field).toBe('from');
    expect(analyticsRangeProblem({ to: '31/01/2026' }, today)?.field).toBe('to');
    expect(analyticsRangeProblem({ interval: 'year' }, today)?.field).toBe('interval');
    expect(analyticsRangeProblem({ from: '2020-01-01', to: '2026-01-01', interval: 'month' }, today)?.message).toBe('Choose a range of at most 3 years.');
    expect(analyticsRangeProblem({ from: '2024-01-01', to: '2025-12-31', interval: 'day' }, today)?.field).toBe('interval');
    expect(analyticsRangeProblem({ from: '2024-01-01', to: '2025-12-31', interval: 'week' }, today)).toBeNull();
    // Exactly the longest range allowed.
    const longest = { from: '2023-05-20', to: '2026-05-21', interval: 'month' };
    expect(isoDaysInclusive(longest.from, longest.to)).toBe(MAX_ANALYTICS_DAYS);
    expect(analyticsRangeProblem(longest, today)).toBeNull();
  });

  it('compares against the range of equal length just before', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31', interval: 'week' })).toEqual({ from: '2026-01-29', to: '2026-02-28', interval: 'week' });
    expect(previousRange({ from: '2026-05-20', to: '2026-05-20', interval: 'day' })).toEqual({ from: '2026-05-19', to: '2026-05-19', interval: 'day' });
  });
});

describe('period comparison', () => {
  it('gives the change in percent, none from nothing and zero for nothing to nothing', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(-50, -100)).toBe(50);
    expect(comparePeriods(12, 10)).toEqual({ value: 12, previous: 10, changePercent: 20 });
  });

  it('writes the change with its sign', () => {
    expect(formatPercentChange(12.5)).toBe('+12.5%');
    expect(formatPercentChange(-3)).toBe('−3%');
    expect(formatPercentChange(0)).toBe('0%');
    expect(formatPercentChange(null)).toBe('new');
  });
});
