import { and, eq, inArray, sql } from 'drizzle-orm';
import { ZI140Answers, type TFormsNeeds, type TI140Answers } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { formWorksheets } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

export interface Worksheet {
  answers: TI140Answers;
  confirmedPartIds: string[];
  needs: TFormsNeeds;
  /** Filing-checklist items the user ticked. */
  checklistDone: string[];
  version: number;
}

export const DEFAULT_NEEDS: TFormsNeeds = { hasAttorney: false, wantsPremiumProcessing: false, wantsEmailNotice: true, paysByCard: false };

/**
 * Stored answers, each checked again on the way out: an answer an older rule accepted and today's refuses is
 * dropped rather than breaking the whole guide.
 */
function readAnswers(raw: Record<string, unknown>): TI140Answers {
  const whole = ZI140Answers.safeParse(raw);
  if (whole.success) return whole.data;
  const kept = Object.entries(raw).filter(([key, value]) => ZI140Answers.safeParse({ [key]: value }).success);
  return ZI140Answers.parse(Object.fromEntries(kept));
}

/** The case's worksheet; a case nobody has worked on yet reads as an empty one at version 0. */
export async function findWorksheet(db: Db, caseId: string): Promise<Worksheet> {
  const [row] = await db.select().from(formWorksheets).where(eq(formWorksheets.caseId, caseId));
  return worksheetOf(row);
}

/** `findWorksheet` of many cases in one query: case id → its worksheet (an empty one at version 0 when none is stored). */
export async function findWorksheets(db: Db, caseIds: readonly string[]): Promise<Map<string, Worksheet>> {
  const rows =
    caseIds.length === 0
      ? []
      : await db
          .select()
          .from(formWorksheets)
          .where(inArray(formWorksheets.caseId, [...caseIds]));
  const rowOf = new Map(rows.map((row) => [row.caseId, row]));
  return new Map(caseIds.map((caseId) => [caseId, worksheetOf(rowOf.get(caseId))]));
}

/** The worksheet of a stored row, or the empty one when the case has none. */
export function worksheetOf(row: typeof formWorksheets.$inferSelect | null | undefined): Worksheet {
  if (!row) return { answers: {}, confirmedPartIds: [], needs: { ...DEFAULT_NEEDS }, checklistDone: [], version: 0 };
  return {
    answers: readAnswers(row.answers),
    confirmedPartIds: row.confirmedPartIds,
    needs: { ...DEFAULT_NEEDS, ...row.needs },
    checklistDone: row.checklistDone,
    version: row.version,
  };
}

export const STALE_WORKSHEET_MESSAGE =
  'The worksheet changed since you opened it (perhaps in another tab). Reload to see the latest answers, then make your change again.';

/** Saves answers and confirmations if nobody saved since `baseVersion`; else CONFLICT and nothing changes. */
export async function saveWorksheet(db: Db, caseId: string, baseVersion: number, next: { answers: TI140Answers; confirmedPartIds: string[] }): Promise<number> {
  await db.insert(formWorksheets).values({ caseId }).onConflictDoNothing();
  const [saved] = await db
    .update(formWorksheets)
    .set({
      answers: next.answers as Record<string, string | boolean>,
      confirmedPartIds: next.confirmedPartIds,
      version: sql`${formWorksheets.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(formWorksheets.caseId, caseId), eq(formWorksheets.version, baseVersion)))
    .returning({ version: formWorksheets.version });
  if (!saved) throw new AppError('CONFLICT', { message: STALE_WORKSHEET_MESSAGE });
  return saved.version;
}

/**
 * The supporting-form needs. They do not change the I-140 answers, so they leave the version alone: toggling one
 * never makes an open guide stale.
 */
export async function saveNeeds(db: Db, caseId: string, needs: TFormsNeeds): Promise<void> {
  await db
    .insert(formWorksheets)
    .values({ caseId, needs })
    .onConflictDoUpdate({ target: formWorksheets.caseId, set: { needs, updatedAt: new Date() } });
}

/** Ticks or unticks a filing-checklist item; like the needs, it leaves the guide's version alone. */
export async function saveChecklistDone(db: Db, caseId: string, itemId: string, isDone: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(formWorksheets).values({ caseId }).onConflictDoNothing();
    const [row] = await tx.select({ done: formWorksheets.checklistDone }).from(formWorksheets).where(eq(formWorksheets.caseId, caseId)).for('update');
    const done = new Set(row?.done ?? []);
    if (isDone) done.add(itemId);
    else done.delete(itemId);
    await tx
      .update(formWorksheets)
      .set({ checklistDone: [...done].sort(), updatedAt: new Date() })
      .where(eq(formWorksheets.caseId, caseId));
  });
}
