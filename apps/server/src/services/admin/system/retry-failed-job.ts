import type { TRetryJobResponse } from '@acclaim/contracts';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../../../db/client';
import type { AdminAuthContext } from '../../../lib/auth/admin-guard';
import type { AppDeps } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { adminActor } from '../manage-user-access';
import { recordAdminAction } from '../record-admin-action';
import { failureMessage, hasJobTables } from './job-queue-tables';

export const JOB_NOT_FOUND = 'No job with this id in this queue. A failed job is kept for 12 hours before pg-boss archives it.';

/** pg-boss's SQL ("… $1 … $2 …" with values) as a Drizzle query, so it runs inside the transaction `tx`. */
function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQLChunk[] = text.split(/\$(\d+)/).map((part, index) =>
    // Odd pieces are parameter numbers. sql.param keeps an array one parameter (a bare array would become a list).
    index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]),
  );
  return sql.join(chunks);
}

/**
 * A pg-boss that issues its commands through `tx`. It is never started: reading a job and retrying it are single SQL
 * commands that need no polling, maintenance or schema checks, only the `pgboss` schema the running queue made.
 */
function bossWithin(tx: Db): PgBoss {
  return new PgBoss({
    db: { executeSql: async (text, values) => ({ rows: ((await tx.execute(toDrizzleSql(text, values))) as unknown as { rows: unknown[] }).rows }) },
    schema: 'pgboss',
  });
}

type PgBossJob = { id: string; name: string; state: string; retryCount: number; retryLimit: number; output: unknown; completedOn: Date | string | null };

/**
 * Sends a failed job back to its queue with pg-boss's own retry (state `retry`, one more attempt allowed), and
 * records who did it, in the same transaction, with the job's state before and after.
 */
export async function retryFailedJob(deps: AppDeps, auth: AdminAuthContext, queue: string, jobId: string): Promise<TRetryJobResponse> {
  const { database } = deps;
  if (!(await hasJobTables(database))) throw new AppError('NOT_FOUND', { message: JOB_NOT_FOUND });
  return database.db.transaction(async (tx) => {
    const boss = bossWithin(tx);
    const job = (await boss.getJobById(queue, jobId)) as PgBossJob | null;
    if (!job) throw new AppError('NOT_FOUND', { message: JOB_NOT_FOUND });
    if (job.state !== 'failed') {
      throw new AppError('CONFLICT', { message: `This job is ${job.state}, not failed; only a failed job can be retried.` });
    }
    // Typed as void, but pg-boss answers with the number of jobs it moved.
    const result = (await boss.retry(queue, jobId)) as unknown as { affected?: number } | undefined;
    if (result?.affected !== 1) throw new AppError('CONFLICT', { message: 'This job changed while it was being retried. Refresh and try again.' });
    await recordAdminAction(tx, {
      log: deps.logger,
      actor: adminActor(auth),
      action: 'job.retry',
      target: { type: 'job', id: job.id },
      before: { queue, state: 'failed', retryCount: job.retryCount, retryLimit: job.retryLimit, error: failureMessage(job.output) },
      after: { queue, state: 'retry', retryCount: job.retryCount, retryLimit: job.retryLimit + 1 },
    });
    return {
      success: true as const,
      message: `The job is back in the ${queue} queue; a worker will pick it up shortly.`,
      job: { id: job.id, queue, state: 'retry' },
    };
  });
}
