import { eq } from 'drizzle-orm';
import { letters, type LetterRow, type UserRow } from '../../db/schema/index';
import { draftLetterJob, sendJob } from '../../jobs/definitions/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { assertEditable } from './edit-letter';
import { getLetterForUser, letterAccess } from './letter-access';
import { assertMayWriteLetterOf } from './letter-write-access';
import { releaseStaleLetters } from './start-letter';
import { planHolderForLetter } from '../firms/firm-access';

/**
 * Queues the writing of one section again from the case as it is now. The other sections, with the user's
 * edits, stay exactly as they are; the result is a new version, so the section's old text can be restored.
 */
export async function regenerateSection(deps: AppDeps, user: UserRow, letterId: string, sectionId: string, baseVersion: number): Promise<LetterRow> {
  const { db } = deps.database;
  const found = await getLetterForUser(db, user, letterId);
  await assertMayWriteLetterOf(db, user, found);
  const planHolder = await planHolderForLetter(db, user, found);
  await releaseStaleLetters(db, found.caseId);
  const queued = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(letters).where(eq(letters.id, found.id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', { message: 'Letter not found.' });
    const current = assertEditable(row, baseVersion);
    if (!current.sections.some((s) => s.id === sectionId)) throw new AppError('NOT_FOUND', { message: 'That section is not in this letter.' });
    if (!letterAccess(planHolder, current).cut.wholeSectionIds.includes(sectionId)) {
      throw new AppError('FORBIDDEN', {
        message: 'This section is beyond the pages your plan shows. Upgrade to Complete on the Billing page to write it again.',
      });
    }
    const [updated] = await tx
      .update(letters)
      .set({ status: 'queued', regeneratingSectionId: sectionId, error: null, updatedAt: new Date() })
      .where(eq(letters.id, row.id))
      .returning();
    return updated!;
  });
  try {
    await sendJob(deps.jobs, draftLetterJob, { letterId: queued.id, sectionId }, { retryLimit: 1, retryDelay: 5, expireInMinutes: 20 });
  } catch (error) {
    await db.update(letters).set({ status: 'completed', regeneratingSectionId: null }).where(eq(letters.id, queued.id));
    throw error;
  }
  return queued;
}
