import { sendJob, verifyPublicationsJob, type VerifyPublicationsJob } from '../../jobs/definitions/index';
import type { AppDeps } from '../../lib/context';

/** case_processing.type of the verification job: the row the dashboard reads to show the work running on the case. */
export const VERIFICATION_PROCESSING_TYPE = 'verification';

/** Waits before asking unreachable services again; after the last one the case waits for a run by hand. */
const RETRY_DELAYS_MINUTES = [15, 60, 240, 720, 1440];

/** When the retry after run `attempt` (0-based) is due; null once the retries are spent. */
export function nextRetryAt(attempt: number, now = new Date()): Date | null {
  const minutes = RETRY_DELAYS_MINUTES[attempt];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}

export async function enqueueVerification(deps: AppDeps, job: VerifyPublicationsJob, startAfter?: Date): Promise<void> {
  await sendJob(deps.jobs, verifyPublicationsJob, job, {
    retryLimit: 1,
    retryDelay: 30,
    expireInMinutes: 30,
    ...(startAfter ? { startAfter } : {}),
  });
}
