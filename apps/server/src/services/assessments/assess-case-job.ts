import { and, eq } from 'drizzle-orm';
import { assessCase } from '@acclaim/domain/assessment';
import { ZAssessment, type Assessment } from '@acclaim/domain';
import { assessments, cases, evidenceItems } from '../../db/schema/index';
import { standingLevelsOf } from './find-assessments';
import type { Db } from '../../db/client';
import { assessCaseJob, workJob } from '../../jobs/definitions/index';
import type { AppDeps } from '../../lib/context';
import { startProcessing, stopProcessing, updateProcessing } from '../processing/processing-state';
import { buildAssessmentInput } from './build-assessment-input';
import { summarizeVerdict } from './summarize-verdict';
import { createAssessmentRewriter } from './reword/reword-assessment';
import { verifyCasePublications } from '../verification/verify-case-publications';

/** case_processing.type of this job: the row the dashboard reads to show the work running on the case. */
export const ELIGIBILITY_PROCESSING_TYPE = 'eligibility';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function scoringStep(petitionType: string): string {
  if (petitionType === 'NIW') return 'Scoring the EB-2 threshold and the three Dhanasar prongs';
  if (petitionType === 'EB1A') return 'Scoring the ten EB-1A criteria and weighing the final merits';
  return 'Scoring the ten EB-1A criteria, the final merits and the EB-2 NIW prongs';
}

/** Accepted publications that scholarly verification has not looked at yet. */
async function countUnverifiedPublications(db: Db, caseId: string): Promise<number> {
  return db.$count(
    evidenceItems,
    and(
      eq(evidenceItems.caseId, caseId),
      eq(evidenceItems.type, 'publication'),
      eq(evidenceItems.status, 'accepted'),
      eq(evidenceItems.verification, 'unverified'),
    ),
  );
}

/**
 * Runs one queued assessment: reads the case, scores it with the engine, optionally rewords the explanations,
 * and stores the input snapshot with the result. Progress is reported through the case's processing state
 * (type 'eligibility'), so the dashboard and the event stream show each step as it happens.
 */
export async function runAssessment(deps: AppDeps, assessmentId: string, attempt: { isLast: boolean }) {
  const { db } = deps.database;
  const [row] = await db.select().from(assessments).where(eq(assessments.id, assessmentId));
  if (!row || row.status === 'completed' || row.status === 'failed') return; // deleted with its case, or already done
  const [caseRow] = await db.select().from(cases).where(eq(cases.id, row.caseId));
  if (!caseRow) return;

  const key = { caseId: row.caseId, type: ELIGIBILITY_PROCESSING_TYPE };
  const rewriter = createAssessmentRewriter(deps.env);
  // With live scholarly services, publications nobody has checked yet are checked first, so the engine
  // weighs verified records; with the services off the engine reads them as "not verified".
  const unverified = deps.env.SCHOLARLY_MODE === 'live' ? await countUnverifiedPublications(db, row.caseId) : 0;
  await db.update(assessments).set({ status: 'running', error: null }).where(eq(assessments.id, row.id));
  await startProcessing(db, {
    caseId: row.caseId,
    type: ELIGIBILITY_PROCESSING_TYPE,
    category: 'eligibility',
    // The engine takes well under a second; rewording by a model takes its own time.
    estimatedSeconds: 5 + (unverified ? 30 : 0) + (rewriter ? 60 : 0),
    details: { assessmentId: row.id },
  });

  try {
    if (unverified) await verifyPublicationsFirst(deps, row.id, key);
    await updateProcessing(db, key, { progress: 32, currentStep: 'Reading the case and its evidence' });
    const input = await buildAssessmentInput(db, caseRow);
    await updateProcessing(db, key, {
      progress: 38,
      currentStep: `Reading ${plural(input.evidence.length, 'accepted evidence item')}`,
      details: { evidenceCount: input.evidence.length },
    });

    await updateProcessing(db, key, { progress: 50, currentStep: scoringStep(input.profile.petitionType) });
    let result: Assessment = ZAssessment.parse(assessCase(input));

    if (rewriter) {
      await updateProcessing(db, key, { progress: 65, currentStep: 'Writing explanations in plainer words' });
      result = await rewordExplanations(deps, rewriter, result, row.id);
    }

    await updateProcessing(db, key, { progress: 90, currentStep: 'Saving' });
    const verdict = summarizeVerdict(result);
    await db
      .update(assessments)
      .set({
        status: 'completed',
        input,
        result,
        level: verdict.level,
        headline: verdict.headline,
        eligibilityProgress: result.eligibilityProgress,
        standing: standingLevelsOf(result),
        error: null,
        completedAt: new Date(),
      })
      .where(eq(assessments.id, row.id));
    await stopProcessing(db, key, `Done: ${verdict.headline}`);
  } catch (error) {
    deps.logger.warn({ err: error, assessmentId: row.id, isFinal: attempt.isLast }, 'assessment failed');
    if (!attempt.isLast) throw error; // the queue tries once more
    const message = 'The assessment could not be completed, and it does not count toward your plan. Please try again in a few minutes.';
    await db.update(assessments).set({ status: 'failed', error: message, completedAt: new Date() }).where(eq(assessments.id, row.id));
    await stopProcessing(db, key, `Assessment failed: ${message}`);
  }
}

/** Checks the case's unchecked publications with the scholarly services, reporting progress from 2 to 30 %. */
async function verifyPublicationsFirst(deps: AppDeps, assessmentId: string, key: { caseId: string; type: string }) {
  try {
    await verifyCasePublications(deps, key.caseId, ({ progress, step }) =>
      updateProcessing(deps.database.db, key, { progress: 2 + Math.round(progress * 0.28), currentStep: step }),
    );
  } catch (error) {
    // Verification is a refinement: the assessment goes on with the records as they stand.
    deps.logger.warn({ err: error, assessmentId }, 'publication verification before the assessment failed');
  }
}

async function rewordExplanations(
  deps: AppDeps,
  rewriter: NonNullable<ReturnType<typeof createAssessmentRewriter>>,
  result: Assessment,
  assessmentId: string,
): Promise<Assessment> {
  try {
    const outcome = await rewriter.reword(result);
    if (outcome.kept.length)
      deps.logger.info({ assessmentId, reworded: outcome.reworded, kept: outcome.kept.slice(0, 20) }, 'some explanations kept the engine wording');
    return outcome.result;
  } catch (error) {
    // Rewording is a nicety: the engine's own explanations are complete and stay.
    deps.logger.warn({ err: error, assessmentId }, 'rewording failed; keeping the engine text');
    return result;
  }
}

export async function registerAssessmentWorker(deps: AppDeps) {
  await workJob(deps.jobs, assessCaseJob, async (job) => {
    await runAssessment(deps, job.data.assessmentId, { isLast: job.retryCount >= job.retryLimit });
  });
}
