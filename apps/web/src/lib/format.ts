/** "2026-11-02" → "November 2, 2026", read as a calendar date whatever the viewer's time zone. */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "2026-03-02T10:00:00.000Z" → "Mar 2, 2026": a moment shown as the day it falls on in the reader's own time zone. */
export const formatShortDay = (isoDateTime: string) => new Date(isoDateTime).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "Mar 2, 2026, 10:04 AM" in the reader's own time zone. */
export const formatDateTime = (isoDateTime: string) =>
  new Date(isoDateTime).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Evidence dates may be partial: "2019" → "2019", "2019-05" → "May 2019", "2019-05-14" → "May 14, 2019". */
export function formatEvidenceDate(value: string): string {
  const [year, month, day] = value.split('-');
  const monthName = month ? (MONTHS[Number(month) - 1] ?? month) : null;
  if (monthName && day) return `${monthName} ${Number(day)}, ${year}`;
  if (monthName) return `${monthName} ${year}`;
  return year ?? value;
}

/** 1536 → "1.5 KB"; sizes read the way a file manager shows them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/**
 * A count with its noun in the right number: "1 item", "2 items", "0 items". `pluralNoun` for nouns that do not
 * take an "s" ("criteria"). The one helper for counts the app shows, so "1 items" cannot come back.
 */
export function countOf(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}
