import type { TFailedJob, TSystemHealth } from '@acclaim/contracts';

export function buildFailedJob(overrides: Partial<TFailedJob> = {}): TFailedJob {
  return {
    id: '3f2a9c1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f',
    queue: 'extract-document',
    error: 'The PDF could not be read: invalid xref table',
    failedAt: '2026-05-01T11:58:00.000Z',
    createdAt: '2026-05-01T11:57:00.000Z',
    retryCount: 2,
    ...overrides,
  };
}

type Checks = TSystemHealth['checks'];

function buildDatabaseCheck(): Checks['database'] {
  return {
    status: 'ok',
    detail: 'Embedded PGlite answered in 2 ms; 12 of 12 migrations applied',
    latencyMs: 2,
    engine: 'pglite',
    serverVersion: '17.4',
    migrationsApplied: 12,
    migrationsKnown: 12,
    sizeBytes: 25 * 1024 * 1024,
  };
}

function buildJobsCheck(): Checks['jobs'] {
  return {
    status: 'ok',
    detail: '2 queues, 1 active, 3 waiting, 40 completed and 1 failed in the last 24 hours',
    latencyMs: 5,
    recentHours: 24,
    queues: [
      { name: 'assess-case', created: 0, retry: 0, active: 0, failed: 0, completed: 12 },
      { name: 'extract-document', created: 2, retry: 1, active: 1, failed: 1, completed: 28 },
    ],
    failedJobs: [buildFailedJob()],
  };
}

function buildStorageCheck(): Checks['storage'] {
  return {
    status: 'ok',
    detail: 'Local folder: wrote, read back and deleted a test file in 3 ms',
    latencyMs: 3,
    adapter: 'local',
    location: '/srv/acclaim/data/uploads',
    documentBytes: 3 * 1024 * 1024,
    documentCount: 41,
  };
}

function buildMailCheck(): Checks['mail'] {
  return {
    status: 'ok',
    detail: 'Embedded outbox: mail is kept, not delivered (57 kept, 4 in the last 24 hours)',
    latencyMs: 1,
    adapter: 'outbox',
    server: null,
    outboxMessages: 57,
    outboxLast24Hours: 4,
  };
}

function buildLlmCheck(): Checks['llm'] {
  return {
    status: 'ok',
    detail: 'Offline composer: extraction, letters and chat run without a language model (no LLM_PROVIDER set)',
    latencyMs: 0,
    provider: 'offline',
    model: null,
    endpoint: null,
  };
}

function buildScholarlyCheck(): Checks['scholarly'] {
  return {
    status: 'not-configured',
    detail: 'Off (SCHOLARLY_MODE=off): nothing is sent',
    latencyMs: 0,
    mode: 'off',
    services: [
      { service: 'crossref', name: 'Crossref', url: 'https://api.crossref.org', status: 'not-configured', detail: 'Crossref is not called', latencyMs: 0 },
      { service: 'openalex', name: 'OpenAlex', url: 'https://api.openalex.org', status: 'not-configured', detail: 'OpenAlex is not called', latencyMs: 0 },
      { service: 'orcid', name: 'ORCID', url: 'https://pub.orcid.org', status: 'not-configured', detail: 'ORCID is not called', latencyMs: 0 },
      {
        service: 'semanticscholar',
        name: 'Semantic Scholar',
        url: 'https://api.semanticscholar.org',
        status: 'not-configured',
        detail: 'Semantic Scholar is not called',
        latencyMs: 0,
      },
    ],
  };
}

function buildProcessCheck(): Checks['process'] {
  return {
    status: 'ok',
    detail: 'Up 3 h 12 min on Node v22.12.0, 180 MB resident',
    latencyMs: 0,
    version: '1.4.0',
    commit: '0123456789abcdef0123456789abcdef01234567',
    nodeVersion: 'v22.12.0',
    uptimeSeconds: 11_520,
    startedAt: '2026-05-01T08:48:05.000Z',
    rssBytes: 180 * 1024 * 1024,
    heapUsedBytes: 90 * 1024 * 1024,
    heapTotalBytes: 120 * 1024 * 1024,
    heapLimitBytes: 4096 * 1024 * 1024,
  };
}

/** The embedded defaults as the server reports them, every check passing, one failed extraction job. */
export function buildSystemHealth(overrides: Partial<TSystemHealth> = {}): TSystemHealth {
  return {
    status: 'ok',
    checkedAt: '2026-05-01T12:00:05.000Z',
    checks: {
      database: buildDatabaseCheck(),
      jobs: buildJobsCheck(),
      storage: buildStorageCheck(),
      mail: buildMailCheck(),
      llm: buildLlmCheck(),
      scholarly: buildScholarlyCheck(),
      process: buildProcessCheck(),
    },
    ...overrides,
  };
}
