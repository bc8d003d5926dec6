import { z } from 'zod';
import { defineJob, type JobData } from './define-job';

/** Checks a case's accepted publications against the scholarly databases. */
export const verifyPublicationsJob = defineJob(
  'verify-publications',
  z.object({
    caseId: z.string().uuid(),
    /** 0 for a run someone asked for; n for the n-th retry after unreachable services. */
    attempt: z.number().int().min(0),
    /** Set on retries: the case_metrics.retry_at it was scheduled for. A newer run replaces it, and it then does nothing. */
    retryAt: z.iso.datetime().optional(),
  }),
);

export type VerifyPublicationsJob = JobData<typeof verifyPublicationsJob>;
