import { DAY_MS } from '../time';

/**
 * Calendar dates as the analytics screens and API exchange them: `YYYY-MM-DD` strings read as UTC days, so a
 * bucket means the same days on the server, in the database (which truncates in UTC) and in every browser.
 */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDate(value: string): value is IsoDate {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Midnight UTC at the start of the day. */
export function isoDateStart(day: IsoDate): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The UTC calendar day of an instant. */
export function isoDateOf(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}

/** Today in UTC, the day the server and the database count from. */
export function todayIso(now: Date = new Date()): IsoDate {
  return isoDateOf(now);
}

export function addIsoDays(day: IsoDate, days: number): IsoDate {
  return isoDateOf(new Date(isoDateStart(day).getTime() + days * DAY_MS));
}

/** Calendar months forward (or back when negative), on the first of the month. */
export function addIsoMonths(day: IsoDate, months: number): IsoDate {
  const date = isoDateStart(day);
  return isoDateOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

/** Days from `from` to `to`, both counted: 2026-01-01 to 2026-01-01 is one day. */
export function isoDaysInclusive(from: IsoDate, to: IsoDate): number {
  return Math.round((isoDateStart(to).getTime() - isoDateStart(from).getTime()) / DAY_MS) + 1;
}
