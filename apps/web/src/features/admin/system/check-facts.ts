import type { SystemCheckId, TSystemHealth } from '@acclaim/contracts';
import { formatUptime } from '@acclaim/domain';
import { formatBytes, formatDateTime } from '@/lib/format';
import { formatCount } from '../format';

export interface CheckFact {
  label: string;
  value: string;
}

type Checks = TSystemHealth['checks'];

const bytesOrUnknown = (bytes: number | null) => (bytes === null ? 'Unknown' : formatBytes(bytes));
const countOrUnknown = (value: number | null) => (value === null ? 'Unknown' : formatCount(value));

const LLM_PROVIDER_NAMES = { offline: 'Offline composer', openai: 'OpenAI', anthropic: 'Anthropic', 'openai-compatible': 'OpenAI-compatible server' } as const;

/** What each check found, as label and value pairs for its card. */
export const CHECK_FACTS: { [K in SystemCheckId]: (check: Checks[K]) => CheckFact[] } = {
  database: (check) => [
    { label: 'Driver', value: check.engine === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL (node-postgres)' },
    { label: 'Server version', value: check.serverVersion ?? 'Unknown' },
    {
      label: 'Migrations',
      value: check.migrationsApplied === null ? `Unknown of ${check.migrationsKnown}` : `${check.migrationsApplied} of ${check.migrationsKnown} applied`,
    },
    { label: 'Size', value: bytesOrUnknown(check.sizeBytes) },
  ],
  jobs: (check) => {
    const sum = (key: 'active' | 'created' | 'retry' | 'failed' | 'completed') => check.queues.reduce((total, queue) => total + queue[key], 0);
    return [
      { label: 'Queues', value: formatCount(check.queues.length) },
      { label: 'Active', value: formatCount(sum('active')) },
      { label: 'Waiting', value: formatCount(sum('created') + sum('retry')) },
      { label: `Failed (${check.recentHours} h)`, value: formatCount(sum('failed')) },
      { label: `Completed (${check.recentHours} h)`, value: formatCount(sum('completed')) },
    ];
  },
  storage: (check) => [
    { label: 'Adapter', value: check.adapter === 's3' ? 'S3-compatible bucket' : 'Local folder' },
    { label: 'Location', value: check.location },
    { label: 'Documents', value: countOrUnknown(check.documentCount) },
    { label: 'Stored', value: bytesOrUnknown(check.documentBytes) },
  ],
  mail: (check) =>
    check.adapter === 'smtp'
      ? [
          { label: 'Adapter', value: 'SMTP' },
          { label: 'Server', value: check.server ?? 'Unknown' },
        ]
      : [
          { label: 'Adapter', value: 'Embedded outbox' },
          { label: 'Messages kept', value: countOrUnknown(check.outboxMessages) },
          { label: 'Last 24 hours', value: countOrUnknown(check.outboxLast24Hours) },
        ],
  llm: (check) => [
    { label: 'Provider', value: LLM_PROVIDER_NAMES[check.provider] },
    ...(check.model ? [{ label: 'Model', value: check.model }] : []),
    ...(check.endpoint ? [{ label: 'Endpoint', value: check.endpoint }] : []),
  ],
  scholarly: (check) => [{ label: 'Mode', value: check.mode === 'live' ? 'Live' : 'Off' }],
  process: (check) => [
    { label: 'Version', value: check.version ?? 'Not set' },
    { label: 'Commit', value: check.commit ? check.commit.slice(0, 12) : 'Not recorded' },
    { label: 'Node', value: check.nodeVersion },
    { label: 'Uptime', value: formatUptime(check.uptimeSeconds) },
    { label: 'Started', value: formatDateTime(check.startedAt) },
    { label: 'Memory (RSS)', value: formatBytes(check.rssBytes) },
    { label: 'Heap', value: `${formatBytes(check.heapUsedBytes)} of ${formatBytes(check.heapLimitBytes)}` },
  ],
};
