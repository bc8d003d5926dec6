import type { SystemCheckStatus, TSystemHealth } from '@acclaim/contracts';
import type { AppDeps } from '../../../lib/context';
import { checkDatabase } from './check-database';
import { checkJobQueue } from './check-job-queue';
import { checkLlm } from './check-llm';
import { checkMail } from './check-mail';
import { checkProcess } from './check-process';
import { checkScholarly } from './check-scholarly';
import { checkStorage } from './check-storage';

const SEVERITY: Record<Exclude<SystemCheckStatus, 'not-configured'>, number> = { ok: 0, degraded: 1, down: 2 };

/** The worst status among the checks; something switched off on purpose does not count against the system. */
export function overallStatus(statuses: SystemCheckStatus[]): TSystemHealth['status'] {
  let worst: TSystemHealth['status'] = 'ok';
  for (const status of statuses) {
    if (status !== 'not-configured' && SEVERITY[status] > SEVERITY[worst]) worst = status;
  }
  return worst;
}

/**
 * Runs every check for real, all at once; each gives up after a few seconds and reports itself down rather than
 * failing the whole answer.
 */
export async function getSystemHealth(deps: AppDeps): Promise<TSystemHealth> {
  const [database, jobs, storage, mail, llm, scholarly] = await Promise.all([
    checkDatabase(deps.database),
    checkJobQueue(deps.database),
    checkStorage(deps),
    checkMail(deps),
    checkLlm(deps.env),
    checkScholarly(deps.env),
  ]);
  const checks = { database, jobs, storage, mail, llm, scholarly, process: checkProcess() };
  return { status: overallStatus(Object.values(checks).map((check) => check.status)), checkedAt: new Date().toISOString(), checks };
}
