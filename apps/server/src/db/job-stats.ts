import type { Database } from './client';

/**
 * Jobs pg-boss has given up on (state `failed`, kept until its weekly clean-up). Zero before the queue has ever
 * started, when its schema does not exist yet.
 */
export async function countFailedJobs(database: Database): Promise<number> {
  const { rows: exists } = await database.execute(`select to_regclass('pgboss.job') is not null as "exists"`);
  if (!exists[0]?.exists) return 0;
  const { rows } = await database.execute(`select count(*)::int as "count" from pgboss.job where state = $1`, ['failed']);
  return Number(rows[0]?.count ?? 0);
}

/** The jobs of a queue that pg-boss holds as running, with what it needs to release them. */
export async function findActiveJobs(database: Database, queue: string) {
  const { rows } = await database.execute(`select id, data, retry_count, retry_limit from pgboss.job where name = $1 and state = 'active'`, [queue]);
  return rows.map((row) => ({ id: String(row.id), data: row.data as object, retryCount: Number(row.retry_count), retryLimit: Number(row.retry_limit) }));
}

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
