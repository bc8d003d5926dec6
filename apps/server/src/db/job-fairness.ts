import type { Database } from './client';

/**
 * The jobs of a queue sent with `fairnessKey` that have not finished (waiting, waiting to retry or running). The
 * queue is partitioned by name and keeps few unfinished jobs, so this stays cheap as finished jobs pile up.
 */
export async function countUnfinishedJobs(database: Database, queue: string, fairnessKey: string): Promise<number> {
  const { rows } = await database.execute(
    `select count(*)::int as "count" from pgboss.job where name = $1 and state < 'completed' and data->>'fairnessKey' = $2`,
    [queue, fairnessKey],
  );
  return Number(rows[0]?.count ?? 0);
}
