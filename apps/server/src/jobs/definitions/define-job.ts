import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { JobQueue } from '../queue';

/**
 * A queue's name and the one schema its payload must match. The code that sends the job and the worker that runs it
 * both go through the definition, so they cannot disagree on the data, and data that does not match is caught at
 * the end where it shows up rather than deep inside the job.
 */
export interface JobDefinition<Schema extends z.ZodType<object> = z.ZodType<object>> {
  /** The pg-boss queue. Jobs already waiting in a database are found by this name, so it must never change. */
  readonly name: string;
  readonly schema: Schema;
}

/** The data a worker of the job is handed. */
export type JobData<Definition extends JobDefinition> = z.output<Definition['schema']>;
/** The data a sender of the job passes. */
export type JobInput<Definition extends JobDefinition> = z.input<Definition['schema']>;

export type SendJobOptions = NonNullable<Parameters<JobQueue['send']>[2]>;

export interface WorkJobOptions<Data> {
  /** Closes the work of a job lost with a stopped server (see `JobQueue.work`); it is handed the parsed data. */
  onLost?: (data: Data) => Promise<void>;
  concurrency?: number;
}

export function defineJob<Schema extends z.ZodType<object>>(name: string, schema: Schema): JobDefinition<Schema> {
  return Object.freeze({ name, schema });
}

/** Data that does not match its job's contract. The message names the job and every field that is wrong. */
export class JobPayloadError extends Error {
  constructor(
    readonly jobName: string,
    outcome: string,
    error: z.ZodError,
  ) {
    const problems = error.issues.map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message));
    super(`Job '${jobName}' ${outcome}: its data does not match the job's contract (${problems.join('; ')}).`);
    this.name = 'JobPayloadError';
  }
}

function parsePayload<Schema extends z.ZodType<object>>(definition: JobDefinition<Schema>, data: unknown, outcome: string): z.output<Schema> {
  const parsed = definition.schema.safeParse(data);
  if (!parsed.success) throw new JobPayloadError(definition.name, outcome, parsed.error);
  return parsed.data;
}

/** Queues the job after checking its data, so bad data throws here, at the sender, and nothing is queued. */
export async function sendJob<Schema extends z.ZodType<object>>(
  queue: JobQueue,
  definition: JobDefinition<Schema>,
  data: z.input<Schema>,
  options?: SendJobOptions,
): Promise<string | null> {
  return queue.send(definition.name, parsePayload(definition, data, 'was not sent'), options);
}

/**
 * Queues the job that works a row just written as "queued". If the queue refuses it, `undo` removes the row first:
 * without its job the row would sit "queued" forever, using up a plan allowance or blocking the next start.
 */
export async function sendJobOrUndo<Schema extends z.ZodType<object>>(
  queue: JobQueue,
  definition: JobDefinition<Schema>,
  data: z.input<Schema>,
  options: SendJobOptions,
  undo: () => Promise<unknown>,
): Promise<void> {
  try {
    await sendJob(queue, definition, data, options);
  } catch (error) {
    await undo();
    throw error;
  }
}

/**
 * Works the job's queue with `handler`, which is only ever handed data that matches the contract. A job whose data
 * does not (sent by older code, or written by hand) fails with a message naming the job, which pg-boss keeps as the
 * job's error; the handler is not run. A lost job whose data does not match is not closed: the queue logs the
 * error and moves on.
 */
export async function workJob<Schema extends z.ZodType<object>>(
  queue: JobQueue,
  definition: JobDefinition<Schema>,
  handler: (job: PgBoss.JobWithMetadata<z.output<Schema>>, signal: AbortSignal) => Promise<void>,
  options: WorkJobOptions<z.output<Schema>> = {},
): Promise<void> {
  const { onLost, ...workOptions } = options;
  await queue.work<object>(
    definition.name,
    // Throwing is how pg-boss fails a job.
    async (job, signal) => handler({ ...job, data: parsePayload(definition, job.data, 'was not run') }, signal),
    {
      ...workOptions,
      ...(onLost ? { onLost: async (data: object) => onLost(parsePayload(definition, data, 'was lost and its work could not be closed')) } : {}),
    },
  );
}

/**
 * Sends the job on a cron schedule (UTC). pg-boss sends each run with empty data, so the contract must accept `{}`;
 * checking it here stops a schedule whose every run would fail.
 */
export async function scheduleJob<Schema extends z.ZodType<object>>(
  queue: JobQueue,
  definition: Record<string, never> extends z.input<Schema> ? JobDefinition<Schema> : never,
  cron: string,
): Promise<void> {
  parsePayload(definition, {}, 'cannot be scheduled');
  await queue.schedule(definition.name, cron);
}
