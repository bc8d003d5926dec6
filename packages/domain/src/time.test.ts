import { describe, expect, it } from 'vitest';
import { DAY_MS, daysAfter, formatUptime, wholeDaysBetween } from './time';

describe('day arithmetic', () => {
  // 2026-03-08 is a daylight-saving change in the United States: a day is still 24 hours here.
  const start = new Date('2026-03-07T12:00:00.000Z');

  it('moves by whole days of 24 hours, forward and back', () => {
    expect(daysAfter(start, 7).toISOString()).toBe('2026-03-14T12:00:00.000Z');
    expect(daysAfter(start, -30).toISOString()).toBe('2026-02-05T12:00:00.000Z');
    expect(daysAfter(start, 1).getTime() - start.getTime()).toBe(DAY_MS);
  });

  it('counts whole days elapsed, rounding down', () => {
    expect(wholeDaysBetween(start, new Date('2026-03-08T11:59:59.999Z'))).toBe(0);
    expect(wholeDaysBetween(start, new Date('2026-03-08T12:00:00.000Z'))).toBe(1);
    expect(wholeDaysBetween(start, daysAfter(start, 30))).toBe(30);
    expect(wholeDaysBetween(start, daysAfter(start, -2))).toBe(-2);
  });
});

describe('formatUptime', () => {
  it('names the two largest units, down to minutes', () => {
    expect(formatUptime(59)).toBe('0 min');
    expect(formatUptime(7 * 60 + 30)).toBe('7 min');
    expect(formatUptime(2 * 3_600 + 5 * 60)).toBe('2 h 5 min');
    expect(formatUptime(3 * 86_400 + 4 * 3_600 + 59 * 60)).toBe('3 d 4 h');
  });
});
