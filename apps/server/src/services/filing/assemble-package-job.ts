import { and, eq, inArray, ne } from 'drizzle-orm';
import { cases, filingPackages, users, type FilingPackageRow } from '../../db/schema/index';
import { assemblePackageJob, workJob, type AssemblePackageJob } from '../../jobs/definitions/index';
import type { AppDeps } from '../../lib/context';
import { assemblePackageOffThread } from '../package/assemble-off-thread';
import { recordNotification, sendNotificationsSoon } from '../notifications/email-notifications';
import { startProcessing, stopProcessing, updateProcessing } from '../processing/processing-state';
import { loadCaseFilingData } from './case-filing-data';
import { collectPackageParts, loadPackageBranding, packageApplicantName, packagePetitionType } from './package-parts';

/** case_processing.type of package jobs. */
export const PACKAGE_PROCESSING_TYPE = 'package';

/** Object keys of a package's two files; made by the server from ids, never from a name. */
export const packageKeys = (caseId: string, packageId: string) => ({
  pdf: `cases/${caseId}/packages/${packageId}/pdf`,
  zip: `cases/${caseId}/packages/${packageId}/zip`,
});

/** "Priya Raman" → "RAMAN": the family name before each page number, as firms number their filings. */
export const batesPrefixOf = (name: string) => (name.trim().split(/\s+/).at(-1) ?? '').toUpperCase().slice(0, 12);

/** Progress is written at most this often: a package of 300 pages reports hundreds of steps in seconds. */
const PROGRESS_EVERY_MS = 400;

/** Earlier packages of the case, replaced by the one just finished: rows first, files after. */
async function removeEarlierPackages(deps: AppDeps, caseId: string, keepId: string) {
  const { db } = deps.database;
  const earlier = await db
    .delete(filingPackages)
    .where(and(eq(filingPackages.caseId, caseId), ne(filingPackages.id, keepId), inArray(filingPackages.status, ['completed', 'failed'])))
    .returning({ id: filingPackages.id });
  for (const { id } of earlier) {
    for (const key of Object.values(packageKeys(caseId, id))) {
      await deps.storage.delete(key).catch((error: unknown) => deps.logger.warn({ err: error, key }, 'could not delete an earlier package file'));
    }
  }
}

/**
 * Assembles the case's filing package as it is now and stores the PDF and the ZIP. Progress goes to the case's
 * processing state of type 'package': gathering, then one step per part placed and per file written.
 */
export async function runPackageJob(deps: AppDeps, job: AssemblePackageJob, attempt: { isLast: boolean }) {
  const { db } = deps.database;
  const [row] = await db.select().from(filingPackages).where(eq(filingPackages.id, job.packageId));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  const [caseRow] = await db.select().from(cases).where(eq(cases.id, row.caseId));
  const [user] = await db.select().from(users).where(eq(users.id, row.requestedBy));
  if (!caseRow || !user) return;

  const key = { caseId: row.caseId, type: PACKAGE_PROCESSING_TYPE };
  await db.update(filingPackages).set({ status: 'running', updatedAt: new Date() }).where(eq(filingPackages.id, row.id));
  try {
    const now = new Date();
    const data = await loadCaseFilingData(db, user, caseRow, now);
    await startProcessing(db, {
      caseId: row.caseId,
      type: PACKAGE_PROCESSING_TYPE,
      category: 'finalize',
      estimatedSeconds: Math.ceil(4 + data.documents.length * 0.25),
      details: { packageId: row.id },
    });
    const petitionType = packagePetitionType(data);
    if (!petitionType) throw new Error('The case has no petition type.');
    await updateProcessing(db, key, { progress: 3, currentStep: `Rendering the letters and forms, and gathering ${data.documents.length} documents` });
    const branding = await loadPackageBranding(deps, data);
    const parts = await collectPackageParts(deps, user, data, petitionType, now, branding);

    // Assembled in a render thread, which reports each step; writes are chained so they land in order and are awaited at the end.
    let lastWrite = 0;
    let writes = Promise.resolve();
    const assembled = await assemblePackageOffThread({
      caseTitle: caseRow.title,
      applicantName: packageApplicantName(data),
      petitionType,
      batesPrefix: batesPrefixOf(data.owner.name),
      parts,
      author: branding.author,
      software: branding.software,
      onProgress: (done, total, label) => {
        if (Date.now() - lastWrite < PROGRESS_EVERY_MS && done < total) return;
        lastWrite = Date.now();
        writes = writes.then(() => updateProcessing(db, key, { progress: 8 + Math.round((done / total) * 85), currentStep: `${label} (${done} of ${total})` }));
      },
    });
    await writes;

    await updateProcessing(db, key, { progress: 95, currentStep: 'Saving the PDF and the ZIP' });
    const keys = packageKeys(row.caseId, row.id);
    await deps.storage.put(keys.pdf, assembled.pdf, 'application/pdf');
    await deps.storage.put(keys.zip, assembled.zip, 'application/zip');
    await db.transaction(async (tx) => {
      await tx
        .update(filingPackages)
        .set({
          status: 'completed',
          pdfKey: keys.pdf,
          zipKey: keys.zip,
          pdfBytes: assembled.pdf.byteLength,
          zipBytes: assembled.zip.byteLength,
          totalPages: assembled.manifest.totalPages,
          manifest: assembled.manifest,
          error: null,
          completedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(filingPackages.id, row.id));
      // Whoever asked for the package is told it is ready, once however often the job is retried.
      await recordNotification(tx, { key: `package-ready:${row.id}`, kind: 'package_ready', userId: row.requestedBy, caseId: row.caseId, subjectId: row.id });
    });
    sendNotificationsSoon(deps);
    await removeEarlierPackages(deps, row.caseId, row.id);
    await stopProcessing(db, key, `Done: ${assembled.manifest.totalPages} pages`);
  } catch (error) {
    deps.logger.warn({ err: error, packageId: row.id, isFinal: attempt.isLast }, 'package job failed');
    if (!attempt.isLast) throw error;
    await failPackage(deps, row);
  }
}

async function failPackage(deps: AppDeps, row: FilingPackageRow) {
  const message = 'The package could not be assembled. Nothing in your case changed; please try again.';
  await deps.database.db.update(filingPackages).set({ status: 'failed', error: message, updatedAt: new Date() }).where(eq(filingPackages.id, row.id));
  await stopProcessing(deps.database.db, { caseId: row.caseId, type: PACKAGE_PROCESSING_TYPE }, message);
}

/** The server stopped during the last attempt: the package must not read "being assembled" until the stale sweep. */
async function closeLostPackage(deps: AppDeps, packageId: string) {
  const [row] = await deps.database.db.select().from(filingPackages).where(eq(filingPackages.id, packageId));
  if (row && (row.status === 'queued' || row.status === 'running')) await failPackage(deps, row);
}

export async function registerPackageWorker(deps: AppDeps) {
  await workJob(
    deps.jobs,
    assemblePackageJob,
    async (job) => {
      await runPackageJob(deps, job.data, { isLast: job.retryCount >= job.retryLimit });
    },
    { onLost: (data) => closeLostPackage(deps, data.packageId) },
  );
}
