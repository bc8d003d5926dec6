import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fillBuckets, type AnalyticsInterval } from '@acclaim/domain';
import type { Db } from '../../../db/client';
import type { AnalyticsWindow } from './analytics-window';

type Instant = SQL | AnyPgColumn;

/**
 * The unit as a literal, not a bound parameter: PostgreSQL treats two parameters as different expressions, so a
 * parameterised `date_trunc($1, …)` in the select list would not match the same one in GROUP BY. Only these three
 * fixed strings are ever inlined.
 */
const UNIT: Record<AnalyticsInterval, SQL> = { day: sql.raw(`'day'`), week: sql.raw(`'week'`), month: sql.raw(`'month'`) };

/** The first day (YYYY-MM-DD, UTC) of the bucket an instant falls in; weeks start on Monday. */
export const bucketOf = (at: Instant, interval: AnalyticsInterval): SQL => sql`to_char(date_trunc(${UNIT[interval]}, ${at} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** An instant inside the window's days. */
export const inWindow = (at: Instant, window: Pick<AnalyticsWindow, 'startAt' | 'endAt'>): SQL =>
  sql`${at} >= ${window.startAt}::timestamptz and ${at} < ${window.endAt}::timestamptz`;

/** A `date` column (a UTC day) as the instant that day starts. */
export const dayStart = (day: AnyPgColumn): SQL => sql`(${day}::timestamp at time zone 'UTC')`;

/** Runs raw SQL through drizzle; PGlite and node-postgres both answer with `rows`. */
export async function selectRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Aggregates of rows per bucket of the window, one array per named aggregate with zero where no row fell.
 * Counts and sums are cast to float8 so both drivers answer with plain numbers, whatever their size.
 */
export async function perBucket<K extends string>(
  db: Db,
  window: AnalyticsWindow,
  source: { at: Instant; from: SQL; where?: SQL; values: Record<K, SQL> },
): Promise<Record<K, number[]>> {
  const keys = Object.keys(source.values) as K[];
  const columns = sql.join(
    keys.map((key) => sql`coalesce(${source.values[key]}, 0)::float8 as ${sql.identifier(key)}`),
    sql`, `,
  );
  const where = source.where ? sql`${inWindow(source.at, window)} and (${source.where})` : inWindow(source.at, window);
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select ${bucketOf(source.at, window.interval)} as "bucket", ${columns} from ${source.from} where ${where} group by 1`,
  );
  const result = {} as Record<K, number[]>;
  for (const key of keys) {
    result[key] = fillBuckets(window.starts, new Map(rows.map((row) => [String(row.bucket), Number(row[key])])));
  }
  return result;
}

/** One aggregate grouped by a key (e.g. plan), over the whole window. */
export async function perGroup(
  db: Db,
  window: AnalyticsWindow,
  source: { at: Instant; group: SQL; from: SQL; where?: SQL; value: SQL },
): Promise<Map<string, number>> {
  const where = source.where ? sql`${inWindow(source.at, window)} and (${source.where})` : inWindow(source.at, window);
  const rows = await selectRows<{ key: unknown; value: unknown }>(
    db,
    sql`select ${source.group} as "key", coalesce(${source.value}, 0)::float8 as "value" from ${source.from} where ${where} group by 1`,
  );
  return new Map(rows.map((row) => [String(row.key), Number(row.value)]));
}

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
