import { eq, inArray } from 'drizzle-orm';
import type { TEvidenceDraft } from '@acclaim/contracts';
import type { UploadMimeType } from '@acclaim/domain';
import { documents, evidenceItems, type DocumentRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { startProcessing, stopProcessing, updateProcessing } from '../processing/processing-state';
import { extractText, isDocumentReadError } from './text/index';

export const EXTRACT_DOCUMENT_JOB = 'extract-document';
export const EXTRACTION_PROCESSING_TYPE = 'extraction';

/** Failures the user can act on (a password, a damaged file) are final; anything else is retried. */
export class ExtractionInputError extends Error {}
const GENERIC_FAILURE = 'Extraction failed. Try again, or upload the file in another format.';

const sameItem = (a: { type: string; title: string }, b: { type: string; title: string }) =>
  a.type === b.type && a.title.trim().toLowerCase() === b.title.trim().toLowerCase();

/**
 * Reads a document's text and proposes evidence. Suggestions from an earlier run are replaced; items
 * the user accepted, rejected or edited are kept, and a suggestion that repeats one of them is dropped.
 */
export async function runDocumentExtraction(deps: AppDeps, documentId: string, attempt: { isLast: boolean }) {
  const { db } = deps.database;
  const [doc] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!doc) return; // deleted while queued
  const key = { caseId: doc.caseId, type: EXTRACTION_PROCESSING_TYPE };
  await db.update(documents).set({ status: 'extracting', failureReason: null, updatedAt: new Date() }).where(eq(documents.id, doc.id));
  await startProcessing(db, {
    caseId: doc.caseId,
    type: EXTRACTION_PROCESSING_TYPE,
    category: 'documents',
    estimatedSeconds: 20,
    details: { documentId: doc.id, documentName: doc.name },
  });

  try {
    await updateProcessing(db, key, { progress: 5, currentStep: `Reading ${doc.name}` });
    const bytes = await deps.storage.get(doc.storageKey);
    let lastReported = 0;
    const text = await extractText(bytes, doc.mimeType as UploadMimeType, {
      onProgress: (fraction, step) => {
        const progress = 5 + Math.round(fraction * 70);
        if (progress - lastReported < 5) return; // a write every 5 % is plenty for a progress bar
        lastReported = progress;
        void updateProcessing(db, key, { progress, currentStep: step });
      },
    }).catch((error: unknown) => {
      throw isDocumentReadError(error) ? new ExtractionInputError(error.message) : error;
    });

    await updateProcessing(db, key, { progress: 80, currentStep: 'Finding evidence' });
    const drafts: TEvidenceDraft[] = await deps.evidenceExtractor.extract({ pages: text.pages, category: doc.category, fileName: doc.name });

    await updateProcessing(db, key, { progress: 95, currentStep: 'Saving evidence' });
    await db.transaction(async (tx) => {
      const existing = await tx.select().from(evidenceItems).where(eq(evidenceItems.documentId, doc.id));
      const replaceable = existing.filter((item) => item.status === 'suggested' && !item.isEdited);
      const kept = existing.filter((item) => !replaceable.includes(item));
      if (replaceable.length) await tx.delete(evidenceItems).where(inArray(evidenceItems.id, replaceable.map((item) => item.id)));
      const fresh = drafts.filter((draft) => !kept.some((item) => sameItem(item, draft)));
      if (fresh.length) {
        await tx.insert(evidenceItems).values(fresh.map((draft) => ({ ...draft, caseId: doc.caseId, documentId: doc.id, status: 'suggested' as const })));
      }
      await tx
        .update(documents)
        .set({ status: 'extracted', pages: text.pages, pageCount: text.pageCount, extractedAt: new Date(), updatedAt: new Date() })
        .where(eq(documents.id, doc.id));
    });
    await stopProcessing(db, key, `Done: ${drafts.length} ${drafts.length === 1 ? 'item' : 'items'} found in ${doc.name}`);
  } catch (error) {
    const isFinal = error instanceof ExtractionInputError || attempt.isLast;
    deps.logger.warn({ err: error, documentId: doc.id, isFinal }, 'document extraction failed');
    if (!isFinal) throw error; // the queue retries it
    await failExtraction(deps, doc, error instanceof ExtractionInputError ? error.message : GENERIC_FAILURE);
  }
}

async function failExtraction(deps: AppDeps, doc: DocumentRow, reason: string) {
  const { db } = deps.database;
  await db.update(documents).set({ status: 'failed', failureReason: reason, updatedAt: new Date() }).where(eq(documents.id, doc.id));
  await stopProcessing(db, { caseId: doc.caseId, type: EXTRACTION_PROCESSING_TYPE }, `Could not read ${doc.name}: ${reason}`);
}

/** The server stopped during the last attempt: the document must not read "extracting" forever. */
async function closeLostExtraction(deps: AppDeps, documentId: string) {
  const [doc] = await deps.database.db.select().from(documents).where(eq(documents.id, documentId));
  if (doc && (doc.status === 'uploaded' || doc.status === 'extracting')) await failExtraction(deps, doc, GENERIC_FAILURE);
}

export async function registerExtractionWorker(deps: AppDeps) {
  await deps.jobs.work<{ documentId: string }>(
    EXTRACT_DOCUMENT_JOB,
    async (job) => {
      await runDocumentExtraction(deps, job.data.documentId, { isLast: job.retryCount >= job.retryLimit });
    },
    { onLost: (data) => closeLostExtraction(deps, data.documentId) },
  );
}
