import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { TProcessingState } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { caseProcessing, type CaseProcessingRow } from '../../db/schema/index';

/** A run not heard from for this long is taken to have stopped without saying so, and a new one may replace it. */
const STALE_RUN_MS = 10 * 60 * 1000;

/**
 * Starts a run: progress 0, step "Initializing...", an estimated end when a duration is known. With `joinRunning`, a run of
 * the same type already going on the case (another document read side by side) is joined instead of restarted, so
 * its bar does not fall back to 0; only an idle or stale state starts over.
 */
export async function startProcessing(
  db: Db,
  input: { caseId: string; type: string; category: string; estimatedSeconds?: number; details?: Record<string, unknown> },
  options: { joinRunning?: boolean } = {},
) {
  const now = new Date();
  const values = {
    caseId: input.caseId,
    type: input.type,
    category: input.category,
    isActive: true,
    progress: 0,
    currentStep: 'Initializing...',
    startedAt: now,
    estimatedCompletionTime: input.estimatedSeconds ? new Date(now.getTime() + input.estimatedSeconds * 1000) : null,
    details: input.details ?? {},
    updatedAt: now,
  };
  await db
    .insert(caseProcessing)
    .values(values)
    .onConflictDoUpdate({
      target: [caseProcessing.caseId, caseProcessing.type],
      set: values,
      ...(options.joinRunning
        ? { setWhere: or(eq(caseProcessing.isActive, false), lt(caseProcessing.updatedAt, new Date(now.getTime() - STALE_RUN_MS))) }
        : {}),
    });
}

/**
 * Reports a run's progress: progress and step, details merged, lastUpdated refreshed. Progress never moves backwards within a
 * run (a report that arrives late, or a second document read side by side that is not as far along, keeps the bar
 * where it was), and a run that has stopped is left as it ended: a late report does not cover its "Done".
 */
export async function updateProcessing(
  db: Db,
  key: { caseId: string; type: string },
  update: { progress: number; currentStep: string; details?: Record<string, unknown> },
) {
  const where = and(eq(caseProcessing.caseId, key.caseId), eq(caseProcessing.type, key.type), eq(caseProcessing.isActive, true));
  const [row] = await db.select({ details: caseProcessing.details }).from(caseProcessing).where(where);
  if (!row) return;
  const progress = Math.max(0, Math.min(100, update.progress));
  await db
    .update(caseProcessing)
    .set({
      progress: sql`greatest(${caseProcessing.progress}, ${progress})`,
      currentStep: update.currentStep,
      details: { ...row.details, ...update.details },
      updatedAt: new Date(),
    })
    .where(where);
}

/** Ends a run: back to idle; the last step stays readable ("Done", or why it failed). */
export async function stopProcessing(db: Db, key: { caseId: string; type: string }, finalStep: string) {
  await db
    .update(caseProcessing)
    .set({ isActive: false, progress: 100, currentStep: finalStep, updatedAt: new Date() })
    .where(and(eq(caseProcessing.caseId, key.caseId), eq(caseProcessing.type, key.type)));
}

export function presentProcessing(row: CaseProcessingRow): TProcessingState {
  return {
    type: row.type,
    isActive: row.isActive,
    progress: Math.round(row.progress),
    currentStep: row.currentStep,
    startedAt: row.startedAt.toISOString(),
    ...(row.estimatedCompletionTime ? { estimatedCompletionTime: row.estimatedCompletionTime.toISOString() } : {}),
    petitionId: row.caseId,
    category: row.category,
    details: { ...row.details, lastUpdated: row.updatedAt.toISOString() },
  };
}

/** The runs of a case, optionally of one type (the petition is the case in the path). */
export async function findProcessing(db: Db, caseId: string, filter: { type?: string } = {}) {
  const conditions = [eq(caseProcessing.caseId, caseId)];
  if (filter.type) conditions.push(eq(caseProcessing.type, filter.type));
  const rows = await db
    .select()
    .from(caseProcessing)
    .where(and(...conditions));
  return rows.map(presentProcessing);
}
