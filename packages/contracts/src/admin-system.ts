import { z } from 'zod';

// Contracts of the admin system API: GET /admin/system runs every health check at once, and
// POST /admin/system/jobs/{queue}/{jobId}/retry sends a failed background job back to its queue.

/**
 * `ok`: working. `degraded`: answering, but not as it should (slow workers, pending migrations, an error status).
 * `down`: failed or did not answer in time. `not-configured`: deliberately off (e.g. scholarly services offline).
 */
export const SYSTEM_CHECK_STATUSES = ['ok', 'degraded', 'down', 'not-configured'] as const;
export type SystemCheckStatus = (typeof SYSTEM_CHECK_STATUSES)[number];

/** The checks in the order the screen shows them. */
export const SYSTEM_CHECK_IDS = ['database', 'jobs', 'storage', 'mail', 'llm', 'scholarly', 'process'] as const;
export type SystemCheckId = (typeof SYSTEM_CHECK_IDS)[number];

const ZCheckResult = z.object({
  status: z.enum(SYSTEM_CHECK_STATUSES),
  /** One line saying what was found, e.g. "Embedded PGlite answered; 12 of 12 migrations applied". */
  detail: z.string(),
  /** How long the check's probe took, in milliseconds. */
  latencyMs: z.number().int().min(0),
});

export const ZDatabaseCheck = ZCheckResult.extend({
  engine: z.enum(['pglite', 'postgres']),
  /** The server's `server_version`; null when it could not be read. */
  serverVersion: z.string().nullable(),
  /** Rows of Drizzle's migrations table; null when it could not be read. */
  migrationsApplied: z.number().int().nullable(),
  /** Migrations this build ships with. */
  migrationsKnown: z.number().int(),
  /** `pg_database_size` of the current database; null when it could not be read. */
  sizeBytes: z.number().nullable(),
});
export type TDatabaseCheck = z.infer<typeof ZDatabaseCheck>;

export const ZJobQueueStats = z.object({
  name: z.string(),
  /** Waiting for a worker now. */
  created: z.number().int(),
  /** Failed once and waiting for another attempt now. */
  retry: z.number().int(),
  /** Being worked on now. */
  active: z.number().int(),
  /** Given up on within the recent window (`recentHours`). */
  failed: z.number().int(),
  /** Finished within the recent window (`recentHours`). */
  completed: z.number().int(),
});
export type TJobQueueStats = z.infer<typeof ZJobQueueStats>;

export const ZFailedJob = z.object({
  id: z.string(),
  queue: z.string(),
  /** The error the handler threw, as pg-boss stored it; null when it kept none. */
  error: z.string().nullable(),
  failedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Attempts made after the first. */
  retryCount: z.number().int(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

export const ZJobsCheck = ZCheckResult.extend({
  /** The window of the `failed` and `completed` counts. */
  recentHours: z.number().int(),
  queues: z.array(ZJobQueueStats),
  /** Failed jobs pg-boss can still retry, newest first (at most 20). */
  failedJobs: z.array(ZFailedJob),
});
export type TJobsCheck = z.infer<typeof ZJobsCheck>;

export const ZStorageCheck = ZCheckResult.extend({
  adapter: z.enum(['local', 's3']),
  /** The folder, or the bucket and its endpoint. */
  location: z.string(),
  /** Sum of the sizes of every uploaded document; null when the database did not answer. */
  documentBytes: z.number().nullable(),
  documentCount: z.number().int().nullable(),
});
export type TStorageCheck = z.infer<typeof ZStorageCheck>;

export const ZMailCheck = ZCheckResult.extend({
  adapter: z.enum(['outbox', 'smtp']),
  /** host:port of the SMTP server (never its credentials); null for the outbox. */
  server: z.string().nullable(),
  /** Messages kept by the embedded outbox (it delivers nothing, so none is pending or failed); null with SMTP. */
  outboxMessages: z.number().int().nullable(),
  outboxLast24Hours: z.number().int().nullable(),
});
export type TMailCheck = z.infer<typeof ZMailCheck>;

export const LLM_CHECK_PROVIDERS = ['offline', 'openai', 'anthropic', 'openai-compatible'] as const;

export const ZLlmCheck = ZCheckResult.extend({
  /** `offline`: the offline extractor, composer and retrieval assistant (no LLM_PROVIDER). */
  provider: z.enum(LLM_CHECK_PROVIDERS),
  model: z.string().nullable(),
  /** The origin asked for its models list; null offline. */
  endpoint: z.string().nullable(),
});
export type TLlmCheck = z.infer<typeof ZLlmCheck>;

export const SCHOLARLY_CHECK_SERVICES = ['crossref', 'openalex', 'orcid', 'semanticscholar'] as const;

export const ZScholarlyServiceCheck = ZCheckResult.extend({
  service: z.enum(SCHOLARLY_CHECK_SERVICES),
  name: z.string(),
  url: z.string(),
});
export type TScholarlyServiceCheck = z.infer<typeof ZScholarlyServiceCheck>;

export const ZScholarlyCheck = ZCheckResult.extend({
  /** SCHOLARLY_MODE (decision 008): `off` never calls the services. */
  mode: z.enum(['off', 'live']),
  services: z.array(ZScholarlyServiceCheck),
});
export type TScholarlyCheck = z.infer<typeof ZScholarlyCheck>;

export const ZProcessCheck = ZCheckResult.extend({
  /** The root package.json version; null when it sets none. */
  version: z.string().nullable(),
  /** The git commit the server was started from, when it runs from a checkout; null otherwise. */
  commit: z.string().nullable(),
  nodeVersion: z.string(),
  uptimeSeconds: z.number().int(),
  startedAt: z.string(),
  rssBytes: z.number(),
  heapUsedBytes: z.number(),
  heapTotalBytes: z.number(),
  /** V8's heap size limit. */
  heapLimitBytes: z.number(),
});
export type TProcessCheck = z.infer<typeof ZProcessCheck>;

export const ZSystemHealth = z.object({
  /** The worst status of the checks, `not-configured` left out. */
  status: z.enum(['ok', 'degraded', 'down']),
  checkedAt: z.string(),
  checks: z.object({
    database: ZDatabaseCheck,
    jobs: ZJobsCheck,
    storage: ZStorageCheck,
    mail: ZMailCheck,
    llm: ZLlmCheck,
    scholarly: ZScholarlyCheck,
    process: ZProcessCheck,
  }),
});
export type TSystemHealth = z.infer<typeof ZSystemHealth>;

export const ZAdminSystemResponse = z.object({ success: z.literal(true), health: ZSystemHealth });
export type TAdminSystemResponse = z.infer<typeof ZAdminSystemResponse>;

export const ZRetryJobParams = z.object({
  queue: z.string().min(1).max(200),
  jobId: z.uuid({ error: 'A job id is a UUID.' }),
});

export const ZRetryJobResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  job: z.object({ id: z.string(), queue: z.string(), state: z.string() }),
});
export type TRetryJobResponse = z.infer<typeof ZRetryJobResponse>;
