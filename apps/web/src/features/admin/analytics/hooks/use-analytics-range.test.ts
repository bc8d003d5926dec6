import { describe, expect, it } from 'vitest';
import { fittingInterval, readAnalyticsRange } from './use-analytics-range';

const today = '2026-05-20';
const read = (query: string) => readAnalyticsRange(new URLSearchParams(query), today);

describe('readAnalyticsRange', () => {
  it('reads a preset, a custom range and an interval from the address', () => {
    expect(read('')).toEqual({ preset: '90d', range: { from: '2026-02-20', to: today, interval: 'week' } });
    expect(read('range=30d')).toEqual({ preset: '30d', range: { from: '2026-04-21', to: today, interval: 'day' } });
    expect(read('range=12m&interval=week')).toEqual({ preset: '12m', range: { from: '2025-06-01', to: today, interval: 'week' } });
    expect(read('from=2025-01-01&to=2025-03-31&interval=month')).toEqual({ preset: null, range: { from: '2025-01-01', to: '2025-03-31', interval: 'month' } });
  });

  it('falls back to the default for anything invalid rather than asking the server', () => {
    expect(read('range=5y').preset).toBe('90d');
    expect(read('from=2025-03-01&to=2025-01-01').preset).toBe('90d');
    expect(read('from=2019-01-01&to=2025-01-01').preset).toBe('90d');
    expect(read('interval=hour').range.interval).toBe('week');
  });

  it('moves a custom range too long for its interval to a coarser one', () => {
    expect(fittingInterval('2024-01-01', '2025-12-31', 'day')).toBe('week');
    expect(fittingInterval('2025-01-01', '2025-01-31', 'day')).toBe('day');
  });
});
