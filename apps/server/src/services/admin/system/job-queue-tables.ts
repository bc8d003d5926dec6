import type { TFailedJob, TJobQueueStats } from '@acclaim/contracts';
import type { Database } from '../../../db/client';

// Reads pg-boss's own tables (schema `pgboss`, see jobs/queue.ts). pg-boss keeps a finished job in `job` for
// 12 hours and then moves it to `archive` (deleted after a week), so recent counts read both.

export const RECENT_HOURS = 24;
/** A job due this long ago and still not picked up means no worker is taking jobs. */
export const STALLED_AFTER_MINUTES = 5;
const FAILED_JOBS_SHOWN = 20;

/** False before pg-boss has ever started on this database. */
export async function hasJobTables(database: Database): Promise<boolean> {
  const { rows } = await database.execute(`select to_regclass('pgboss.job') is not null as "exists"`);
  return Boolean(rows[0]?.exists);
}

/** Every queue of the app's jobs, with its jobs by state: waiting, retrying and active now; failed and completed lately. */
export async function readQueueStats(database: Database): Promise<TJobQueueStats[]> {
  const recent = `completed_on > now() - interval '${RECENT_HOURS} hours'`;
  const { rows } = await database.execute(`
    select q.name,
      count(s.state) filter (where s.state = 'created')::int as "created",
      count(s.state) filter (where s.state = 'retry')::int as "retry",
      count(s.state) filter (where s.state = 'active')::int as "active",
      count(s.state) filter (where s.state = 'failed')::int as "failed",
      count(s.state) filter (where s.state = 'completed')::int as "completed"
    from pgboss.queue q
    left join (
      select name, state::text as state from pgboss.job
        where state in ('created', 'retry', 'active') or (state in ('completed', 'failed') and ${recent})
      union all
      select name, state::text as state from pgboss.archive
        where state in ('completed', 'failed') and ${recent}
    ) s on s.name = q.name
    -- pg-boss's own bookkeeping queues (__pgboss__send-it) are not the app's work.
    where left(q.name, 8) <> '__pgboss'
    group by q.name
    order by q.name`);
  return rows.map((row) => ({
    name: String(row.name),
    created: Number(row.created),
    retry: Number(row.retry),
    active: Number(row.active),
    failed: Number(row.failed),
    completed: Number(row.completed),
  }));
}

/** Jobs due more than STALLED_AFTER_MINUTES ago that no worker has taken. */
export async function countStalledJobs(database: Database): Promise<number> {
  const { rows } = await database.execute(`
    select count(*)::int as "count" from pgboss.job
    where state in ('created', 'retry') and start_after < now() - interval '${STALLED_AFTER_MINUTES} minutes'`);
  return Number(rows[0]?.count ?? 0);
}

/**
 * What a handler's failure left in `output`: a thrown error is stored as `{ name, message, stack }`; pg-boss's own
 * failures (a timeout, a shutdown) as `{ value: { message } }` or `{ value: "…" }`.
 */
export function failureMessage(output: unknown): string | null {
  if (!output || typeof output !== 'object') return typeof output === 'string' ? output : null;
  const record = output as { message?: unknown; value?: unknown };
  if (typeof record.message === 'string') return record.message;
  if (typeof record.value === 'string') return record.value;
  if (record.value && typeof record.value === 'object' && typeof (record.value as { message?: unknown }).message === 'string') {
    return (record.value as { message: string }).message;
  }
  return null;
}

const toIso = (value: unknown) => (value instanceof Date ? value.toISOString() : value ? new Date(String(value)).toISOString() : null);

/** Failed jobs still in `job`, where pg-boss's retry can reach them; newest first. */
export async function readFailedJobs(database: Database): Promise<TFailedJob[]> {
  const { rows } = await database.execute(`
    select id, name, output, completed_on, created_on, retry_count from pgboss.job
    where state = 'failed'
    order by completed_on desc nulls last, id
    limit ${FAILED_JOBS_SHOWN}`);
  return rows.map((row) => {
    const error = failureMessage(row.output);
    return {
      id: String(row.id),
      queue: String(row.name),
      error: error && error.length > 500 ? `${error.slice(0, 497)}…` : error,
      failedAt: toIso(row.completed_on),
      createdAt: toIso(row.created_on) ?? new Date(0).toISOString(),
      retryCount: Number(row.retry_count),
    };
  });
}
