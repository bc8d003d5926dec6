import type { TJobsCheck } from '@acclaim/contracts';
import type { Database } from '../../../db/client';
import { elapsedMs, guardCheck } from './guard-check';
import { countStalledJobs, hasJobTables, readFailedJobs, readQueueStats, RECENT_HOURS, STALLED_AFTER_MINUTES } from './job-queue-tables';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * pg-boss's queues with their jobs by state, and the failed jobs that can be retried. Failed jobs do not lower the
 * status (the queue did its work; the screen lists them to retry); jobs left waiting with no worker to take them do.
 */
export async function checkJobQueue(database: Database): Promise<TJobsCheck> {
  return guardCheck<TJobsCheck>(
    async () => {
      const started = performance.now();
      if (!(await hasJobTables(database))) {
        return {
          status: 'down' as const,
          detail: 'The job queue has never started on this database: pg-boss has not created its tables.',
          latencyMs: elapsedMs(started),
          recentHours: RECENT_HOURS,
          queues: [],
          failedJobs: [],
        };
      }
      const queues = await readQueueStats(database);
      const latencyMs = elapsedMs(started);
      const stalled = await countStalledJobs(database);
      const failedJobs = await readFailedJobs(database);
      const sum = (key: 'active' | 'created' | 'retry' | 'failed' | 'completed') => queues.reduce((total, queue) => total + queue[key], 0);
      const summary = [
        plural(queues.length, 'queue'),
        `${sum('active')} active`,
        `${sum('created') + sum('retry')} waiting`,
        `${sum('completed')} completed and ${sum('failed')} failed in the last ${RECENT_HOURS} hours`,
      ].join(', ');
      return {
        status: stalled > 0 ? ('degraded' as const) : ('ok' as const),
        detail: stalled > 0 ? `${plural(stalled, 'job')} waiting over ${STALLED_AFTER_MINUTES} minutes: is a worker running? ${summary}` : summary,
        latencyMs,
        recentHours: RECENT_HOURS,
        queues,
        failedJobs,
      };
    },
    (failure, latencyMs) => ({ status: 'down', detail: `Job queue: ${failure}`, latencyMs, recentHours: RECENT_HOURS, queues: [], failedJobs: [] }),
  );
}
