import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { scholarlyCache, type ScholarlyCacheRow } from './schema/index';

export async function readScholarlyCache(db: Db, key: string): Promise<ScholarlyCacheRow | undefined> {
  const [row] = await db.select().from(scholarlyCache).where(eq(scholarlyCache.key, key)).limit(1);
  return row;
}

/** Stores (or replaces) one answer; `body` is the parsed JSON, null for a 404. */
export async function writeScholarlyCache(db: Db, entry: { key: string; service: string; status: number; body: unknown; expiresAt: Date }): Promise<void> {
  const values = { ...entry, fetchedAt: new Date() };
  await db.insert(scholarlyCache).values(values).onConflictDoUpdate({ target: scholarlyCache.key, set: values });
}
