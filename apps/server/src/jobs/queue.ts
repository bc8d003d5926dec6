import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';

export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>): Promise<void>;
  /** Sends `name` on a cron schedule (UTC); one schedule per name however many processes ask. */
  schedule(name: string, cron: string): Promise<void>;
}

/**
 * pg-boss on the app's own database — the embedded PGlite or PostgreSQL — through the `db` option,
 * so jobs survive restarts and any number of worker processes can share them.
 */
export function createJobQueue(database: Database, logger: Logger, options: { pollingIntervalSeconds?: number } = {}): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.execute(text, values) },
    schema: 'pgboss',
    // Completed jobs are kept a week for support, then removed.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const queues = new Set<string>();

  async function ensureQueue(name: string) {
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  }

  return {
    async start() {
      await boss.start();
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
    async send(name, data, sendOptions) {
      await ensureQueue(name);
      return boss.send(name, data, sendOptions ?? {});
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<object>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (job) await handler(job as PgBoss.JobWithMetadata<never>);
        },
      );
    },
  };
}
