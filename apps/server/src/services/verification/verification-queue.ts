import type { AppDeps } from '../../lib/context';

export const VERIFY_PUBLICATIONS_JOB = 'verify-publications';
/** case_processing.type of the verification job (spec §3 processing state). */
export const VERIFICATION_PROCESSING_TYPE = 'verification';

export interface VerifyPublicationsJob {
  caseId: string;
  /** 0 for a run someone asked for; n for the n-th retry after unreachable services. */
  attempt: number;
  /** Set on retries: the case_metrics.retry_at it was scheduled for. A newer run replaces it, and it then does nothing. */
  retryAt?: string;
}

/** Waits before asking unreachable services again; after the last one the case waits for a run by hand. */
const RETRY_DELAYS_MINUTES = [15, 60, 240, 720, 1440];

/** When the retry after run `attempt` (0-based) is due; null once the retries are spent. */
export function nextRetryAt(attempt: number, now = new Date()): Date | null {
  const minutes = RETRY_DELAYS_MINUTES[attempt];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}

export async function enqueueVerification(deps: AppDeps, job: VerifyPublicationsJob, startAfter?: Date): Promise<void> {
  await deps.jobs.send(VERIFY_PUBLICATIONS_JOB, job, {
    retryLimit: 1,
    retryDelay: 30,
    expireInMinutes: 30,
    ...(startAfter ? { startAfter } : {}),
  });
}
