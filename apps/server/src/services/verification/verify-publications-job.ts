import { eq } from 'drizzle-orm';
import { caseMetrics } from '../../db/schema/index';
import { verifyPublicationsJob, workJob, type VerifyPublicationsJob } from '../../jobs/definitions/index';
import type { AppDeps } from '../../lib/context';
import { startProcessing, stopProcessing, updateProcessing } from '../processing/processing-state';
import { SERVICE_LABELS } from './service-failures';
import { VERIFICATION_PROCESSING_TYPE } from './verification-queue';
import { verifyCasePublications, type VerificationSummary } from './verify-case-publications';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function describeWait(at: Date): string {
  const minutes = Math.max(1, Math.round((at.getTime() - Date.now()) / 60_000));
  return minutes < 90 ? `in ${plural(minutes, 'minute')}` : `in ${plural(Math.round(minutes / 60), 'hour')}`;
}

function finalStep(summary: VerificationSummary, isEnabled: boolean): string {
  if (summary.publications === 0) return 'Done: no accepted publications to check';
  const parts = [`${summary.verified} of ${plural(summary.publications, 'publication')} verified`];
  if (summary.mismatched) parts.push(`${summary.mismatched} with differences`);
  if (summary.notFound) parts.push(`${summary.notFound} not found`);
  if (summary.offline) parts.push(`${summary.offline} not verified (offline)`);
  let step = `Done: ${parts.join(', ')}`;
  if (!isEnabled) step += '. Live checks against the scholarly databases are not available';
  else if (summary.unavailable.length) {
    const services = summary.unavailable.map((service) => SERVICE_LABELS[service]).join(', ');
    step += summary.retryAt ? `. ${services} could not be reached; asking again ${describeWait(summary.retryAt)}` : `. ${services} could not be reached`;
  }
  return step;
}

/** A scheduled retry made obsolete by a newer run (which cleared or moved case_metrics.retry_at). */
async function isSuperseded(deps: AppDeps, job: VerifyPublicationsJob): Promise<boolean> {
  if (!job.retryAt) return false;
  const [row] = await deps.database.db.select({ retryAt: caseMetrics.retryAt }).from(caseMetrics).where(eq(caseMetrics.caseId, job.caseId));
  return row?.retryAt?.getTime() !== new Date(job.retryAt).getTime();
}

/** One run of the job: verification with its progress in the case's processing state (type 'verification'). */
export async function runVerificationJob(deps: AppDeps, job: VerifyPublicationsJob): Promise<void> {
  if (await isSuperseded(deps, job)) return;
  const { db } = deps.database;
  const key = { caseId: job.caseId, type: VERIFICATION_PROCESSING_TYPE };
  try {
    await startProcessing(db, {
      caseId: job.caseId,
      type: VERIFICATION_PROCESSING_TYPE,
      category: 'publications',
      estimatedSeconds: 30,
      details: { attempt: job.attempt },
    });
  } catch {
    return; // the case was deleted while the job waited
  }
  try {
    const summary = await verifyCasePublications(deps, job.caseId, ({ progress, step }) => updateProcessing(db, key, { progress, currentStep: step }), {
      attempt: job.attempt,
    });
    if (!summary) return;
    await updateProcessing(db, key, {
      progress: 100,
      currentStep: 'Saving',
      details: {
        verified: summary.verified,
        mismatched: summary.mismatched,
        notFound: summary.notFound,
        offline: summary.offline,
        retryAt: summary.retryAt?.toISOString() ?? null,
      },
    });
    await stopProcessing(db, key, finalStep(summary, deps.scholarly.mode === 'live'));
  } catch (error) {
    deps.logger.error({ err: error, caseId: job.caseId }, 'publication verification failed');
    await stopProcessing(db, key, 'Verification stopped on an unexpected error. Please try again in a few minutes.');
    throw error;
  }
}

export async function registerVerificationWorker(deps: AppDeps) {
  await workJob(deps.jobs, verifyPublicationsJob, async (job) => {
    await runVerificationJob(deps, job.data);
  });
}
