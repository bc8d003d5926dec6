import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { TStorageCheck } from '@acclaim/contracts';
import { count, sum } from 'drizzle-orm';
import { documents } from '../../../db/schema/index';
import type { AppDeps } from '../../../lib/context';
import { elapsedMs, guardCheck } from './guard-check';

/** Where files go, as configuration says (the same choice as adapters/storage/create-storage.ts). */
function describeLocation(env: AppDeps['env']): string {
  if (!env.S3_BUCKET) return path.join(env.DATA_DIR, 'uploads');
  const where = env.S3_ENDPOINT ? `at ${new URL(env.S3_ENDPOINT).host}` : `in AWS ${env.S3_REGION}`;
  return `Bucket ${env.S3_BUCKET} ${where}`;
}

/** Writes a small object, reads it back, deletes it and makes sure it is gone: the path every upload takes. */
async function probe(storage: AppDeps['storage']): Promise<void> {
  const key = `system-health/probe-${randomUUID()}`;
  const bytes = new TextEncoder().encode(`Acclaim storage probe ${new Date().toISOString()}`);
  try {
    await storage.put(key, bytes, 'text/plain');
    const read = await storage.get(key);
    if (Buffer.compare(Buffer.from(read), Buffer.from(bytes)) !== 0) throw new Error('the file read back differs from the file written');
    await storage.delete(key);
    if (await storage.exists(key)) throw new Error('the file was still there after it was deleted');
  } finally {
    // A probe that failed half-way leaves nothing behind.
    await storage.delete(key).catch(() => undefined);
  }
}

async function documentTotals(deps: AppDeps) {
  const [row] = await deps.database.db.select({ files: count(), bytes: sum(documents.sizeBytes).mapWith(Number) }).from(documents);
  return { documentCount: row?.files ?? 0, documentBytes: row?.bytes ?? 0 };
}

/** The configured adapter, a real write/read/delete probe, and what the uploaded documents add up to. */
export async function checkStorage(deps: AppDeps): Promise<TStorageCheck> {
  const adapter = deps.storage.kind;
  const location = describeLocation(deps.env);
  const name = adapter === 's3' ? 'S3-compatible storage' : 'Local folder';
  const noTotals = { documentCount: null, documentBytes: null };
  // The figures come from the database, not the store, so a store that is down still shows them.
  const totals = guardCheck<{ documentCount: number | null; documentBytes: number | null }>(
    () => documentTotals(deps),
    () => noTotals,
  );
  const probed = guardCheck<Pick<TStorageCheck, 'status' | 'detail' | 'latencyMs'>>(
    async () => {
      const started = performance.now();
      await probe(deps.storage);
      const latencyMs = elapsedMs(started);
      return { status: 'ok' as const, detail: `${name}: wrote, read back and deleted a test file in ${latencyMs} ms`, latencyMs };
    },
    (failure, latencyMs) => ({ status: 'down' as const, detail: `${name}: ${failure}`, latencyMs }),
  );
  return { ...(await probed), adapter, location, ...(await totals) };
}
