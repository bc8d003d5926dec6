import { detailNumber } from './details';
import type { AssessmentEvidence } from './schema';

/**
 * Evidence dates may be partial ("2019", "2019-05"). The engine compares them by their first possible
 * day, so an item is only called "after the filing date" when it certainly is.
 */
export function startOfDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const m = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(date.trim());
  if (!m) return null;
  return `${m[1]}-${m[2] ?? '01'}-${m[3] ?? '01'}`;
}

/** The year of an item: its date, else `details.year`. */
export function yearOf(e: AssessmentEvidence): number | null {
  const start = startOfDate(e.date);
  if (start) return Number(start.slice(0, 4));
  const year = detailNumber(e, 'year');
  return year !== null && year > 1900 && year < 2200 ? Math.trunc(year) : null;
}

/** First possible day of an item, from its date or its year. */
export function itemStart(e: AssessmentEvidence): string | null {
  const start = startOfDate(e.date);
  if (start) return start;
  const year = yearOf(e);
  return year === null ? null : `${year}-01-01`;
}

export const yearOfIso = (iso: string): number => Number(iso.slice(0, 4));
