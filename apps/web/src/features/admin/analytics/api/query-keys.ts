import type { AnalyticsRange } from '@acclaim/domain';

export type AnalyticsArea = 'revenue' | 'users' | 'usage' | 'trends';

/** Under ['admin'] like everything the admin area caches, so signing out drops it with the rest. */
export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  area: (area: AnalyticsArea, range: AnalyticsRange) => ['admin', 'analytics', area, range.from, range.to, range.interval] as const,
};

/** Every request names its whole range, so the server and the screen never disagree about defaults. */
export function analyticsPath(area: AnalyticsArea, range: AnalyticsRange): string {
  const params = new URLSearchParams({ from: range.from, to: range.to, interval: range.interval });
  return `/admin/analytics/${area}?${params.toString()}`;
}
