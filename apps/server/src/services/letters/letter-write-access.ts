import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases, type CaseRow, type LetterRow, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { staffRoleOnCase } from '../firms/firm-access';

export const CLIENT_READS_LETTER_MESSAGE = 'Your attorney prepares the petition letter. You can read it here.';

/**
 * Who may write a case's petition letter (start, edit, regenerate, restore): on a self-petitioner's case, anyone
 * who reaches the case (its owner); on a firm case, the firm's staff. The firm's client reads the letter their
 * attorney signs and files, but does not change it: an edit there would undo the attorney's approval unseen.
 */
export async function mayWriteLetter(db: Db, user: Pick<UserRow, 'id'>, caseRow: Pick<CaseRow, 'firmId'>): Promise<boolean> {
  if (!caseRow.firmId) return true;
  return (await staffRoleOnCase(db, user, caseRow)) !== null;
}

/** FORBIDDEN for a firm's client. Call it after the case or letter was found for the user (NOT_FOUND comes first). */
export async function assertMayWriteLetter(db: Db, user: Pick<UserRow, 'id'>, caseRow: Pick<CaseRow, 'firmId'>): Promise<void> {
  if (!(await mayWriteLetter(db, user, caseRow))) throw new AppError('FORBIDDEN', { message: CLIENT_READS_LETTER_MESSAGE });
}

/** The same for a letter already found for the user, by its case. */
export async function assertMayWriteLetterOf(db: Db, user: Pick<UserRow, 'id'>, letterRow: Pick<LetterRow, 'caseId'>): Promise<void> {
  const [caseRow] = await db.select({ firmId: cases.firmId }).from(cases).where(eq(cases.id, letterRow.caseId)).limit(1);
  if (!caseRow) throw new AppError('NOT_FOUND', { message: 'Letter not found.' });
  await assertMayWriteLetter(db, user, caseRow);
}
