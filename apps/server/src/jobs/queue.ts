import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { countUnfinishedJobs, findActiveJobs } from '../db/job-stats';
import type { Logger } from '../lib/logger';

export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Queues a job. With `fairnessKey` (e.g. the account a document belongs to), the key's jobs queue behind each
   * other and not in front of everyone: each is sent one priority below the key's unfinished jobs, so a key with
   * nothing waiting goes ahead of another key's backlog. The key is kept in the job's data as `fairnessKey`.
   */
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions & { fairnessKey?: string }): Promise<string | null>;
  /**
   * Runs `handler` for each job of the queue. `signal` aborts (a `TimeoutError`) when the job's time limit — its
   * expiry, `expireInSeconds` when sent — passes: pg-boss then fails the job and starts the next one, so the handler
   * must stop rather than keep working unseen. `onLost` closes the work of a job that was running when the process
   * died and has no attempt left (it will not run again): the place to mark its row failed. `concurrency` jobs of
   * the queue run at once in this process (1 by default), so one long job does not hold up every other.
   */
  work<T extends object>(
    name: string,
    handler: (job: PgBoss.JobWithMetadata<T>, signal: AbortSignal) => Promise<void>,
    options?: { onLost?: (data: T) => Promise<void>; concurrency?: number },
  ): Promise<void>;
  /** Sends `name` on a cron schedule (UTC); one schedule per name however many processes ask. */
  schedule(name: string, cron: string): Promise<void>;
}

/**
 * pg-boss on the app's own database — the embedded PGlite or PostgreSQL — through the `db` option,
 * so jobs survive restarts and any number of worker processes can share them.
 *
 * A job running when the process dies stays 'active' until its expiry (15–20 minutes) before pg-boss retries it.
 * The embedded database belongs to one process, so a job found active there before this process works the queue
 * was lost with the previous process: it is failed at once, which retries it (a crash counts as an attempt, so a
 * document that crashes the server cannot do so forever). PostgreSQL may be shared by live workers elsewhere,
 * so there lost jobs wait for their expiry.
 */
export function createJobQueue(database: Database, logger: Logger, options: { pollingIntervalSeconds?: number; stopGraceMs?: number } = {}): JobQueue {
  const inFlight = new InFlight();
  let isStopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => (isStopped ? droppedAfterStop(logger) : inFlight.track('statements', database.execute(text, values))),
    },
    schema: 'pgboss',
    // Completed jobs are kept a week for support, then removed.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const queues = new Set<string>();
  /**
   * This process's workers of each queue. A worker otherwise sleeps its polling interval (2 s) after every job and
   * before noticing a new one: waking them when a job is sent here, or when one finishes, starts the next at once,
   * so a batch of uploads drains job after job rather than one every two seconds.
   */
  const workerIds = new Map<string, string[]>();
  const wake = (name: string) => {
    for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
  };

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
      const graceMs = options.stopGraceMs ?? STOP_GRACE_MS;
      await boss.stop({ graceful: true, timeout: graceMs, wait: true });
      // A handler pg-boss has already failed may still be finishing; it gets three times as long again.
      await settleAfterStop(inFlight, logger, 3 * graceMs);
      isStopped = true;
    },
    async send(name, data, sendOptions) {
      await ensureQueue(name);
      const { fairnessKey, ...jobOptions } = sendOptions ?? {};
      const id = fairnessKey
        ? await boss.send(name, { ...data, fairnessKey }, { ...jobOptions, priority: -(await countUnfinishedJobs(database, name, fairnessKey)) })
        : await boss.send(name, data, jobOptions);
      // A delayed or retried job waits for its time; anything else can start now.
      if (!sendOptions?.startAfter) wake(name);
      return id;
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async work(name, handler, workOptions) {
      await ensureQueue(name);
      if (database.engine === 'pglite')
        await releaseLostJobs({ boss, database, logger }, name, workOptions?.onLost as ((data: object) => Promise<void>) | undefined);
      const ids: string[] = [];
      // pg-boss 10 runs one job at a time per worker: several workers are several jobs at once.
      for (let count = 0; count < Math.max(1, workOptions?.concurrency ?? 1); count++) {
        ids.push(
          await boss.work<object>(name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
            if (!job) return;
            const deadline = abortAfterExpiry(job.expireInSeconds);
            try {
              await inFlight.track('handlers', handler(job as PgBoss.JobWithMetadata<never>, deadline.signal));
            } finally {
              deadline.clear();
              wake(name); // look for the next job now rather than after the polling interval
            }
          }),
        );
      }
      workerIds.set(name, ids);
    },
  };
}

/** Fails the jobs a stopped process left 'active' (see createJobQueue), closing those with no attempt left. */
async function releaseLostJobs(
  { boss, database, logger }: { boss: PgBoss; database: Database; logger: Logger },
  name: string,
  onLost?: (data: object) => Promise<void>,
) {
  for (const job of await findActiveJobs(database, name)) {
    await boss.fail(name, job.id, { message: 'The server stopped while the job ran.' });
    const isRetried = job.retryCount < job.retryLimit; // pg-boss runs it again after its retry delay
    logger.warn({ queue: name, jobId: job.id, isRetried }, 'a job interrupted by a stop of the server was released');
    if (!isRetried) await onLost?.(job.data).catch((error: unknown) => logger.error({ err: error, queue: name, jobId: job.id }, 'could not close a lost job'));
  }
}

/** How long a stop waits for running jobs before pg-boss fails them (they are retried later); at least 1 s. */
const STOP_GRACE_MS = 10_000;

type PendingKind = 'handlers' | 'statements';

/** The promises of one kind still pending: the job handlers running, and pg-boss's statements not yet answered. */
class InFlight {
  private readonly pending: Record<PendingKind, Set<Promise<unknown>>> = { handlers: new Set<Promise<unknown>>(), statements: new Set<Promise<unknown>>() };

  track<T>(kind: PendingKind, promise: Promise<T>): Promise<T> {
    const set = this.pending[kind];
    set.add(promise);
    const forget = () => set.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  async settled(kind: PendingKind): Promise<void> {
    while (this.pending[kind].size > 0) await Promise.allSettled([...this.pending[kind]]);
  }

  count(kind: PendingKind): number {
    return this.pending[kind].size;
  }
}

/**
 * pg-boss's stop returns once no job is running, or when its grace period ends, but it records a finished job's
 * outcome without waiting for the statement, and a handler still running past the grace period records its outcome
 * later still. Whoever stops the queue closes the database next; a statement sent after that would fail on a closed
 * pool. So the stop also waits for the handlers (up to a limit: one that never returns must not hold the process)
 * and then for every statement pg-boss has sent.
 */
async function settleAfterStop(inFlight: InFlight, logger: Logger, handlerLimitMs: number) {
  const handlersDone = inFlight.settled('handlers').then(() => true);
  const gaveUp = new Promise<false>((resolve) => setTimeout(resolve, handlerLimitMs, false).unref());
  if (!(await Promise.race([handlersDone, gaveUp]))) {
    logger.warn({ running: inFlight.count('handlers') }, 'jobs still running after the queue stopped; their outcome is not recorded');
    return;
  }
  await new Promise((resolve) => setImmediate(resolve)); // pg-boss sends the outcome a step after the handler returns
  await inFlight.settled('statements');
}

/**
 * What pg-boss sends once the stop has returned: the outcome of a job whose handler ran past the stop, which pg-boss
 * writes without awaiting it. The database is closed by then, and a statement sent to it would fail where nothing can
 * catch it (an unhandled rejection), so it is never sent and never answered. The job stays 'active' and is recovered
 * like the job of a process that died (see createJobQueue).
 */
function droppedAfterStop(logger: Logger): Promise<never> {
  logger.warn('a job queue statement after the stop was dropped; its job is recovered like a lost one');
  return new Promise<never>(() => undefined);
}

/**
 * A signal that aborts when a job's expiry passes. pg-boss fails an expired job and moves on, but it cannot stop
 * the handler; the signal is how the handler learns that its time is up.
 */
function abortAfterExpiry(expireInSeconds: number) {
  const controller = new AbortController();
  const seconds = Math.max(1, expireInSeconds); // pg-boss's own timer waits at least a second too
  const timer = setTimeout(() => controller.abort(new DOMException(`The job ran past its time limit of ${seconds} seconds.`, 'TimeoutError')), seconds * 1000);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
