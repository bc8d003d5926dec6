/**
 * Day arithmetic on instants, in exact milliseconds. The product's days are fixed spans (a link valid 7 days, a
 * 30-day money-back window) or UTC calendar days (analytics, filing dates), never the server's local days, so a
 * daylight-saving change must not stretch or shrink one. Date libraries count in local time unless told otherwise.
 */
export const DAY_MS = 86_400_000;

/** The instant `days` days after `instant` (before it when negative). */
export function daysAfter(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** Whole days elapsed from `from` to `to`, rounded down (0 within the first day; negative when `to` is earlier). */
export function wholeDaysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / DAY_MS);
}
