import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TEvidenceDraft } from '@acclaim/contracts';
import { OCR_MAX_PAGES_PER_DOCUMENT, type UploadMimeType } from '@acclaim/domain';
import { cases, documents, evidenceItems, type DocumentRow } from '../../db/schema/index';
import { extractDocumentJob, sendJob, workJob } from '../../jobs/definitions/index';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { startProcessing, stopProcessing, updateProcessing } from '../processing/processing-state';
import { findBeneficiaryNames } from '../identity/beneficiary-names';
import { checkDocumentText, identityUpdate } from '../identity/check-case-identity';
import { planSuggestions } from './merge-suggestions';
import { extractText, isDocumentReadError } from './text/index';

export const EXTRACTION_PROCESSING_TYPE = 'extraction';

/** Failures the user can act on (a password, a damaged file) are final; anything else is retried. */
export class ExtractionInputError extends Error {}
const GENERIC_FAILURE = 'Extraction failed. Try again, or upload the file in another format.';

/**
 * How long reading one document may take. Within the page and OCR caps a document reads in well under a minute;
 * the limit stops one that does not (a slow machine, a pathological file) from holding a worker every account
 * shares. A document stopped here would stop again, so it is not retried.
 */
export const EXTRACTION_TIME_LIMIT_SECONDS = 5 * 60;
/** pg-boss gives up on a job at its expiry; set past the limit so the job ends on its own terms first. */
const EXTRACTION_EXPIRY_SECONDS = EXTRACTION_TIME_LIMIT_SECONDS + 60;
/** Extractions of different documents run side by side, so one long document does not hold up the rest. */
const EXTRACTION_CONCURRENCY = 2;
const TOO_SLOW =
  'Reading this document took too long, so it was stopped. Split it into smaller files, or upload only the pages with your evidence, and try again.';

/** What the document says when the OCR cap left scanned pages unread (kept in its reason field, shown with it). */
function unreadPagesNote(unreadScannedPages: number[], ocrPageLimit: number): string | null {
  const [first] = unreadScannedPages;
  if (first === undefined) return null;
  const count = unreadScannedPages.length;
  const read = ocrPageLimit === 1 ? 'scanned page was' : `${ocrPageLimit} scanned pages were`;
  return `Only the first ${read} read; ${count} more scanned ${count === 1 ? 'page' : 'pages'} from page ${first} on ${count === 1 ? 'was' : 'were'} not. Upload the pages you need as a separate file.`;
}

export interface ExtractionLimits {
  /** Aborts the extraction from outside, e.g. when the queue gives up on the job. */
  signal?: AbortSignal;
  /** Defaults to `EXTRACTION_TIME_LIMIT_SECONDS`. */
  timeLimitMs?: number;
  /** Defaults to `OCR_MAX_PAGES_PER_DOCUMENT`. */
  ocrPageLimit?: number;
}

/**
 * Reads a document's text and proposes evidence. Suggestions from an earlier run are replaced; items
 * the user accepted, rejected or edited are kept, and a suggestion that repeats one of them is dropped.
 * A suggestion that repeats one from another document of the case is merged into it (merge-suggestions.ts).
 */
export async function runDocumentExtraction(deps: AppDeps, documentId: string, attempt: { isLast: boolean }, limits: ExtractionLimits = {}) {
  const { db } = deps.database;
  const [doc] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!doc) return; // deleted while queued
  const key = { caseId: doc.caseId, type: EXTRACTION_PROCESSING_TYPE };
  await db.update(documents).set({ status: 'extracting', failureReason: null, updatedAt: new Date() }).where(eq(documents.id, doc.id));
  // Another document of the case being read at the same time keeps the run going: its bar does not drop to 0.
  const about = { documentId: doc.id, documentName: doc.name };
  await startProcessing(
    db,
    { caseId: doc.caseId, type: EXTRACTION_PROCESSING_TYPE, category: 'documents', estimatedSeconds: 20, details: about },
    { joinRunning: true },
  );

  const ocrPageLimit = limits.ocrPageLimit ?? OCR_MAX_PAGES_PER_DOCUMENT;
  const timeLimit = AbortSignal.timeout(limits.timeLimitMs ?? EXTRACTION_TIME_LIMIT_SECONDS * 1000);
  const deadline = limits.signal ? AbortSignal.any([limits.signal, timeLimit]) : timeLimit;
  try {
    await updateProcessing(db, key, { progress: 5, currentStep: `Reading ${doc.name}`, details: about });
    const text = await readDocumentText(deps, doc, { signal: deadline, ocrPageLimit });

    await updateProcessing(db, key, { progress: 80, currentStep: `Finding evidence in ${doc.name}`, details: about });
    // Whom the document is about, by the beneficiary's names (not the account holder's: an attorney or a paralegal may
    // hold the account): another person's award letter must not become the beneficiary's evidence.
    const beneficiary = await findBeneficiaryNames(db, doc.caseId);
    const check = checkDocumentText(text.pages, doc.category, beneficiary.knownNames);
    const identity = identityUpdate(doc, check);
    // The extractor finds the beneficiary in author lists under the name this document uses (a former name on an
    // old paper); a document that does not name them keeps the extractor's own reading of whom it names.
    const applicantName = check.status === 'matches' ? (check.names[0] ?? beneficiary.legalName) : undefined;
    const drafts: TEvidenceDraft[] = await deps.evidenceExtractor.extract({ pages: text.pages, category: doc.category, fileName: doc.name, applicantName });
    deadline.throwIfAborted(); // the evidence extractor (an LLM call) does not take the signal
    const note = unreadPagesNote(text.unreadScannedPages, ocrPageLimit);

    await updateProcessing(db, key, { progress: 95, currentStep: 'Saving evidence', details: about });
    await saveExtraction(db, doc, { drafts, text, identity, note });
    const done = `Done: ${drafts.length} ${drafts.length === 1 ? 'item' : 'items'} found in ${doc.name}`;
    await finishProcessing(deps, doc, note ? `${done}. ${note}` : done);
  } catch (error) {
    const isTooSlow = deadline.aborted;
    const isFinal = isTooSlow || error instanceof ExtractionInputError || attempt.isLast;
    deps.logger.warn({ err: error, documentId: doc.id, isFinal, isTooSlow }, 'document extraction failed');
    if (!isFinal) throw error; // the queue retries it
    await failExtraction(deps, doc, isTooSlow ? TOO_SLOW : error instanceof ExtractionInputError ? error.message : GENERIC_FAILURE);
  }
}

/** The document's text, read within the deadline, its progress reported between 5 and 75 %. */
async function readDocumentText(deps: AppDeps, doc: DocumentRow, { signal, ocrPageLimit }: { signal: AbortSignal; ocrPageLimit: number }) {
  const { db } = deps.database;
  const key = { caseId: doc.caseId, type: EXTRACTION_PROCESSING_TYPE };
  const about = { documentId: doc.id, documentName: doc.name };
  const bytes = await deps.storage.get(doc.storageKey);
  let lastReported = 0;
  // Reports are written one after another, in the order they were made.
  let writes: Promise<unknown> = Promise.resolve();
  const text = await extractText(bytes, doc.mimeType as UploadMimeType, {
    signal,
    ocrPageLimit,
    onProgress: (fraction, step) => {
      const progress = 5 + Math.round(fraction * 70);
      if (progress - lastReported < 5) return; // a write every 5 % is plenty for a progress bar
      lastReported = progress;
      writes = writes.then(() => updateProcessing(db, key, { progress, currentStep: step, details: about })).catch(() => undefined);
    },
  }).catch((error: unknown) => {
    throw isDocumentReadError(error) ? new ExtractionInputError(error.message) : error;
  });
  await writes;
  return text;
}

/** Replaces the document's earlier suggestions with the new ones and marks it extracted, in one transaction. */
async function saveExtraction(
  db: Db,
  doc: DocumentRow,
  {
    drafts,
    text,
    identity,
    note,
  }: { drafts: TEvidenceDraft[]; text: Awaited<ReturnType<typeof extractText>>; identity: ReturnType<typeof identityUpdate>; note: string | null },
) {
  await db.transaction(async (tx) => {
    // Documents of one case are read side by side: the case row is locked so that two of them saving at once
    // each see what the other saved, and the same paper from a CV and a biosketch stays one item.
    await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, doc.caseId)).for('update');
    const existing = await tx.select().from(evidenceItems).where(eq(evidenceItems.caseId, doc.caseId));
    const replaceable = existing.filter((item) => item.documentId === doc.id && item.status === 'suggested' && !item.isEdited);
    const stored = existing.filter((item) => !replaceable.includes(item));
    if (replaceable.length)
      await tx.delete(evidenceItems).where(
        inArray(
          evidenceItems.id,
          replaceable.map((item) => item.id),
        ),
      );
    const plan = planSuggestions(doc.id, drafts, stored, replaceable);
    for (const update of plan.updates) {
      await tx
        .update(evidenceItems)
        .set({ details: update.details, confidence: update.confidence, updatedAt: new Date() })
        .where(eq(evidenceItems.id, update.id));
    }
    if (plan.inserts.length) {
      await tx.insert(evidenceItems).values(plan.inserts.map((draft) => ({ ...draft, caseId: doc.caseId, documentId: doc.id, status: 'suggested' as const })));
    }
    await tx
      .update(documents)
      .set({
        status: 'extracted',
        failureReason: note,
        pages: text.pages,
        pageCount: text.pageCount,
        ...identity,
        extractedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(documents.id, doc.id));
  });
}

async function failExtraction(deps: AppDeps, doc: DocumentRow, reason: string) {
  const { db } = deps.database;
  await db.update(documents).set({ status: 'failed', failureReason: reason, updatedAt: new Date() }).where(eq(documents.id, doc.id));
  await finishProcessing(deps, doc, `Could not read ${doc.name}: ${reason}`);
}

/**
 * Documents of one case can be read side by side (see `EXTRACTION_CONCURRENCY`) and share the case's one progress
 * state: while another of them is still being read, the state stays with it (the table shows how this one went);
 * the last to end sets it idle.
 */
async function finishProcessing(deps: AppDeps, doc: DocumentRow, finalStep: string) {
  const { db } = deps.database;
  const stillReading = await db.$count(documents, and(eq(documents.caseId, doc.caseId), eq(documents.status, 'extracting'), ne(documents.id, doc.id)));
  if (!stillReading) await stopProcessing(db, { caseId: doc.caseId, type: EXTRACTION_PROCESSING_TYPE }, finalStep);
}

/** The server stopped during the last attempt: the document must not read "extracting" forever. */
async function closeLostExtraction(deps: AppDeps, documentId: string) {
  const [doc] = await deps.database.db.select().from(documents).where(eq(documents.id, documentId));
  if (doc && (doc.status === 'uploaded' || doc.status === 'extracting')) await failExtraction(deps, doc, GENERIC_FAILURE);
}

/**
 * Queues the reading of a document. Each account (the firm a case belongs to, else its owner) queues behind its own
 * earlier uploads, so one account's hundred documents do not keep another's first one waiting.
 */
export async function sendExtractionJob(deps: AppDeps, doc: DocumentRow) {
  const [owner] = await deps.database.db.select({ ownerId: cases.ownerId, firmId: cases.firmId }).from(cases).where(eq(cases.id, doc.caseId));
  await sendJob(
    deps.jobs,
    extractDocumentJob,
    { documentId: doc.id },
    {
      singletonKey: doc.id,
      retryLimit: 2,
      retryDelay: 5,
      expireInSeconds: EXTRACTION_EXPIRY_SECONDS,
      fairnessKey: owner?.firmId ?? owner?.ownerId ?? doc.caseId,
    },
  );
}

export async function registerExtractionWorker(deps: AppDeps) {
  await workJob(
    deps.jobs,
    extractDocumentJob,
    async (job, signal) => {
      await runDocumentExtraction(deps, job.data.documentId, { isLast: job.retryCount >= job.retryLimit }, { signal });
    },
    { onLost: (data) => closeLostExtraction(deps, data.documentId), concurrency: EXTRACTION_CONCURRENCY },
  );
}
