/** A figure for the chosen range set against the same figure for the range before it. */
export interface PeriodComparison {
  value: number;
  previous: number;
  /** Percent change from `previous`, one decimal; null when there was nothing before to compare with. */
  changePercent: number | null;
}

/**
 * The change from `previous` to `value` in percent, rounded to one decimal: 0 when both are zero, null when only
 * the previous one is (growth from nothing has no percentage). A fall from a negative figure counts against its size.
 */
export function percentChange(value: number, previous: number): number | null {
  if (previous === 0) return value === 0 ? 0 : null;
  return Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
}

export function comparePeriods(value: number, previous: number): PeriodComparison {
  return { value, previous, changePercent: percentChange(value, previous) };
}

/** "+12.5%", "−3%", "0%", or "new" when there was nothing before. */
export function formatPercentChange(changePercent: number | null): string {
  if (changePercent === null) return 'new';
  if (changePercent === 0) return '0%';
  const sign = changePercent > 0 ? '+' : '−';
  return `${sign}${Math.abs(changePercent).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}
