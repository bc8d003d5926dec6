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

/** How long a process has run, as the system screen and its health check say it: "3 d 4 h", "2 h 5 min", "7 min". */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}
