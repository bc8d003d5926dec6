import type { SystemCheckId, SystemCheckStatus, TSystemHealth } from '@acclaim/contracts';

export const CHECK_TITLES: Record<SystemCheckId, string> = {
  database: 'Database',
  jobs: 'Job queue',
  storage: 'File storage',
  mail: 'Email',
  llm: 'Language model',
  scholarly: 'Scholarly services',
  process: 'Server process',
};

export const STATUS_LABELS: Record<SystemCheckStatus, string> = {
  ok: 'OK',
  degraded: 'Degraded',
  down: 'Down',
  'not-configured': 'Not configured',
};

export const OVERALL_HEADLINES: Record<TSystemHealth['status'], string> = {
  ok: 'All systems operational',
  degraded: 'Some checks need attention',
  down: 'Something is down',
};
