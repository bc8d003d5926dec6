import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rateLimits } from './schema/index';

/**
 * Counts one hit for `key` in a fixed window and returns the count so far and when the window ends.
 * One upsert, so concurrent requests on any process count correctly.
 */
export async function countRateLimitHit(db: Db, key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }> {
  // The window length is a whole number from configuration, so it is written into the statement.
  const seconds = sql.raw(String(Math.max(1, Math.floor(windowSeconds))));
  const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${seconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  return { count: row!.count, resetAt: new Date(row!.windowStartedAt.getTime() + windowSeconds * 1000) };
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/**
 * Counts one failure for `key`. Unlike `countRateLimitHit`, the window restarts at every failure, so
 * `windowStartedAt` is the time of the latest failure and the count only starts over after `quietSeconds`
 * without one: waiting out a back-off does not wipe the slate, a quiet spell does.
 */
export async function countFailure(db: Db, key: string, quietSeconds: number): Promise<{ count: number; lastFailureAt: Date }> {
  const seconds = sql.raw(String(Math.max(1, Math.floor(quietSeconds))));
  const quiet = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${seconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`case when ${quiet} then 1 else ${rateLimits.count} + 1 end`, windowStartedAt: sql`now()` },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  return { count: row!.count, lastFailureAt: row!.windowStartedAt };
}

/** The failures counted for `key` by `countFailure`, or none once `quietSeconds` have passed since the latest. */
export async function readFailures(db: Db, key: string, quietSeconds: number): Promise<{ count: number; lastFailureAt: Date } | null> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`)
    .limit(1);
  if (!row || row.windowStartedAt.getTime() + quietSeconds * 1000 <= Date.now()) return null;
  return { count: row.count, lastFailureAt: row.windowStartedAt };
}
